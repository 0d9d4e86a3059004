import { describe, expect, it } from 'vitest';
import { formatCounterValue, type ValueFormat } from './format-value';

const plain: ValueFormat = { locale: 'en', decimals: 0, compact: false, prefix: '', suffix: '' };

describe('formatCounterValue', () => {
  it('groups digits by the locale', () => {
    expect(formatCounterValue(999_847, plain)).toBe('999,847');
    expect(formatCounterValue(999_847, { ...plain, locale: 'de' })).toBe('999.847');
    expect(formatCounterValue(1_234_567, { ...plain, locale: 'hi' })).toBe('12,34,567');
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
