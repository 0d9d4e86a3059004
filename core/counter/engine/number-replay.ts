import { addValues, fromValueUnits, toValueUnits } from '../number-value';
import type { NumberRunSettings } from './number-run';
import {
  clampToEnd,
  getCountDirection,
  isNumberComplete,
  resolveFixedIncrement,
  resolveRandomRange,
  stepNumber,
} from './number-run';
import { nextMulberry32, normalizeSeed } from './random';

// The value of a number run at any moment, from elapsed running time and a seed, so every display
// (and a reload, or an OBS source waking up) shows the same number without counting its own ticks.

/**
 * Random increments are replayed tick by tick up to this many ticks; after it each tick adds the
 * midpoint of the range. The rule is linear past the cap, so any sequence of checkpoints gives the
 * same value as one jump. 1e6 ticks is 28 hours at the fastest speed and costs a few ms to replay.
 */
export const MAX_RANDOM_REPLAY_TICKS = 1_000_000;

export interface NumberRunCheckpoint {
  tick: number;
  value: number;
  randomState: number;
}

export function startNumberRun(settings: NumberRunSettings, seed: number): NumberRunCheckpoint {
  return { tick: 0, value: settings.startNumber, randomState: normalizeSeed(seed) };
}

/** Ticks completed after elapsedMs of running: the first tick lands one `speed` after start. */
export function countTicks(elapsedMs: number, speed: number): number {
  if (!(speed > 0)) return 0;
  // Stryker disable next-line EqualityOperator: 0 ms counts 0 ticks either way
  if (!(elapsedMs > 0)) return 0;
  return Math.floor(elapsedMs / speed);
}

/** Moves a checkpoint forward to toTick; a checkpoint is never moved backwards. */
export function advanceNumberRun(
  settings: NumberRunSettings,
  from: NumberRunCheckpoint,
  toTick: number,
): NumberRunCheckpoint {
  const target = Math.max(from.tick, Math.floor(toTick));
  const sign = getCountDirection(settings) === 'up' ? 1 : -1;
  if (!settings.useRandomIncrement) {
    // O(1): the fixed-step run has a closed form, in hundredths so a decimal start stays exact.
    const inc = resolveFixedIncrement(settings);
    const units = toValueUnits(settings.startNumber) + sign * target * toValueUnits(inc);
    const value = clampToEnd(fromValueUnits(units), settings);
    return { tick: target, value, randomState: from.randomState };
  }
  let { tick, value, randomState } = from;
  const rand = () => {
    const step = nextMulberry32(randomState);
    randomState = step.state;
    return step.value;
  };
  const replayUntil = Math.min(target, MAX_RANDOM_REPLAY_TICKS);
  while (tick < replayUntil && !isNumberComplete(value, settings)) {
    value = stepNumber(value, settings, rand);
    tick += 1;
  }
  // Past the cap each tick adds the range's midpoint. With no tick left, or at the end already
  // (the clamp keeps it there), this adds nothing.
  const [min, max] = resolveRandomRange(settings);
  value = clampToEnd(addValues(value, sign * (target - tick) * Math.floor((min + max) / 2)), settings);
  return { tick: target, value, randomState };
}

export function numberValueAtTick(settings: NumberRunSettings, tick: number, seed: number): number {
  return advanceNumberRun(settings, startNumberRun(settings, seed), tick).value;
}

export function numberValueAt(
  settings: NumberRunSettings & { speed: number },
  elapsedMs: number,
  seed: number,
): number {
  return numberValueAtTick(settings, countTicks(elapsedMs, settings.speed), seed);
}
