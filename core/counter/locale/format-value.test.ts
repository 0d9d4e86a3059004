import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCounterValue, formatSettingsValue, hasValueFormat, type ValueFormat } from './format-value';

const plain: ValueFormat = { locale: 'en', decimals: 0, compact: false, prefix: '', suffix: '' };

describe('formatCounterValue', () => {
  it('groups digits by the locale', () => {
    expect(formatCounterValue(999_847, plain)).toBe('999,847');
    expect(formatCounterValue(999_847, { ...plain, locale: 'de' })).toBe('999.847');
    expect(formatCounterValue(1_234_567, { ...plain, locale: 'hi' })).toBe('12,34,567');
  });

  it('writes negative numbers with the minus sign and decimal separator of the locale', () => {
    expect(formatCounterValue(-10.5, { ...plain, decimals: 1 })).toBe('-10.5');
    expect(formatCounterValue(-1234.5, { ...plain, decimals: 1, locale: 'de' })).toBe('-1.234,5');
    expect(formatCounterValue(-0.25, { ...plain, decimals: 2, locale: 'fr', suffix: ' °C' })).toBe(
      '-0,25 °C',
    );
    expect(formatCounterValue(-10, { ...plain, decimals: 1 })).toBe('-10.0');
  });

  it('always shows the chosen decimals', () => {
    expect(formatCounterValue(12.5, { ...plain, decimals: 2, prefix: '$' })).toBe('$12.50');
    expect(formatCounterValue(12.5, { ...plain, decimals: 1, locale: 'fr' })).toBe('12,5');
    expect(formatCounterValue(12.345, { ...plain, decimals: 0 })).toBe('12');
    // Out-of-range decimals are clamped rather than thrown: the viewer must never fail to draw.
    expect(formatCounterValue(1.005, { ...plain, decimals: 7 })).toMatch(/^1\.0\d$/);
  });

  it('writes compact numbers by the locale', () => {
    expect(formatCounterValue(1_200_000, { ...plain, compact: true })).toBe('1.2M');
    expect(formatCounterValue(12_500, { ...plain, compact: true })).toBe('12.5K');
    expect(formatCounterValue(999, { ...plain, compact: true })).toBe('999');
    expect(formatCounterValue(1_200_000, { ...plain, compact: true, locale: 'de' })).toBe('1,2\u00a0Mio.');
  });

  it('puts prefix and suffix around the number unchanged', () => {
    expect(formatCounterValue(5000, { ...plain, suffix: ' followers' })).toBe('5,000 followers');
    expect(formatCounterValue(99, { ...plain, prefix: '€ ', locale: 'nl' })).toBe('€ 99');
  });
});

describe('formatCounterValue: one formatter per format', () => {
  afterEach(() => vi.restoreAllMocks());
  // The real constructor, for the spy to build with.
  const RealNumberFormat = Intl.NumberFormat;

  it('builds a format once and reuses it on every later frame', async () => {
    // The painter and the viewer format the value on every frame; ICU's formatter is the costly part.
    // A fresh import starts with no cached formatter, whatever ran before.
    vi.resetModules();
    const { formatCounterValue } = await import('./format-value');
    // A plain function, not an arrow one: the code under test calls it with new.
    function build(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new RealNumberFormat(...args);
    }
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(build);
    const format = { ...plain, locale: 'it', decimals: 1, suffix: ' km' };
    expect(formatCounterValue(12_345.5, format)).toBe('12.345,5 km');
    expect(formatCounterValue(99, format)).toBe('99,0 km');
    expect(made).toHaveBeenCalledTimes(1);
    // Another number of decimals is another formatter, not the cached one.
    expect(formatCounterValue(99, { ...format, decimals: 2 })).toBe('99,00 km');
    expect(made).toHaveBeenCalledTimes(2);
  });
});

describe('hasValueFormat', () => {
  it('is false for the plain grouped number, true as soon as any format field is set', () => {
    expect(hasValueFormat({})).toBe(false);
    expect(hasValueFormat({ prefix: '', suffix: '', decimals: 0, compact: false })).toBe(false);
    expect(hasValueFormat({ locale: 'de' })).toBe(true);
    expect(hasValueFormat({ prefix: '$' })).toBe(true);
    expect(hasValueFormat({ suffix: ' subs' })).toBe(true);
    expect(hasValueFormat({ decimals: 1 })).toBe(true);
    expect(hasValueFormat({ compact: true })).toBe(true);
  });
});

describe('formatSettingsValue', () => {
  it('writes the value as the counter settings ask', () => {
    expect(
      formatSettingsValue(1234.5, { locale: 'de', decimals: 2, prefix: '€ ', suffix: ' gesammelt' }, 'en'),
    ).toBe('€ 1.234,50 gesammelt');
    expect(formatSettingsValue(1_200_000, { compact: true }, 'en')).toBe('1.2M');
  });

  it('without a language groups by the fallback locale, with no decimals, prefix or suffix', () => {
    expect(formatSettingsValue(1234.56, {}, 'de')).toBe('1.235');
    expect(formatSettingsValue(1_234_567, {}, 'en')).toBe('1,234,567');
    // The counter's own language wins over the visitor's.
    expect(formatSettingsValue(1234, { locale: 'fr' }, 'de')).toBe('1\u202f234');
  });
});
