import type { SourcePart } from './counter-source-schema';
import { type LiveSourcePlatform, PLATFORM_LABELS, type Precision } from './platforms';

// The plain words shown beside a live count (the form preview, the viewer, the dashboard card): how
// exact it is, or why it is not current. Time is passed in, so the words are the same everywhere.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now" under 5 s, then "40 s ago", "3 min ago", "2 h ago", "4 days ago". */
export function ageWords(at: number, now: number): string {
  const age = Math.max(0, now - at);
  if (age < 5 * SECOND) return 'just now';
  if (age < MINUTE) return `${Math.floor(age / SECOND)} s ago`;
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)} h ago`;
  const days = Math.floor(age / DAY);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/**
 * "Rounded by YouTube", "Hidden by the creator" or, for a count we tally ourselves from the follows
 * a connected channel pushes, "Follows counted since connected"; null for a count that needs no
 * such word. The creator's own screens (`owner`) say it to them: "Counted since you connected".
 */
export function precisionWords(
  platform: LiveSourcePlatform,
  precision: Precision,
  owner = false,
): string | null {
  if (precision === 'rounded') return `Rounded by ${PLATFORM_LABELS[platform]}`;
  if (precision === 'counted')
    return owner ? 'Counted since you connected' : 'Follows counted since connected';
  if (precision === 'hidden') return 'Hidden by the creator';
  return null;
}

const updated = (at: number | null, now: number) =>
  at === null ? 'Not read yet' : `Updated ${ageWords(at, now)}`;

/** One followed account's words. */
export function partWords(part: SourcePart, now: number): string {
  if (part.precision === 'unavailable') return part.note ?? 'Not read yet';
  if (part.note) return part.note; // read before, not now: the last count with the reason
  return precisionWords(part.platform, part.precision) ?? updated(part.updatedAt, now);
}
