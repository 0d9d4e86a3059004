import { zonedLocalToInstant } from '../time-zone';
import type { nextOccurrence, previousOccurrence, Recurrence } from './recurrence';

// What a countdown counts to, for each timer mode of issue #17, and what it shows once there.
// Pure: the caller passes the server-corrected clock and, for evergreen, the visitor's first visit.

export const TIMER_MODES = ['date', 'evergreen', 'recurring'] as const;
export type TimerMode = (typeof TIMER_MODES)[number];
export const AFTER_ZERO_MODES = ['stop', 'count-up'] as const;
export type AfterZero = (typeof AFTER_ZERO_MODES)[number];

export const EVERGREEN_MINUTES_MIN = 1;
export const EVERGREEN_MINUTES_MAX = 525_600;

// The recurrence rules are added by importing core/counter/extras.ts: the server, the painter and
// the app import it with their code; the public viewer loads it only for a recurring counter
// (issue 16's viewer bundle budget), before that counter is first drawn.
interface RecurrenceRules {
  next: typeof nextOccurrence;
  previous: typeof previousOccurrence;
}
let recurrenceRules: RecurrenceRules | null = null;

export function addRecurrenceRules(rules: RecurrenceRules): void {
  recurrenceRules = rules;
}

export function hasRecurrenceRules(): boolean {
  return recurrenceRules !== null;
}

function rulesOrFail(): RecurrenceRules {
  // Stryker disable next-line ConditionalExpression: callers catch, and null.next() throws as well; the message is for whoever reads the stack
  if (!recurrenceRules) throw new Error('recurrence rules not loaded (import core/counter/extras)');
  return recurrenceRules;
}

export interface TimerTargetSettings {
  timerMode: TimerMode;
  endDateTime: string;
  timeZone: string;
  evergreenMinutes?: number;
  recurrence?: Recurrence;
}

/**
 * The end instant (epoch ms) at `nowMs`, or null when the settings cannot give one. A recurring
 * timer always points at the next occurrence, so it starts over the moment one passes; an
 * evergreen one ends `evergreenMinutes` after the visitor's first visit (now, on a first visit).
 */
export function resolveTimerEnd(
  settings: TimerTargetSettings,
  nowMs: number,
  evergreenStartedAt: number | null = null,
): number | null {
  try {
    if (settings.timerMode === 'evergreen') {
      const minutes = settings.evergreenMinutes ?? EVERGREEN_MINUTES_MIN;
      return (evergreenStartedAt ?? nowMs) + minutes * 60_000;
    }
    if (settings.timerMode === 'recurring') {
      return settings.recurrence ? rulesOrFail().next(settings.recurrence, settings.timeZone, nowMs) : null;
    }
    return zonedLocalToInstant(settings.endDateTime, settings.timeZone);
  } catch {
    return null;
  }
}

/** For a recurring timer: the occurrence just passed, to show 'reached' for a moment after it. */
export function lastRecurringEnd(settings: TimerTargetSettings, nowMs: number): number | null {
  if (settings.timerMode !== 'recurring' || !settings.recurrence) return null;
  try {
    return rulesOrFail().previous(settings.recurrence, settings.timeZone, nowMs);
  } catch {
    return null;
  }
}

export interface CountdownReading {
  /** 'counting' before the end; 'overtime' after it when counting up; 'done' when stopped. */
  phase: 'counting' | 'overtime' | 'done';
  /** Whole seconds shown: left while counting (rounded up), elapsed in overtime (rounded down). */
  seconds: number;
}

/**
 * What the digits read. Counting: seconds left, rounded up, so 0 appears exactly at the end.
 * Overtime ('count-up'): whole seconds since the end, '+00:00:12'. Either way the value changes
 * exactly on whole-second boundaries of the end instant.
 */
export function readCountdown(endMs: number, nowMs: number, afterZero: AfterZero): CountdownReading {
  if (nowMs < endMs) return { phase: 'counting', seconds: Math.ceil((endMs - nowMs) / 1000) };
  if (afterZero === 'count-up') return { phase: 'overtime', seconds: Math.floor((nowMs - endMs) / 1000) };
  return { phase: 'done', seconds: 0 };
}

/** Delay until the reading next changes, in (0, 1000]; null when it never will (stopped). */
export function msUntilNextReading(endMs: number, nowMs: number, afterZero: AfterZero): number | null {
  const diff = endMs - nowMs;
  if (diff > 0) return diff % 1000 === 0 ? 1000 : diff % 1000;
  if (afterZero !== 'count-up') return null;
  return 1000 - (-diff % 1000);
}
