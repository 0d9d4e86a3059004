import { advanceNumberRun, type NumberRunCheckpoint, startNumberRun } from '../counter/engine/number-replay';
import type { CounterSettings } from '../counter/settings';

/** A number run's seed plus a forward-only checkpoint, so random runs never replay from tick 0. */
export interface NumberClock {
  valueAtTick: (tick: number) => number;
  reseed: (seed: number) => void;
}

export function createNumberClock(settings: CounterSettings, seed: number): NumberClock {
  let origin = startNumberRun(settings, seed);
  let checkpoint: NumberRunCheckpoint = origin;
  return {
    valueAtTick(tick) {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: replaying from the origin gives the same value, only slower; the checkpoint is a speed-up the value cannot show
      if (tick < checkpoint.tick) checkpoint = origin;
      checkpoint = advanceNumberRun(settings, checkpoint, tick);
      return checkpoint.value;
    },
    reseed(next) {
      origin = startNumberRun(settings, next);
      checkpoint = origin;
    },
  };
}
