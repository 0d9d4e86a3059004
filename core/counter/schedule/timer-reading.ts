import {
  type AfterZero,
  type CountdownReading,
  lastRecurringEnd,
  msUntilNextReading,
  readCountdown,
  resolveTimerEnd,
  type TimerMode,
  type TimerTargetSettings,
} from './timer-target';

// What a dated, evergreen or recurring countdown shows at one instant, for every display (viewer,
// embed, preview, painter): the end it counts to, the phase and the whole seconds on the digits.
// A recurring timer holds its 'reached' moment (completion message, or overtime counting up) for
// RECURRING_HOLD_MS after each occurrence, then starts over towards the next one.

export const RECURRING_HOLD_MS = 60_000;

export interface TimerReadingSettings extends Omit<TimerTargetSettings, 'timerMode'> {
  timerMode?: TimerMode;
  afterZero?: AfterZero;
}

export interface TimerReading extends CountdownReading {
  /** The end instant the reading is about, or null when the settings give none (shows 0). */
  endMs: number | null;
  /** ms until the reading next changes, or null when it never will. */
  nextChangeMs: number | null;
}

// Stryker disable next-line StringLiteral: any mode other than evergreen or recurring reads as a date
const modeOf = (s: TimerReadingSettings): TimerMode => s.timerMode ?? 'date';

export function readTimer(
  s: TimerReadingSettings,
  nowMs: number,
  evergreenStartedAt: number | null = null,
): TimerReading {
  // Stryker disable next-line StringLiteral: anything but 'count-up' stops at zero
  const afterZero = s.afterZero ?? 'stop';
  const target = { ...s, timerMode: modeOf(s) };
  let endMs = resolveTimerEnd(target, nowMs, evergreenStartedAt);
  let holdUntil: number | null = null;
  // Stryker disable next-line ConditionalExpression: lastRecurringEnd is null for other modes
  if (target.timerMode === 'recurring') {
    const last = lastRecurringEnd(target, nowMs);
    if (last !== null && nowMs - last < RECURRING_HOLD_MS) {
      endMs = last;
      holdUntil = last + RECURRING_HOLD_MS;
    }
  }
  if (endMs === null) return { phase: 'done', seconds: 0, endMs: null, nextChangeMs: null };
  const reading = readCountdown(endMs, nowMs, afterZero);
  let nextChangeMs = msUntilNextReading(endMs, nowMs, afterZero);
  if (holdUntil !== null)
    nextChangeMs = Math.min(nextChangeMs ?? Number.POSITIVE_INFINITY, holdUntil - nowMs);
  return { ...reading, endMs, nextChangeMs };
}

/** Whether the timer starts over by itself (recurring): it never completes for good. */
export function isRepeatingTimer(s: TimerReadingSettings): boolean {
  return modeOf(s) === 'recurring';
}

/** Digits change colour below warnBelowSeconds: while counting, with that many seconds or fewer shown. */
export function isWarning(reading: CountdownReading, warnBelowSeconds: number | undefined): boolean {
  // Stryker disable next-line ConditionalExpression: without it, seconds <= undefined is false all the same
  if (warnBelowSeconds === undefined) return false;
  return reading.phase === 'counting' && reading.seconds <= warnBelowSeconds;
}
