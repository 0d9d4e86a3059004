import { describe, expect, it } from 'vitest';
import { formatAgo, formatUntil } from './format';

const NOW = 1_700_000_000_000;

describe('Platform Health times', () => {
  it('says how long ago an error was', () => {
    expect(formatAgo(NOW - 2_000, NOW)).toBe('just now');
    expect(formatAgo(NOW - 40_000, NOW)).toBe('40 s ago');
    expect(formatAgo(NOW - 12 * 60_000, NOW)).toBe('12 min ago');
    expect(formatAgo(NOW - 3 * 3_600_000, NOW)).toBe('3 h ago');
    expect(formatAgo(NOW - 86_400_000, NOW)).toBe('1 day ago');
    expect(formatAgo(NOW - 5 * 86_400_000, NOW)).toBe('5 days ago');
  });

  it('says when the next call may go', () => {
    expect(formatUntil(null, NOW)).toBe('Now');
    expect(formatUntil(NOW - 1, NOW)).toBe('Now');
    expect(formatUntil(NOW + 400, NOW)).toBe('in 1 s');
    expect(formatUntil(NOW + 4 * 60_000, NOW)).toBe('in 4 min');
    expect(formatUntil(NOW + 9 * 3_600_000, NOW)).toBe('in 9 h');
  });
});
