import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups digits, en-US by default', () => {
    expect(formatNumber(999_847)).toBe('999,847');
    expect(formatNumber(1_000_000)).toBe('1,000,000');
    expect(formatNumber(0)).toBe('0');
  });

  it('follows the given locale and survives a malformed one', () => {
    expect(formatNumber(1_234_567, 'de-DE')).toBe('1.234.567');
    expect(formatNumber(1_234_567, 'en-IN')).toBe('12,34,567');
    expect(formatNumber(1234, 'not a locale!')).toBe('1,234');
  });
});
