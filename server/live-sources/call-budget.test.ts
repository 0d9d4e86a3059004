import { describe, expect, it } from 'vitest';
import { CallBudget } from './call-budget';
import { nextPacificMidnight } from './reset-times';

const minute = (calls: number) =>
  new CallBudget({ batchSize: 1, callsPerWindow: calls, window: { seconds: 60 }, minIntervalSeconds: 60 });
const youtubeDay = (units: number) =>
  new CallBudget({ batchSize: 50, callsPerWindow: units, window: 'pacific-day', minIntervalSeconds: 60 });

// 2026-11-29 10:00 UTC is 02:00 in Los Angeles (PST, UTC-8): the day resets at 08:00 UTC next day.
const T0 = Date.UTC(2026, 10, 29, 10, 0, 0);

describe('a rolling window', () => {
  it('allows its calls, then frees one when the oldest leaves the window', () => {
    const b = minute(3);
    expect(b.left(T0)).toBe(3);
    b.spend(T0);
    b.spend(T0 + 1000);
    b.spend(T0 + 2000);
    expect(b.left(T0 + 2000)).toBe(0);
    expect(b.nextCallAt(T0 + 2000)).toBe(T0 + 60_000);
    expect(b.left(T0 + 59_999)).toBe(0);
    expect(b.left(T0 + 60_000)).toBe(1);
    expect(b.nextCallAt(T0 + 60_000)).toBe(T0 + 60_000);
    expect(b.left(T0 + 62_000)).toBe(3);
  });

  it('never allows more than the window holds, whatever the order of asking', () => {
    const b = minute(10);
    let made = 0;
    for (let t = T0; t < T0 + 600_000; t += 250) {
      if (b.left(t) > 0) {
        b.spend(t);
        made++;
      }
      // Every 60 s window holds at most 10 calls.
      expect(b.state(t).left).toBeGreaterThanOrEqual(0);
    }
    expect(made).toBe(100); // ten windows of ten
  });

  it('stops every call until the time the platform named, then resumes', () => {
    const b = minute(100);
    b.block(T0 + 30_000);
    expect(b.left(T0)).toBe(0);
    expect(b.nextCallAt(T0)).toBe(T0 + 30_000);
    expect(b.state(T0).blockedUntil).toBe(T0 + 30_000);
    // An earlier reset never shortens a later one.
    b.block(T0 + 10_000);
    expect(b.nextCallAt(T0 + 20_000)).toBe(T0 + 30_000);
    expect(b.left(T0 + 30_000)).toBe(100);
    expect(b.state(T0 + 30_000).blockedUntil).toBeNull();
  });

  it('spreads rounds so a window is never outrun: ten batches a round at 600 a minute is a second', () => {
    expect(minute(600).sustainableIntervalMs(T0, 10)).toBe(1000);
    expect(minute(600).sustainableIntervalMs(T0, 0)).toBe(0);
  });

  it('counts the calls of the last hour for the health page', () => {
    const b = minute(1000);
    b.spend(T0 - 3_600_000); // just over an hour ago at the next reading
    b.spend(T0 - 1000);
    b.spend(T0);
    expect(b.state(T0 + 1).callsLastHour).toBe(2);
  });
});

describe("YouTube's day", () => {
  it('ends at midnight Pacific, when the units start again', () => {
    expect(nextPacificMidnight(T0)).toBe(Date.UTC(2026, 10, 30, 8, 0, 0));
    // In summer time (PDT, UTC-7) midnight is 07:00 UTC.
    expect(nextPacificMidnight(Date.UTC(2026, 6, 1, 12, 0))).toBe(Date.UTC(2026, 6, 2, 7, 0));
    // One millisecond before midnight, the next day starts a millisecond later.
    const midnight = Date.UTC(2026, 10, 30, 8, 0, 0);
    expect(nextPacificMidnight(midnight - 1)).toBe(midnight);
    expect(nextPacificMidnight(midnight)).toBe(Date.UTC(2026, 11, 1, 8, 0, 0));
  });

  it('allows the day’s units, then none until midnight Pacific', () => {
    const b = youtubeDay(5);
    for (let i = 0; i < 5; i++) b.spend(T0 + i);
    expect(b.left(T0 + 10)).toBe(0);
    const midnight = Date.UTC(2026, 10, 30, 8, 0, 0);
    expect(b.nextCallAt(T0 + 10)).toBe(midnight);
    expect(b.left(midnight - 1)).toBe(0);
    expect(b.left(midnight)).toBe(5);
  });

  it('slows the cadence so the units last until midnight', () => {
    const b = youtubeDay(10_000);
    // 22 hours to midnight Pacific; two batches a round must last 10,000 units: one round every 15.84 s.
    const untilReset = Date.UTC(2026, 10, 30, 8) - T0;
    expect(b.sustainableIntervalMs(T0, 2)).toBe(Math.ceil((2 * untilReset) / 10_000));
    for (let i = 0; i < 9_000; i++) b.spend(T0);
    // 1,000 left: the same two batches now go ten times less often.
    expect(b.sustainableIntervalMs(T0, 2)).toBe(Math.ceil((2 * untilReset) / 1_000));
    for (let i = 0; i < 1_000; i++) b.spend(T0);
    expect(b.sustainableIntervalMs(T0, 2)).toBe(untilReset);
  });
});

describe('Retry headers', () => {
  it('reads epoch seconds and Retry-After in both forms', async () => {
    const { epochSecondsHeader, retryAfterHeader } = await import('./reset-times');
    expect(epochSecondsHeader('1764403200')).toBe(1_764_403_200_000);
    expect(epochSecondsHeader(' 12.5 ')).toBe(12_500);
    expect(epochSecondsHeader('soon')).toBeNull();
    expect(epochSecondsHeader(null)).toBeNull();
    expect(retryAfterHeader('30', T0)).toBe(T0 + 30_000);
    expect(retryAfterHeader('Sun, 29 Nov 2026 10:05:00 GMT', T0)).toBe(T0 + 300_000);
    expect(retryAfterHeader('later', T0)).toBeNull();
    expect(retryAfterHeader(null, T0)).toBeNull();
  });
});
