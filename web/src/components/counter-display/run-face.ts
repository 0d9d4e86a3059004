import {
  formatCountdownParts,
  msUntilNextSecondBoundary,
  remainingSeconds,
  resolveEndInstant,
  splitDuration,
} from '@core/counter/engine/countdown';
import { countTicks } from '@core/counter/engine/number-replay';
import { isNumberComplete, numberProgress } from '@core/counter/engine/number-run';
import { elapsedRunningMs, type ViewerState } from '@core/counter/engine/viewer-machine';
import type { CounterSettings } from '@core/counter/settings';
import type { NumberClock } from '@core/painter/number-clock';
import type { CounterFace } from './types';

export { createNumberClock, type NumberClock } from '@core/painter/number-clock';

// The instant whose value a state shows: paused and completed runs are frozen.
function shownInstant(state: ViewerState, now: number): number {
  if (state.status === 'paused') return state.pausedAt;
  if (state.status === 'completed') return state.completedAt;
  return now;
}

export function computeFace(
  settings: CounterSettings,
  state: ViewerState,
  now: number,
  clock: NumberClock,
): CounterFace {
  if (settings.countdownType === 'datetime') {
    const end = resolveEndInstant(settings);
    const left =
      end === null || state.status === 'completed' ? 0 : remainingSeconds(end, shownInstant(state, now));
    return { kind: 'countdown', parts: formatCountdownParts(splitDuration(left), settings.hideLeadingZeros) };
  }
  const value =
    state.status === 'completed'
      ? settings.endNumber
      : clock.valueAtTick(countTicks(elapsedRunningMs(state, now), settings.speed));
  return { kind: 'number', value, progress: numberProgress(value, settings) };
}

/** ms until the display next changes, or null when the run is complete at `now`. */
export function nextTickDelay(
  settings: CounterSettings,
  state: ViewerState,
  now: number,
  clock: NumberClock,
): number | null {
  if (settings.countdownType === 'datetime') {
    const end = resolveEndInstant(settings);
    if (end === null || remainingSeconds(end, now) === 0) return null;
    return msUntilNextSecondBoundary(end, now);
  }
  const elapsed = elapsedRunningMs(state, now);
  const value = clock.valueAtTick(countTicks(elapsed, settings.speed));
  if (isNumberComplete(value, settings)) return null;
  return settings.speed - (elapsed % settings.speed);
}
