import { instantToZonedParts, zonedLocalToInstant } from '@core/counter/time-zone';

// When a platform may be called again, read from what it sent. Each platform names its header
// differently (Twitch `Ratelimit-Reset`, X `x-rate-limit-reset`: epoch seconds; Bluesky
// `RateLimit-Reset`: epoch seconds, or `Retry-After`: seconds or an HTTP date); YouTube sends none
// and resets its quota at midnight Pacific.

const PACIFIC = 'America/Los_Angeles';

/** Epoch ms of an epoch-seconds header, or null when absent or not a number. */
export function epochSecondsHeader(value: string | null): number | null {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  return Math.ceil(Number(value) * 1000);
}

/** Epoch ms a `Retry-After` header names: a number of seconds from now, or an HTTP date. */
export function retryAfterHeader(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return now + Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : date;
}

/** The next midnight in Pacific time after `now`, when YouTube's daily quota starts again. */
export function nextPacificMidnight(now: number): number {
  const p = instantToZonedParts(now, PACIFIC);
  // The next calendar day at 00:00 (Date.UTC carries a month or year over).
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + 1));
  const local = `${next.toISOString().slice(0, 10)}T00:00`;
  return zonedLocalToInstant(local, PACIFIC);
}
