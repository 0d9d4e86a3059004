import { formatNumber } from '@core/counter/engine/format-number';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount, formatFaceNumber } from './format-count';

afterEach(() => vi.restoreAllMocks());

describe('formatCount', () => {
  it('equals Intl for the fast-path locales and any whole count, negative ones too', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'en-US', 'en-GB', 'en-CA', 'en-AU', 'en-NZ', 'en-IE', 'en-us'),
        fc.oneof(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: -1e15, max: 1e15 })),
        (locale, n) => {
          expect(formatCount(n, locale)).toBe(formatNumber(n, locale));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves other locales to Intl', () => {
    expect(formatCount(1_234_567, 'de-DE')).toBe('1.234.567');
    expect(formatCount(1_234_567, 'en-IN')).toBe('12,34,567');
  });

  it('never asks Intl for the fast-path locales (its first formatter costs the first paint)', () => {
    // `format` is a getter on the prototype (it hands out a bound function), cached formatters too.
    const prototype: { format: unknown } = Intl.NumberFormat.prototype;
    const format = vi.spyOn(prototype, 'format', 'get');
    for (const locale of ['en', 'en-US', 'en-GB', 'en-CA', 'en-AU', 'en-NZ', 'en-IE', 'EN-gb'])
      expect(formatCount(1_234_567, locale)).toBe('1,234,567');
    expect(format).not.toHaveBeenCalled();
    expect(formatCount(1_234_567, 'en-IN')).toBe('12,34,567');
    expect(format).toHaveBeenCalled();
  });

  it('only on the exact fast-path locale tags', () => {
    // Tags that merely contain an English one group as their own language does.
    expect(formatCount(1_234_567, 'de-x-en')).toBe(formatNumber(1_234_567, 'de-x-en'));
    expect(formatCount(1_234_567, 'en-US-u-nu-arab')).toBe(formatNumber(1_234_567, 'en-US-u-nu-arab'));
    expect(formatCount(1_234_567, 'en-US-u-nu-arab')).not.toBe('1,234,567');
  });

  it('leaves fractions and numbers past the safe range to Intl, which keeps two places and spells them out', () => {
    expect(formatCount(1_234.5, 'en-US')).toBe('1,234.5');
    expect(formatCount(-10.125, 'en-US')).toBe('-10.13');
    expect(formatCount(1e21, 'en-US')).toBe('1,000,000,000,000,000,000,000');
    expect(formatCount(-0, 'en-US')).toBe('0');
  });
});

describe('formatFaceNumber', () => {
  it('writes a negative decimal value with the decimals format, in the counter’s language', () => {
    expect(formatFaceNumber(-10.5, { decimals: 1 }, 'en-US')).toBe('-10.5');
    expect(formatFaceNumber(-10.5, { decimals: 2, locale: 'de' }, 'en-US')).toBe('-10,50');
    expect(formatFaceNumber(-3, {}, 'en-US')).toBe('-3');
  });

  it("groups by the visitor's locale without a format, and follows the counter's format when set", () => {
    expect(formatFaceNumber(12_345, {}, 'de-DE')).toBe('12.345');
    expect(formatFaceNumber(12_345, { prefix: '$' }, 'en-US')).toBe('$12,345');
    expect(formatFaceNumber(12_345, { locale: 'de' }, 'en-US')).toBe('12.345');
  });
});
