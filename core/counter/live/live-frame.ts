import { resolveEndInstant } from '../engine/countdown';
import { numberValueAt } from '../engine/number-replay';
import { clampToEnd, isNumberComplete } from '../engine/number-run';
import type { CountdownReading } from '../schedule/timer-target';
import type { CounterSettings } from '../settings';
import type { RunState } from './run-state';

export type LiveSettings = Pick<
  CounterSettings,
  | 'countdownType'
  | 'startNumber'
  | 'endNumber'
  | 'numberIncrement'
  | 'useRandomIncrement'
  | 'randomMin'
  | 'randomMax'
  | 'speed'
  | 'endDateTime'
  | 'timeZone'
  | 'decimals'
>;

export interface LiveFrame {
  status: RunState['status'];
  /** Number counters: the value to show. */
  value: number;
  /** Datetime counters: milliseconds left (0 at the end), or null without a usable target. */
  remainingMs: number | null;
  complete: boolean;
}

/** The instant a run's clock stands still at: now while running, the pause instant while paused. */
export function runClock(run: RunState, now: number): number {
  return run.status === 'paused' && run.pausedAt !== null ? run.pausedAt : now;
}

/** Clamps any number into the start..end range, whichever way the counter runs. */
export function clampToRange(
  value: number,
  settings: Pick<LiveSettings, 'startNumber' | 'endNumber'>,
): number {
  const lo = Math.min(settings.startNumber, settings.endNumber);
  const hi = Math.max(settings.startNumber, settings.endNumber);
  return Math.min(hi, Math.max(lo, value));
}

/** The number shown: the engine replays ticks from the stored base value since valueAt. */
export function liveNumberValue(run: RunState, settings: LiveSettings, now: number): number {
  const base = clampToRange(run.value ?? settings.startNumber, settings);
  if (run.status !== 'running' || run.valueAt === null) return base;
  // Direction comes from the counter's own start/end, so the base value can be anywhere between them.
  const replay = { ...settings, startNumber: base };
  // Stryker disable next-line ConditionalExpression: a shortcut; replaying from a base at the end also gives the end.
  if (isNumberComplete(base, settings)) return settings.endNumber;
  const v = numberValueAt(replay, Math.max(0, now - run.valueAt), run.seed);
  return clampToEnd(v, settings);
}

/** Datetime remaining: end + added − now, frozen while paused, never negative. */
export function liveRemainingMs(run: RunState, settings: LiveSettings, now: number): number | null {
  const end = resolveEndInstant(settings);
  if (end === null) return null;
  return Math.max(0, end + run.addedMs - runClock(run, now));
}

export function liveFrame(run: RunState, settings: LiveSettings, now: number): LiveFrame {
  if (settings.countdownType === 'datetime') {
    const remainingMs = liveRemainingMs(run, settings, now);
    const complete = run.status === 'completed' || (run.status !== 'idle' && remainingMs === 0);
    return { status: run.status, value: 0, remainingMs, complete };
  }
  const value = liveNumberValue(run, settings, now);
  const complete = run.status === 'completed' || (run.status !== 'idle' && isNumberComplete(value, settings));
  return { status: run.status, value, remainingMs: null, complete };
}

/**
 * A synced countdown's reading at `now`, what every display of it shows (the live viewer, the
 * e-mail image): the run's time left in whole seconds, rounded up, held while paused, with the
 * time added or removed; 'done' once the run is complete.
 */
export function readLiveCountdown(run: RunState, settings: LiveSettings, now: number): CountdownReading {
  const frame = liveFrame(run, settings, now);
  if (frame.complete) return { phase: 'done', seconds: 0 };
  return { phase: 'counting', seconds: Math.ceil((frame.remainingMs ?? 0) / 1000) };
}

/** Whether a synced counter moves on by itself at `now`: running and not yet complete. */
export function isRunMoving(run: RunState, settings: LiveSettings, now: number): boolean {
  return run.status === 'running' && !liveFrame(run, settings, now).complete;
}
