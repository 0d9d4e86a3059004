// How far the visitor's clock is from the server's (issue #17): a PC clock 2 hours or 5 minutes
// off must not change the remaining time. Each sample is one request: the browser's clock when it
// was sent and when the answer arrived, and the server's clock written into the answer. The server
// read its clock somewhere in between, so the midpoint is the best guess; the sample with the
// shortest round trip bounds the error most tightly (NTP's rule), so it wins.

export interface ClockSample {
  /** Browser epoch ms when the request left. */
  sentAt: number;
  /** Server epoch ms carried in the answer. */
  serverTime: number;
  /** Browser epoch ms when the answer arrived. */
  receivedAt: number;
}

export interface ClockOffset {
  /** Add to the browser's Date.now() to get the server's time. */
  offsetMs: number;
  /** Half the best round trip: the offset is right to within this. */
  uncertaintyMs: number;
}

/** Re-measure this often, and after sleep or a hidden tab (visibilitychange). */
export const CLOCK_RECHECK_MS = 10 * 60_000;
/** Samples taken per measurement. */
export const CLOCK_SAMPLES = 3;

export function offsetOfSample(sample: ClockSample): number {
  return sample.serverTime - (sample.sentAt + sample.receivedAt) / 2;
}

/** The best estimate from samples, or null when none is usable (clock stepped mid-request). */
export function estimateClockOffset(samples: readonly ClockSample[]): ClockOffset | null {
  let best: ClockSample | null = null;
  for (const sample of samples) {
    const roundTrip = sample.receivedAt - sample.sentAt;
    if (!Number.isFinite(roundTrip) || roundTrip < 0 || !Number.isFinite(sample.serverTime)) continue;
    if (!best || roundTrip < best.receivedAt - best.sentAt) best = sample;
  }
  if (!best) return null;
  return { offsetMs: Math.round(offsetOfSample(best)), uncertaintyMs: (best.receivedAt - best.sentAt) / 2 };
}

/** The server's time now, by the browser's clock corrected with the estimate. */
export function serverNow(offset: ClockOffset | null, browserNow: number): number {
  return browserNow + (offset?.offsetMs ?? 0);
}
