import { countTicks } from '@core/counter/engine/number-replay';
import { isNumberComplete, numberProgress } from '@core/counter/engine/number-run';
import { elapsedRunningMs, type ViewerState } from '@core/counter/engine/viewer-machine';
import { isRepeatingTimer, readTimer, type TimerReading } from '@core/counter/schedule/timer-reading';
import type { CounterSettings } from '@core/counter/settings';
import { countdownFaceRead } from '@core/painter/counter-face';
import type { NumberClock } from '@core/painter/number-clock';
import type { CounterFace } from './types';

export { createNumberClock, type NumberClock } from '@core/painter/number-clock';

/** Per-display inputs of a countdown beyond its settings: the evergreen visitor's first visit. */
export interface TimerContext {
  evergreenStartedAt: number | null;
}

const NO_CONTEXT: TimerContext = { evergreenStartedAt: null };

// The instant whose value a state shows: paused and completed runs are frozen.
function shownInstant(state: ViewerState, now: number): number {
  if (state.status === 'paused') return state.pausedAt;
  if (state.status === 'completed') return state.completedAt;
  return now;
}

/** A countdown's reading at the state's instant (core's timer rules: date, evergreen, recurring). */
export function readRunTimer(
  settings: CounterSettings,
  state: ViewerState,
  now: number,
  timer: TimerContext = NO_CONTEXT,
): TimerReading {
  return readTimer(settings, shownInstant(state, now), timer.evergreenStartedAt);
}

export function countdownFace(settings: CounterSettings, reading: TimerReading): CounterFace {
  // One rule with the painter's (export, images): core's countdownFaceRead.
  return countdownFaceRead(settings, reading);
}

export function computeFace(
  settings: CounterSettings,
  state: ViewerState,
  now: number,
  clock: NumberClock,
  timer: TimerContext = NO_CONTEXT,
): CounterFace {
  if (settings.countdownType === 'datetime') {
    const reading = readRunTimer(settings, state, now, timer);
    // A run that completed stays at zero (a dated timer whose end passed while it ran).
    return countdownFace(settings, state.status === 'completed' ? { ...reading, phase: 'done' } : reading);
  }
  const value =
    state.status === 'completed'
      ? settings.endNumber
      : clock.valueAtTick(countTicks(elapsedRunningMs(state, now), settings.speed));
  return { kind: 'number', value, progress: numberProgress(value, settings) };
}

/**
 * ms until the display next changes, or null when the run is complete at `now`. Overtime and
 * recurring timers never complete: they count up, or start over after each occurrence.
 */
export function nextTickDelay(
  settings: CounterSettings,
  state: ViewerState,
  now: number,
  clock: NumberClock,
  timer: TimerContext = NO_CONTEXT,
): number | null {
  if (settings.countdownType === 'datetime') {
    const reading = readTimer(settings, now, timer.evergreenStartedAt);
    if (reading.nextChangeMs === null) return isRepeatingTimer(settings) ? 1000 : null;
    return reading.nextChangeMs;
  }
  const elapsed = elapsedRunningMs(state, now);
  const value = clock.valueAtTick(countTicks(elapsed, settings.speed));
  if (isNumberComplete(value, settings)) return null;
  return settings.speed - (elapsed % settings.speed);
}
