import { getCountDirection, resolveFixedIncrement } from '@core/counter/engine/number-run';
import { addValues } from '@core/counter/number-value';
import type { CounterSettings } from '@core/counter/settings';

// Test Animation plays the last stretch into the goal, so the creator sees the end they chose: a
// number counter's last few steps up (or down) to its end number, a countdown's last seconds.
export const TEST_STEPS = 5;

type StretchSettings = Pick<
  CounterSettings,
  'startNumber' | 'endNumber' | 'numberIncrement' | 'useRandomIncrement' | 'randomMin' | 'randomMax'
>;

/** One step of the stretch: the fixed increment, or the middle of the random range. */
export function stretchStep(s: StretchSettings): number {
  if (!s.useRandomIncrement) return resolveFixedIncrement(s);
  return Math.max(1, Math.round((s.randomMin + s.randomMax) / 2));
}

/** The number `left` steps before the end, never further back than the start. */
export function stretchValue(s: StretchSettings, left: number): number {
  const back = left * stretchStep(s);
  return getCountDirection(s) === 'up'
    ? Math.max(s.startNumber, addValues(s.endNumber, -back))
    : Math.min(s.startNumber, addValues(s.endNumber, back));
}
