import { describe, expect, it } from 'vitest';
import {
  formatLocalDateTime,
  isLocalDateTime,
  parseLocalDateTime,
  partsToNaiveUtcMs,
} from './local-date-time';

// The form's datetime-local strings: every boundary of the calendar and the clock, since a wrong
// one is a countdown that refuses a real date or ends on an impossible one.
describe('parseLocalDateTime', () => {
  it('reads minutes, with or without seconds', () => {
    expect(parseLocalDateTime('2026-12-24T18:05')).toEqual({
      year: 2026,
      month: 12,
      day: 24,
      hour: 18,
      minute: 5,
      second: 0,
    });
    expect(parseLocalDateTime('2026-01-01T00:00:59')).toMatchObject({ second: 59 });
  });

  it('refuses anything but the exact shape', () => {
    for (const bad of [
      'x2026-12-24T18:05',
      '2026-12-24T18:05x',
      '2026-12-24 18:05',
      '26-12-24T18:05',
      '2026-12-24T18',
      '2026-12-24T18:05:5',
      '',
    ])
      expect(parseLocalDateTime(bad), bad).toBeNull();
  });

  it('keeps the clock within 23:59:59', () => {
    expect(isLocalDateTime('2026-05-01T23:59:59')).toBe(true);
    expect(isLocalDateTime('2026-05-01T24:00')).toBe(false);
    expect(isLocalDateTime('2026-05-01T12:60')).toBe(false);
    expect(isLocalDateTime('2026-05-01T12:00:60')).toBe(false);
    expect(isLocalDateTime('2026-00-01T12:00')).toBe(false);
    expect(isLocalDateTime('2026-13-01T12:00')).toBe(false);
    expect(isLocalDateTime('2026-05-01T12:00:60')).toBe(false);
  });

  it('keeps months 1 to 12 and each month’s own days', () => {
    expect(isLocalDateTime('2026-00-10T12:00')).toBe(false);
    expect(isLocalDateTime('2026-13-10T12:00')).toBe(false);
    expect(isLocalDateTime('2026-01-01T12:00')).toBe(true);
    expect(isLocalDateTime('2026-12-31T12:00')).toBe(true);
    expect(isLocalDateTime('2026-05-00T12:00')).toBe(false);
    expect(isLocalDateTime('2026-04-30T12:00')).toBe(true);
    expect(isLocalDateTime('2026-04-31T12:00')).toBe(false);
    expect(isLocalDateTime('2026-01-31T12:00')).toBe(true);
    expect(isLocalDateTime('2026-02-28T12:00')).toBe(true);
    expect(isLocalDateTime('2026-02-29T12:00')).toBe(false);
  });

  it('knows leap years: every fourth, not centuries, but every fourth century', () => {
    expect(isLocalDateTime('2028-02-29T12:00')).toBe(true);
    expect(isLocalDateTime('2100-02-29T12:00')).toBe(false);
    expect(isLocalDateTime('2000-02-29T12:00')).toBe(true);
    expect(isLocalDateTime('2028-02-30T12:00')).toBe(false);
  });
});

describe('partsToNaiveUtcMs and formatLocalDateTime', () => {
  it('reads the parts as UTC, years below 100 included', () => {
    const parts = { year: 2026, month: 12, day: 24, hour: 18, minute: 5, second: 7 };
    expect(partsToNaiveUtcMs(parts)).toBe(Date.UTC(2026, 11, 24, 18, 5, 7));
    expect(new Date(partsToNaiveUtcMs({ ...parts, year: 50 })).getUTCFullYear()).toBe(50);
  });

  it('writes the parts back, padded, with seconds only when asked', () => {
    const parts = { year: 987, month: 3, day: 4, hour: 5, minute: 6, second: 7 };
    expect(formatLocalDateTime(parts)).toBe('0987-03-04T05:06');
    expect(formatLocalDateTime(parts, true)).toBe('0987-03-04T05:06:07');
  });
});
