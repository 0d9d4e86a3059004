import { describe, expect, it } from 'vitest';
import {
  HISTORY_DAYS,
  type HistoryRow,
  keepsHistory,
  lastDays,
  msToNextUtcDay,
  shownTodayGain,
  todayGain,
  utcDay,
} from './source-history';

const row = (source: string, day: string, value: number, firstValue = value): HistoryRow => ({
  source,
  day,
  value,
  firstValue,
});

describe('utcDay and lastDays', () => {
  it('names the UTC day, whatever the hour', () => {
    expect(utcDay(Date.UTC(2026, 10, 29, 0, 0, 0))).toBe('2026-11-29');
    expect(utcDay(Date.UTC(2026, 10, 29, 23, 59, 59, 999))).toBe('2026-11-29');
  });

  it('lists 30 days ending today, oldest first, across month ends', () => {
    const days = lastDays('2026-03-01');
    expect(days).toHaveLength(HISTORY_DAYS);
    expect(days[0]).toBe('2026-01-31');
    expect(days.slice(-3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(lastDays('2026-11-29', 2)).toEqual(['2026-11-28', '2026-11-29']);
  });
});

describe('the "+N today" a display shows', () => {
  const noon = Date.UTC(2026, 10, 29, 12, 0, 0);
  it('is the gain of now’s UTC day, and nothing once that day is over', () => {
    const source = { today: 42, todayOn: '2026-11-29' };
    expect(shownTodayGain(source, noon)).toBe(42);
    expect(shownTodayGain(source, Date.UTC(2026, 10, 29, 23, 59, 59, 999))).toBe(42);
    expect(shownTodayGain(source, Date.UTC(2026, 10, 30, 0, 0, 0))).toBeUndefined();
    expect(shownTodayGain({ today: -3, todayOn: '2026-11-29' }, noon)).toBe(-3);
    expect(shownTodayGain({ today: 5 }, noon)).toBeUndefined();
    expect(shownTodayGain({}, noon)).toBeUndefined();
  });

  it('is looked at again at the next UTC midnight', () => {
    expect(msToNextUtcDay(noon)).toBe(12 * 3_600_000);
    expect(msToNextUtcDay(Date.UTC(2026, 10, 29, 23, 59, 59, 999))).toBe(1);
    expect(msToNextUtcDay(Date.UTC(2026, 10, 30))).toBe(86_400_000);
    expect(msToNextUtcDay(Date.UTC(1969, 11, 31, 18))).toBe(6 * 3_600_000);
  });
});

describe('keepsHistory', () => {
  it('keeps none for YouTube, whose terms allow no charts', () => {
    expect(keepsHistory('youtube')).toBe(false);
    expect(keepsHistory('bluesky')).toBe(true);
    expect(keepsHistory('twitch')).toBe(true);
    expect(keepsHistory('x')).toBe(true);
  });
});

describe('todayGain', () => {
  const today = '2026-11-29';

  it('is today’s last value minus the last value before midnight', () => {
    const rows = [row('a', '2026-11-27', 50), row('a', '2026-11-28', 90, 60), row('a', today, 130, 95)];
    expect(todayGain(rows, today)).toBe(40);
  });

  it('takes the latest earlier day, whatever the rows’ order, even days back', () => {
    expect(
      todayGain([row('a', today, 30, 25), row('a', '2026-11-28', 20), row('a', '2026-11-20', 1)], today),
    ).toBe(10);
    expect(todayGain([row('a', '2026-11-20', 1), row('a', '2026-11-25', 4), row('a', today, 9)], today)).toBe(
      5,
    );
  });

  it('counts from today’s first value when the history starts today', () => {
    expect(todayGain([row('a', today, 130, 100)], today)).toBe(30);
  });

  it('sums the accounts, an account not read today adding nothing', () => {
    const rows = [
      row('a', '2026-11-28', 10),
      row('a', today, 15),
      row('b', today, 107, 100),
      row('c', '2026-11-28', 1000),
    ];
    expect(todayGain(rows, today)).toBe(12);
  });

  it('may be a loss', () => {
    expect(todayGain([row('a', '2026-11-28', 10), row('a', today, 7)], today)).toBe(-3);
  });

  it('is null until some account has a reading today', () => {
    expect(todayGain([], today)).toBeNull();
    expect(todayGain([row('a', '2026-11-28', 10)], today)).toBeNull();
    // A later day than today (a clock that moved back) is no baseline and no today.
    expect(todayGain([row('a', '2026-11-30', 10)], today)).toBeNull();
    expect(todayGain([row('a', '2026-11-30', 99), row('a', today, 10, 4)], today)).toBe(6);
  });
});
