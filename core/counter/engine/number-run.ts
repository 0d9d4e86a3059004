import { addValues, fromValueUnits, toValueUnits } from '../number-value';
import type { CounterSettings } from '../settings';
import type { RandomSource } from './random';
import { randomIntInclusive } from './random';

// Number-mode rules of docs/product.md §4 'Viewer': one tick moves the value toward endNumber and never past it.

export type NumberRunSettings = Pick<
  CounterSettings,
  'startNumber' | 'endNumber' | 'numberIncrement' | 'useRandomIncrement' | 'randomMin' | 'randomMax'
>;
export type CountDirection = 'up' | 'down';

export function getCountDirection(
  settings: Pick<NumberRunSettings, 'startNumber' | 'endNumber'>,
): CountDirection {
  return settings.endNumber > settings.startNumber ? 'up' : 'down';
}

// Stored settings are validated, but the viewer must not loop forever on a zero or NaN increment.
// A decimal step keeps its two places at most (core/counter/number-value.ts).
export function resolveFixedIncrement(settings: Pick<NumberRunSettings, 'numberIncrement'>): number {
  const inc = fromValueUnits(toValueUnits(settings.numberIncrement));
  return Number.isFinite(inc) && inc > 0 ? inc : 1;
}

export function resolveRandomRange(
  settings: Pick<NumberRunSettings, 'randomMin' | 'randomMax'>,
): [number, number] {
  const rawMin = Math.floor(settings.randomMin);
  const min = Number.isFinite(rawMin) ? Math.max(1, rawMin) : 1;
  const rawMax = Math.floor(settings.randomMax);
  const max = Number.isFinite(rawMax) ? Math.max(min, rawMax) : Math.max(min, 5);
  return [min, max];
}

/** The size of the next step; rand is only consulted in random mode. */
export function drawIncrement(settings: NumberRunSettings, rand: RandomSource): number {
  if (!settings.useRandomIncrement) return resolveFixedIncrement(settings);
  const [min, max] = resolveRandomRange(settings);
  return randomIntInclusive(min, max, rand);
}

export function clampToEnd(
  value: number,
  settings: Pick<NumberRunSettings, 'startNumber' | 'endNumber'>,
): number {
  return getCountDirection(settings) === 'up'
    ? Math.min(value, settings.endNumber)
    : Math.max(value, settings.endNumber);
}

export function stepNumber(value: number, settings: NumberRunSettings, rand: RandomSource): number {
  if (isNumberComplete(value, settings)) return settings.endNumber;
  const inc = drawIncrement(settings, rand);
  // In hundredths: a decimal start (0.1) plus whole steps never picks up floating-point residue.
  const next = addValues(value, getCountDirection(settings) === 'up' ? inc : -inc);
  return clampToEnd(next, settings);
}

/**
 * Percent of the goal, 0..100. Counting up from zero or more, the goal is the end number and
 * progress is value / end (99,850 of 100,000 reads 99.8%, whatever the start): a follower count is
 * measured against its goal, not against where the counter happened to begin. Counting down, or up
 * from below zero (−10 to 10), a share of the end means nothing, so it is the share of the
 * start→end distance covered.
 */
export function numberProgress(
  value: number,
  settings: Pick<NumberRunSettings, 'startNumber' | 'endNumber'>,
): number {
  const { startNumber: start, endNumber: end } = settings;
  const percent =
    getCountDirection(settings) === 'up'
      ? start >= 0
        ? (value / end) * 100
        : ((value - start) / (end - start)) * 100
      : start === end
        ? 100
        : ((start - value) / (start - end)) * 100;
  return Math.min(100, Math.max(0, percent));
}

export function isNumberComplete(
  value: number,
  settings: Pick<NumberRunSettings, 'startNumber' | 'endNumber'>,
): boolean {
  return getCountDirection(settings) === 'up' ? value >= settings.endNumber : value <= settings.endNumber;
}

/**
 * Which way a digit's wheel turns as the value moves: the digits grow when the number's size grows
 * and shrink when it falls, so below zero they turn against the count (−5 → −4 rolls 5 down to 4).
 * `value` is the value arriving; a value counted up to 0 or less came from further below zero.
 */
export function getRollDirection(
  value: number,
  settings: Pick<NumberRunSettings, 'startNumber' | 'endNumber'>,
): CountDirection {
  const direction = getCountDirection(settings);
  if (direction === 'up') return value <= 0 ? 'down' : 'up';
  return value < 0 ? 'up' : 'down';
}
