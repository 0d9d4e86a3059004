import { describe, expect, it } from 'vitest';
import type { PlatformLimits } from './platform-reader';
import {
  dueBatches,
  MAX_BACKOFF_MS,
  nextReadAfterFailure,
  nextReadAfterSuccess,
  readIntervalMs,
  type ScheduledSource,
} from './source-schedule';

const twitch: PlatformLimits = {
  batchSize: 1,
  callsPerWindow: 600,
  window: { seconds: 60 },
  minIntervalSeconds: 60,
};
const x: PlatformLimits = {
  batchSize: 100,
  callsPerWindow: 150,
  window: { seconds: 900 },
  minIntervalSeconds: 900,
};
const source = (id: string, over: Partial<ScheduledSource> = {}): ScheduledSource => ({
  id,
  premium: true,
  demandedUntil: 10_000,
  nextReadAt: 0,
  failures: 0,
  ...over,
});

describe('the cadence', () => {
  it('is the refresh setting for Premium, ten times slower for Free, never under the platform floor', () => {
    expect(readIntervalMs(twitch, 60, true)).toBe(60_000);
    expect(readIntervalMs(twitch, 60, false)).toBe(600_000);
    expect(readIntervalMs(twitch, 30, true)).toBe(60_000);
    expect(readIntervalMs(twitch, 120, true)).toBe(120_000);
    expect(readIntervalMs(x, 60, true)).toBe(900_000);
    expect(readIntervalMs(x, 60, false)).toBe(9_000_000);
  });

  it('takes the budget’s slower pace when it needs one', () => {
    expect(nextReadAfterSuccess(1000, 60_000, 0)).toBe(61_000);
    expect(nextReadAfterSuccess(1000, 60_000, 90_000)).toBe(91_000);
  });
});

describe('what is due', () => {
  it('reads only sources in demand and due, oldest first, in batches of the platform’s size', () => {
    const sources = [
      source('late', { nextReadAt: 50 }),
      source('early', { nextReadAt: 10 }),
      source('cold', { demandedUntil: 100 }),
      source('not-yet', { nextReadAt: 200 }),
      source('middle', { nextReadAt: 30 }),
    ];
    const batches = dueBatches(sources, 100, 2);
    expect(batches.map((b) => b.map((s) => s.id))).toEqual([['early', 'middle'], ['late']]);
    expect(dueBatches(sources, 100, 25).map((b) => b.length)).toEqual([3]);
    expect(dueBatches([], 100, 25)).toEqual([]);
  });

  it('counts a source due at this very instant, and one whose demand ends now as cold', () => {
    expect(dueBatches([source('a', { nextReadAt: 100 })], 100, 1)).toHaveLength(1);
    expect(dueBatches([source('a', { demandedUntil: 100 })], 100, 1)).toHaveLength(0);
  });
});

describe('after a failure', () => {
  it('retries three times soon, with up to half again of jitter', () => {
    expect(nextReadAfterFailure(0, 1, 60_000, () => 0)).toBe(5_000);
    expect(nextReadAfterFailure(0, 1, 60_000, () => 0.999999)).toBe(7_500);
    expect(nextReadAfterFailure(0, 2, 60_000, () => 0)).toBe(15_000);
    expect(nextReadAfterFailure(0, 3, 60_000, () => 0)).toBe(45_000);
  });

  it('then backs off from the interval, doubling up to an hour', () => {
    expect(nextReadAfterFailure(0, 4, 60_000, () => 0)).toBe(120_000);
    expect(nextReadAfterFailure(0, 5, 60_000, () => 0)).toBe(240_000);
    expect(nextReadAfterFailure(0, 20, 60_000, () => 0)).toBe(MAX_BACKOFF_MS);
    expect(nextReadAfterFailure(1000, 20, 60_000, () => 0.5)).toBe(1000 + MAX_BACKOFF_MS * 1.25);
  });
});
