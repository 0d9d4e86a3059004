import {
  CLOCK_RECHECK_MS,
  CLOCK_SAMPLES,
  type ClockOffset,
  type ClockSample,
  estimateClockOffset,
  serverNow,
} from '@core/counter/clock/clock-offset';
import { useEffect, useRef, useState } from 'react';

// The server's clock in the browser (issue #17): a visitor whose computer clock is hours off still
// sees the right remaining time. The offset comes from core's midpoint rule over a few HEAD
// requests of the counter's view, whose answer carries the server's time (x-server-time); it is
// measured again every 10 minutes and whenever the page becomes visible (a hidden tab, a hidden
// OBS source or a sleeping laptop may come back to a changed clock).

export const SERVER_TIME_HEADER = 'x-server-time';

/** The address measured for a counter: its public view, whose answers carry the server's time. */
export function counterClockUrl(id: string): string {
  return `/api/counters/${encodeURIComponent(id)}/view`;
}

let offset: ClockOffset | null = null;
const listeners = new Set<() => void>();

/** Now by the server's clock, as well as this page knows it. */
export function serverClockNow(): number {
  return serverNow(offset, Date.now());
}

/** A rough first offset from a server-rendered page's render instant, until a measurement lands. */
export function seedServerClock(serverTime: number): void {
  if (offset === null && Number.isFinite(serverTime))
    offset = { offsetMs: serverTime - Date.now(), uncertaintyMs: Number.POSITIVE_INFINITY };
}

export function resetServerClock(): void {
  offset = null;
}

async function takeSample(url: string): Promise<ClockSample | null> {
  const sentAt = Date.now();
  // A unique address per sample: no cache on the way may answer with an old server time.
  const res = await fetch(`${url}?clock=${sentAt}`, {
    method: 'HEAD',
    cache: 'no-store',
    credentials: 'omit',
  });
  const receivedAt = Date.now();
  const serverTime = Number(res.headers.get(SERVER_TIME_HEADER));
  return res.ok && serverTime > 0 ? { sentAt, serverTime, receivedAt } : null;
}

/** Measures the offset from `url`'s answers; keeps the last estimate when none is usable. */
export async function measureServerClock(url: string): Promise<ClockOffset | null> {
  const samples: ClockSample[] = [];
  try {
    // One after another: parallel requests queue behind each other and lengthen the round trips.
    for (let i = 0; i < CLOCK_SAMPLES; i++) {
      const sample = await takeSample(url);
      if (sample) samples.push(sample);
    }
  } catch {
    // Offline: the estimate so far stands.
  }
  const estimate = estimateClockOffset(samples);
  if (estimate) offset = estimate;
  // Told either way: whoever waited for a measurement goes on with the best estimate there is.
  for (const notify of listeners) notify();
  return estimate;
}

/**
 * Keeps the server clock measured while mounted; the returned number changes with each finished
 * measurement (0 until the first), so displays re-read the time. `url` null: not measured.
 */
export function useServerClock(url: string | null): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!url) return;
    const onChange = () => setVersion((v) => v + 1);
    listeners.add(onChange);
    const measure = () => void measureServerClock(url);
    measure();
    const timer = setInterval(measure, CLOCK_RECHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') measure();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      listeners.delete(onChange);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [url]);
  return version;
}

/**
 * Now by the server's clock, read again when what a line shows would next change: `nextChangeMs`
 * says in how long from a given now, and `input` is what it reads (a new one starts over). A
 * server-rendered page's first render uses its render instant, so hydration matches.
 */
export function useServerNowUntilChange(
  nextChangeMs: (now: number) => number,
  input: unknown,
  initialNow?: number,
): number {
  const [now, setNow] = useState(() => initialNow ?? serverClockNow());
  const next = useRef(nextChangeMs);
  next.current = nextChangeMs;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new input is read at once, its next change timed afresh
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const t = serverClockNow();
      setNow(t);
      timer = setTimeout(tick, next.current(t) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, [input]);
  return now;
}
