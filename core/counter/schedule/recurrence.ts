import { formatLocalDateTime, type LocalDateTimeParts } from '../local-date-time';
import { instantToZonedParts, zonedLocalToInstant } from '../time-zone';

// Recurring deadlines (issue #17): 'every Friday at 17:00 in Europe/Berlin'. The rule is a wall
// clock in the counter's zone; each candidate day is turned into an instant by the zone code, so
// DST changes are handled by Intl, never by adding fixed offsets.

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

export interface Recurrence {
  freq: RecurrenceFrequency;
  /** 'HH:MM', 24-hour wall clock in the counter's zone. */
  time: string;
  /** Weekly only: 0 (Sunday) to 6 (Saturday); at least one. */
  weekdays?: number[];
  /** Monthly only: 1 to 31; past the month's end means its last day. */
  monthDay?: number;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
// A monthly rule on the 31st can skip at most a month; weekly at most a week. 400 local days
// covers every rule with room to spare, so the search always ends.
const SEARCH_DAYS = 400;
const DAY_MS = 86_400_000;

export function isRecurrenceTime(value: string): boolean {
  return TIME.test(value);
}

function parseTime(value: string): { hour: number; minute: number } {
  const match = TIME.exec(value);
  if (!match) throw new RangeError(`Invalid recurrence time: ${value}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether the rule fires on a local calendar day (year, month 1–12, day). */
export function occursOnDay(rule: Recurrence, year: number, month: number, day: number): boolean {
  if (rule.freq === 'daily') return true;
  if (rule.freq === 'weekly') {
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    // Stryker disable next-line ArrayDeclaration: any list without a weekday number fires on no day, as the empty one does
    return (rule.weekdays ?? []).includes(weekday);
  }
  const wanted = Math.min(rule.monthDay ?? 1, daysInMonth(year, month));
  return day === wanted;
}

/** Local calendar day `offset` days after the given one (pure calendar arithmetic, no zone). */
function addDays(parts: LocalDateTimeParts, offset: number): LocalDateTimeParts {
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day) + offset * DAY_MS);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  };
}

/**
 * The first occurrence strictly after `nowMs`, as epoch ms. A wall time skipped by a DST gap fires
 * when the clock jumps past it (the zone code's 'compatible' rule); a repeated one fires once, at
 * the earlier instant. Throws RangeError for an unusable rule or zone.
 */
export function nextOccurrence(rule: Recurrence, timeZone: string, nowMs: number): number {
  const { hour, minute } = parseTime(rule.time);
  if (rule.freq === 'weekly' && (rule.weekdays ?? []).length === 0) {
    throw new RangeError('A weekly recurrence needs at least one weekday');
  }
  // Start a day early: near midnight the zone's date can trail the instant's, and an occurrence
  // 'yesterday' in local terms may still be ahead of now around a fall-back.
  const today = instantToZonedParts(nowMs, timeZone);
  // Stryker disable next-line EqualityOperator: every valid rule fires long before day 400
  for (let offset = -1; offset <= SEARCH_DAYS; offset++) {
    const day = addDays(today, offset);
    if (!occursOnDay(rule, day.year, day.month, day.day)) continue;
    const instant = zonedLocalToInstant(formatLocalDateTime({ ...day, hour, minute }), timeZone);
    if (instant > nowMs) return instant;
  }
  throw new RangeError('No occurrence found for the recurrence');
}

/** The latest occurrence at or before `nowMs` (for 'starts over after it'), or null if none in range. */
export function previousOccurrence(rule: Recurrence, timeZone: string, nowMs: number): number | null {
  const { hour, minute } = parseTime(rule.time);
  const today = instantToZonedParts(nowMs, timeZone);
  // Stryker disable next-line EqualityOperator: every valid rule fired long before day 400 back
  for (let offset = 1; offset >= -SEARCH_DAYS; offset--) {
    const day = addDays(today, offset);
    if (!occursOnDay(rule, day.year, day.month, day.day)) continue;
    const instant = zonedLocalToInstant(formatLocalDateTime({ ...day, hour, minute }), timeZone);
    if (instant <= nowMs) return instant;
  }
  return null;
}
