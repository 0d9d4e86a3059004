import type { CounterSettings } from '../settings';
import { zonedLocalToInstant } from '../time-zone';

// Datetime-mode rules of docs/product.md §4 'Viewer'. Everything is computed from the end instant and the
// clock, never by counting ticks, so a throttled tab or a sleeping OBS source is right on waking.

/** The instant the countdown ends at, or null when the stored target is unusable. */
export function resolveEndInstant(
  settings: Pick<CounterSettings, 'endDateTime' | 'timeZone'>,
): number | null {
  try {
    return zonedLocalToInstant(settings.endDateTime, settings.timeZone);
  } catch {
    return null;
  }
}

/**
 * Whole seconds left, rounded up: the display reads 1 until the end instant itself and 0 exactly
 * at it, so completion fires on time rather than a second early. Values change exactly when
 * end - now crosses a whole second.
 */
export function remainingSeconds(endMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000));
}

export function isCountdownComplete(endMs: number, nowMs: number): boolean {
  return remainingSeconds(endMs, nowMs) === 0;
}

/**
 * Delay until remainingSeconds next changes, in (0, 1000]; 0 once the countdown is over (nothing
 * left to schedule). A viewer that sleeps this long ticks exactly on the boundary, without drift.
 */
export function msUntilNextSecondBoundary(endMs: number, nowMs: number): number {
  const left = endMs - nowMs;
  if (left <= 0) return 0;
  const intoSecond = left % 1000;
  return intoSecond === 0 ? 1000 : intoSecond;
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitDuration(totalSeconds: number): DurationParts {
  const total = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export const COUNTDOWN_LABELS = { days: 'days', hours: 'hours', minutes: 'mins', seconds: 'secs' } as const;
export type CountdownLabel = (typeof COUNTDOWN_LABELS)[keyof typeof COUNTDOWN_LABELS];

export interface CountdownPart {
  value: string;
  label: CountdownLabel;
}

const SINGULAR: Record<CountdownLabel, string> = { days: 'day', hours: 'hour', mins: 'min', secs: 'sec' };

/** The words under a unit: '1 min', '2 mins', '0 secs'. `label` itself stays the stable unit key. */
export function unitText(part: CountdownPart): string {
  return Number(part.value) === 1 ? SINGULAR[part.label] : part.label;
}

/** '1 min', '3 mins': plural wording anywhere a count of units is written. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Two-digit units; with hideLeadingZeros the leading zero units go, seconds always stay. `units`,
 * when given, fixes how many units show (the last ones: 2 is mins and secs), whatever the value.
 */
export function formatCountdownParts(
  parts: DurationParts,
  hideLeadingZeros: boolean,
  units?: number,
): CountdownPart[] {
  const all = UNITS.map((unit) => ({
    amount: parts[unit],
    part: { value: String(parts[unit]).padStart(2, '0'), label: COUNTDOWN_LABELS[unit] },
  }));
  if (units !== undefined)
    return all.slice(UNITS.length - Math.min(UNITS.length, Math.max(1, units))).map((u) => u.part);
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: when every unit is zero, findIndex without the seconds clause gives -1 and slice(-1) keeps seconds all the same; the clause states the rule
  const first = hideLeadingZeros ? all.findIndex((u, i) => u.amount !== 0 || i === UNITS.length - 1) : 0;
  return all.slice(first).map((u) => u.part);
}

/**
 * How many units an e-mail image shows for a clip whose first frame reads `seconds`: from the
 * first unit that is not zero, at least minutes and seconds; days and hours only while there are
 * some. The whole clip keeps that many (its last frames show 00 hours rather than losing a unit),
 * and a timer read at zero shows hours, minutes and seconds: 00:00:00.
 */
export function imageUnitCount(seconds: number): number {
  if (seconds >= 86_400) return 4;
  if (seconds >= 3600 || seconds <= 0) return 3;
  return 2;
}
