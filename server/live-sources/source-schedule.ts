import type { PlatformLimits } from './platform-reader';

// When each followed account is read next. A source is read only while it is in demand (a display
// of a counter following it is open, or was asked for in the last two minutes); Premium owners'
// sources every SOURCE_REFRESH_SECONDS, Free owners' ten times less often, and never faster than the
// platform's own floor (X's reads are paid). Failures retry soon with jitter, a few times, then back
// off; through all of it the last value stays on display.

export const DEMAND_WINDOW_MS = 120_000;
export const FREE_SLOWDOWN = 10;
/** Quick retries after a failure (no answer, a 5xx), each with up to half again of random jitter. */
export const RETRY_DELAYS_MS = [5_000, 15_000, 45_000] as const;
/** After the quick retries, waits double from the source's interval up to this. */
export const MAX_BACKOFF_MS = 3_600_000;

export interface ScheduledSource {
  id: string;
  /** Some counter following it belongs to a Premium owner. */
  premium: boolean;
  /** Epoch ms until which it is in demand. */
  demandedUntil: number;
  nextReadAt: number;
  /** Failed reads in a row. */
  failures: number;
}

export function readIntervalMs(limits: PlatformLimits, refreshSeconds: number, premium: boolean): number {
  const slowdown = premium ? 1 : FREE_SLOWDOWN;
  return Math.max(refreshSeconds, limits.minIntervalSeconds) * slowdown * 1000;
}

/** Sources in demand and due now, oldest first, cut into the platform's batches. */
export function dueBatches(
  sources: Iterable<ScheduledSource>,
  now: number,
  batchSize: number,
): ScheduledSource[][] {
  const due = [...sources]
    .filter((s) => s.demandedUntil > now && s.nextReadAt <= now)
    .sort((a, b) => a.nextReadAt - b.nextReadAt);
  const batches: ScheduledSource[][] = [];
  for (let i = 0; i < due.length; i += batchSize) batches.push(due.slice(i, i + batchSize));
  return batches;
}

/** After a read: the next one an interval on, or later when the budget needs the cadence slowed. */
export function nextReadAfterSuccess(now: number, intervalMs: number, pacedIntervalMs: number): number {
  return now + Math.max(intervalMs, pacedIntervalMs);
}

/** After a failed read (its `failures` already counted): soon with jitter, then backing off. */
export function nextReadAfterFailure(
  now: number,
  failures: number,
  intervalMs: number,
  random: () => number = Math.random,
): number {
  const quick = RETRY_DELAYS_MS[failures - 1];
  const base = quick ?? Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** (failures - RETRY_DELAYS_MS.length));
  return now + Math.round(base * (1 + random() / 2));
}
