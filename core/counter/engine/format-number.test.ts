import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NUMBER_LOCALE, formatNumber } from './format-number';

describe('formatNumber', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('groups digits, en-US by default', () => {
    expect(DEFAULT_NUMBER_LOCALE).toBe('en-US');
    expect(formatNumber(999_847)).toBe('999,847');
    expect(formatNumber(1_000_000)).toBe('1,000,000');
    expect(formatNumber(0)).toBe('0');
  });

  it('follows the given locale and survives a malformed one', () => {
    expect(formatNumber(1_234_567, 'de-DE')).toBe('1.234.567');
    expect(formatNumber(1_234_567, 'en-IN')).toBe('12,34,567');
    expect(formatNumber(1234, 'not a locale!')).toBe('1,234');
  });

  // Locales no other test uses: formatters are cached, so this test is the one that builds them.
  it('prints whole numbers whole and decimal ones with their places, two at most', () => {
    expect(formatNumber(1234.56, 'en-GB')).toBe('1,234.56');
    expect(formatNumber(0.4, 'en-AU')).toBe('0.4');
    expect(formatNumber(-10.5, 'de-AT')).toBe('-10,5');
    expect(formatNumber(2, 'de-AT')).toBe('2');
    expect(formatNumber(0.125, 'en-GB')).toBe('0.13');
  });

  // The viewer formats on every tick: a formatter is built once per locale, then reused.
  it('builds one formatter per locale and reuses it', () => {
    const RealNumberFormat = Intl.NumberFormat;
    const build = vi
      .spyOn(Intl, 'NumberFormat')
      .mockImplementation(
        ((...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
          new RealNumberFormat(...args)) as unknown as typeof Intl.NumberFormat,
      );
    formatNumber(1, 'fr-CA');
    formatNumber(2, 'fr-CA');
    formatNumber(3, 'fr-CA');
    expect(build).toHaveBeenCalledTimes(1);
    formatNumber(4, 'xx-not-a-tag!!');
    formatNumber(5, 'xx-not-a-tag!!');
    expect(formatNumber(6, 'xx-not-a-tag!!')).toBe('6');
    // The malformed tag tried once, then remembered as the default's formatter.
    expect(build).toHaveBeenCalledTimes(2);
  });
});
