import type { LocalDateTimeParts } from './local-date-time';
import { formatLocalDateTime, parseLocalDateTime, partsToNaiveUtcMs } from './local-date-time';

// Converts between a wall-clock time in an IANA zone and an instant, with Intl only, so the
// browser, the server and an OBS source all count to the same moment (docs/architecture.md §1).

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

// Names only: Intl in newer engines also accepts offsets like '+05:30', which are not zones.
// Stryker disable next-line Regex: no string one anchor lets through is a zone Intl knows; an offset has no letter
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

export function isValidTimeZone(timeZone: string): boolean {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the longest IANA name has 32 characters; the cap keeps pasted text away from Intl
  if (timeZone.length > 64) return false;
  if (!ZONE_NAME.test(timeZone)) return false;
  try {
    getFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function instantToZonedParts(ms: number, timeZone: string): LocalDateTimeParts {
  const values: Record<string, number> = {};
  // The literal parts ('/', ', ', ':') read as NaN under their own key, which nothing reads.
  for (const part of getFormatter(timeZone).formatToParts(ms)) values[part.type] = Number(part.value);
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    // Some engines still print midnight as 24 even with h23.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

// Zone offset (wall clock minus UTC) at an instant, in ms.
function offsetAt(ms: number, timeZone: string): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return partsToNaiveUtcMs(instantToZonedParts(wholeSecond, timeZone)) - wholeSecond;
}

/**
 * Epoch ms of a local 'YYYY-MM-DDTHH:mm[:ss]' in an IANA zone. Follows Temporal's 'compatible'
 * rule: a time skipped by a DST gap moves forward by the gap; a repeated time takes the earlier
 * instant. Throws RangeError for a malformed string or an unknown zone.
 */
export function zonedLocalToInstant(local: string, timeZone: string): number {
  const parts = parseLocalDateTime(local);
  if (!parts) throw new RangeError(`Invalid local date-time: ${local}`);
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Invalid time zone: ${timeZone}`);
  const naive = partsToNaiveUtcMs(parts);
  // Offsets a day either side bracket any single transition near this wall time.
  const offsetBefore = offsetAt(naive - DAY_MS, timeZone);
  const offsetAfter = offsetAt(naive + DAY_MS, timeZone);
  const matches = [naive - offsetBefore, naive - offsetAfter].filter(
    (instant) => instant + offsetAt(instant, timeZone) === naive,
  );
  if (matches.length > 0) return Math.min(...matches);
  // In a gap: read the wall time with the pre-transition offset, which lands after the gap.
  return naive - offsetBefore;
}

export function instantToZonedLocal(ms: number, timeZone: string): string {
  return formatLocalDateTime(instantToZonedParts(ms, timeZone));
}
