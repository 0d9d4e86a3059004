import { liveSourceBudgetRemaining, liveSourcePolls } from '../metrics';
import { type BudgetState, CallBudget } from './call-budget';
import { type CountReading, PlatformCallError, type PlatformReader } from './platform-reader';
import {
  DEMAND_WINDOW_MS,
  dueBatches,
  nextReadAfterFailure,
  nextReadAfterSuccess,
  readIntervalMs,
  type ScheduledSource,
} from './source-schedule';

// One platform's poller: the accounts in demand, read in the fewest calls the platform allows, at
// their owners' cadence, within the platform's budget. However many displays ask for an account, it
// is one entry here and one place in a batch. A failed call blocks the whole platform for a while
// (a platform that is down is not asked again per batch): 429s and YouTube's quota until the time
// they name, no answer or a 5xx with quick jittered retries, then a doubling backoff. The one
// exception is an account whose owner must connect it again (`needs_reauth`, connected platforms):
// it says nothing about the platform, so only that batch waits and the round goes on.

/** How long an account whose owner must connect it again waits before it is tried again. */
export const REAUTH_RETRY_MS = 15 * 60_000;

export interface SourceUpdate {
  id: string;
  /** The count as read; null when the platform says the account no longer exists. */
  reading: CountReading | null;
  readAt: number;
}

export interface PollerOptions {
  refreshSeconds: number;
  now: () => number;
  random?: () => number;
  onUpdates: (updates: SourceUpdate[]) => void | Promise<void>;
  /** A call for these sources failed: the displays keep the last value, and say why. */
  onFailure?: (ids: string[], error: unknown) => void | Promise<void>;
  /**
   * Takes the batch for this instance until `until` (epoch ms): the ids no other instance is
   * reading. Without it (one instance), every id is this one's.
   */
  claim?: (ids: string[], until: number) => Promise<string[]>;
}

export interface PollerState extends BudgetState {
  hotSources: number;
  lastError: { message: string; at: number } | null;
}

export class PlatformPoller {
  readonly budget: CallBudget;
  private readonly sources = new Map<string, ScheduledSource>();
  private failures = 0;
  private lastError: { message: string; at: number } | null = null;

  constructor(
    private readonly reader: PlatformReader,
    private readonly options: PollerOptions,
  ) {
    this.budget = new CallBudget(reader.limits);
  }

  /** A display of a counter following `id` was asked for: keep reading it for two more minutes. */
  demand(id: string, premium: boolean): void {
    const now = this.options.now();
    const known = this.sources.get(id);
    if (!known || known.demandedUntil <= now) {
      this.sources.set(id, {
        id,
        premium,
        demandedUntil: now + DEMAND_WINDOW_MS,
        nextReadAt: known?.nextReadAt ?? now,
        failures: 0,
      });
      return;
    }
    known.demandedUntil = now + DEMAND_WINDOW_MS;
    known.premium ||= premium;
  }

  /** Reads what is due now, as far as the budget allows; what is left waits for a later round. */
  async poll(): Promise<void> {
    const now = this.options.now();
    this.forgetCold(now);
    const batches = dueBatches(this.sources.values(), now, this.reader.limits.batchSize);
    const hot = [...this.sources.values()].filter((s) => s.demandedUntil > now).length;
    const paced = this.budget.sustainableIntervalMs(now, Math.ceil(hot / this.reader.limits.batchSize));
    for (const batch of batches) {
      if (this.budget.left(this.options.now()) <= 0) return;
      if (!(await this.readBatch(batch, paced))) return;
    }
  }

  /** When a round next has work: the earliest due source in demand, or the end of a block. */
  nextPollAt(): number | null {
    const now = this.options.now();
    let next: number | null = null;
    for (const s of this.sources.values())
      if (s.demandedUntil > now && (next === null || s.nextReadAt < next)) next = s.nextReadAt;
    return next === null ? null : Math.max(next, this.budget.nextCallAt(now));
  }

  state(): PollerState {
    const now = this.options.now();
    const hotSources = [...this.sources.values()].filter((s) => s.demandedUntil > now).length;
    return { ...this.budget.state(now), hotSources, lastError: this.lastError };
  }

  private async readBatch(all: ScheduledSource[], pacedMs: number): Promise<boolean> {
    const started = this.options.now();
    const batch = await this.claimed(all, started, pacedMs);
    if (!batch.length) return true;
    this.budget.spend(started);
    const platform = this.reader.platform;
    liveSourceBudgetRemaining.set({ platform }, Math.max(0, this.budget.left(started)));
    let readings: Map<string, CountReading>;
    try {
      readings = await this.reader.readCounts(batch.map((s) => s.id));
    } catch (err) {
      const throttled = err instanceof PlatformCallError && err.failure === 'rate_limited';
      liveSourcePolls.inc({ platform, result: throttled ? 'throttled' : 'error' });
      if (err instanceof PlatformCallError && err.failure === 'needs_reauth') {
        for (const s of batch) s.nextReadAt = started + REAUTH_RETRY_MS;
        await this.options.onFailure?.(
          batch.map((s) => s.id),
          err,
        );
        return true;
      }
      await this.fail(err, batch, started);
      // A refusal blocks the budget until the platform allows calls again: none are left till then.
      liveSourceBudgetRemaining.set({ platform }, Math.max(0, this.budget.left(this.options.now())));
      return false;
    }
    liveSourcePolls.inc({ platform, result: 'ok' });
    const readAt = this.options.now();
    this.failures = 0;
    for (const s of batch)
      s.nextReadAt = nextReadAfterSuccess(
        readAt,
        readIntervalMs(this.reader.limits, this.options.refreshSeconds, s.premium),
        pacedMs,
      );
    await this.options.onUpdates(
      batch.map((s) => ({ id: s.id, reading: readings.get(s.id) ?? null, readAt })),
    );
    return true;
  }

  private async fail(err: unknown, batch: ScheduledSource[], now: number): Promise<void> {
    const message = err instanceof Error ? err.message : String(err);
    this.lastError = { message, at: now };
    let until: number;
    if (err instanceof PlatformCallError && err.failure === 'rate_limited') {
      until = err.retryAt ?? now + 60_000;
    } else {
      this.failures += 1;
      const interval = readIntervalMs(this.reader.limits, this.options.refreshSeconds, true);
      until = nextReadAfterFailure(now, this.failures, interval, this.options.random);
    }
    this.budget.block(until);
    for (const s of batch) s.nextReadAt = Math.max(s.nextReadAt, until);
    // Awaited, so a round ends with the note stored: a display asked right after sees why.
    await this.options.onFailure?.(
      batch.map((s) => s.id),
      err,
    );
  }

  /**
   * The part of a batch this instance reads: with a claim hook, what no other instance holds. The
   * others wait an interval (their reader's values reach us through the live transport).
   */
  private async claimed(batch: ScheduledSource[], now: number, pacedMs: number): Promise<ScheduledSource[]> {
    const claim = this.options.claim;
    if (!claim) return batch;
    const interval = (s: ScheduledSource) =>
      Math.max(readIntervalMs(this.reader.limits, this.options.refreshSeconds, s.premium), pacedMs);
    // Held for the shortest interval of the batch, so no one of its sources waits past its own.
    const until = now + Math.min(...batch.map(interval));
    const mine = new Set(
      await claim(
        batch.map((s) => s.id),
        until,
      ),
    );
    for (const s of batch) if (!mine.has(s.id)) s.nextReadAt = now + interval(s);
    return batch.filter((s) => mine.has(s.id));
  }

  private forgetCold(now: number): void {
    for (const [id, s] of this.sources)
      if (s.demandedUntil <= now && s.nextReadAt <= now) this.sources.delete(id);
  }
}
