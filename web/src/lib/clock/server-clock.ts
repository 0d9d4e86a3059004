import {
  CLOCK_RECHECK_MS,
  CLOCK_SAMPLES,
  type ClockOffset,
  type ClockSample,
  estimateClockOffset,
  serverNow,
} from '@core/counter/clock/clock-offset';

// The viewer's clock (issue #17): the browser's Date.now() corrected by the server's time, so a
// visitor whose computer is hours or minutes off still sees the right remaining time. Samples come
// from answers that carry the server's time; this module only decides when to take them and which
// to believe (core/counter/clock/clock-offset.ts).

export interface ServerClockDeps {
  /** One timed request: the browser clock before and after, and the server time it answered. */
  takeSample: () => Promise<ClockSample | null>;
  browserNow?: () => number;
  /** Calls back when the page comes back from hidden or sleep; returns an unsubscribe. */
  onWake?: (listener: () => void) => () => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface ServerClock {
  now(): number;
  /** Measures again (several samples, the best one wins); resolves when done. */
  measure(): Promise<void>;
  /** Adds a sample taken elsewhere (the first view answer) without another request. */
  addSample(sample: ClockSample): void;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

export function createServerClock(deps: ServerClockDeps): ServerClock {
  const browserNow = deps.browserNow ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const listeners = new Set<() => void>();
  let offset: ClockOffset | null = null;
  let samples: ClockSample[] = [];
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const apply = (next: ClockSample[]) => {
    const estimate = estimateClockOffset(next);
    if (!estimate) return;
    const changed = estimate.offsetMs !== offset?.offsetMs;
    offset = estimate;
    if (changed) for (const listener of listeners) listener();
  };

  const schedule = () => {
    if (timer !== null) clearTimer(timer);
    timer = stopped ? null : setTimer(() => void clock.measure(), CLOCK_RECHECK_MS);
  };

  const clock: ServerClock = {
    now: () => serverNow(offset, browserNow()),
    addSample(sample) {
      samples = [...samples.slice(-(CLOCK_SAMPLES - 1)), sample];
      apply(samples);
    },
    measure() {
      running ??= (async () => {
        // A fresh measurement replaces old samples: after a sleep the clock may have been stepped.
        const fresh: ClockSample[] = [];
        for (let i = 0; i < CLOCK_SAMPLES && !stopped; i++) {
          const sample = await deps.takeSample().catch(() => null);
          if (sample) fresh.push(sample);
        }
        if (fresh.length > 0) {
          samples = fresh;
          apply(samples);
        }
      })().finally(() => {
        running = null;
        schedule();
      });
      return running;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      unsubscribeWake?.();
    },
  };
  const unsubscribeWake = deps.onWake?.(() => void clock.measure());
  schedule();
  return clock;
}
