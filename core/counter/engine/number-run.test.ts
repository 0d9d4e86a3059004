import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NumberRunSettings } from './number-run';
import {
  drawIncrement,
  getCountDirection,
  getRollDirection,
  isNumberComplete,
  numberProgress,
  resolveRandomRange,
  stepNumber,
} from './number-run';
import { mulberry32 } from './random';
import { runSettings } from './testing/test-arbitraries';

const base: NumberRunSettings = {
  startNumber: 0,
  endNumber: 10,
  numberIncrement: 1,
  useRandomIncrement: false,
  randomMin: 1,
  randomMax: 5,
};
const never = () => {
  throw new Error('rand must not be called in fixed mode');
};

describe('number run rules', () => {
  it('counts up when end > start, otherwise down', () => {
    expect(getCountDirection({ startNumber: 0, endNumber: 5 })).toBe('up');
    expect(getCountDirection({ startNumber: 5, endNumber: 0 })).toBe('down');
    expect(getCountDirection({ startNumber: 5, endNumber: 5 })).toBe('down');
  });

  it('adds numberIncrement and clamps at the end in both directions', () => {
    expect(stepNumber(0, { ...base, numberIncrement: 3 }, never)).toBe(3);
    expect(stepNumber(9, { ...base, numberIncrement: 3 }, never)).toBe(10);
    const down = { ...base, startNumber: 10, endNumber: 0, numberIncrement: 4 };
    expect(stepNumber(10, down, never)).toBe(6);
    expect(stepNumber(2, down, never)).toBe(0);
    expect(stepNumber(0, down, never)).toBe(0);
  });

  it('treats a missing or invalid increment as 1 (default)', () => {
    expect(stepNumber(0, { ...base, numberIncrement: 0 }, never)).toBe(1);
    expect(stepNumber(0, { ...base, numberIncrement: Number.NaN }, never)).toBe(1);
  });

  it('draws random increments inclusively from randomMin..randomMax', () => {
    const settings = { ...base, useRandomIncrement: true, randomMin: 2, randomMax: 4 };
    expect(drawIncrement(settings, () => 0)).toBe(2);
    expect(drawIncrement(settings, () => 0.999999)).toBe(4);
    expect(drawIncrement(settings, () => 1)).toBe(4);
  });

  it('reads an invalid random range as 1 to 5, never below 1 nor reversed', () => {
    const random = { ...base, useRandomIncrement: true };
    expect(resolveRandomRange({ randomMin: 2, randomMax: 4 })).toEqual([2, 4]);
    expect(resolveRandomRange({ randomMin: Number.NaN, randomMax: 3 })).toEqual([1, 3]);
    expect(resolveRandomRange({ randomMin: 0, randomMax: 3 })).toEqual([1, 3]);
    expect(resolveRandomRange({ randomMin: 2, randomMax: Number.NaN })).toEqual([2, 5]);
    expect(resolveRandomRange({ randomMin: 7, randomMax: Number.NaN })).toEqual([7, 7]);
    expect(resolveRandomRange({ randomMin: 6, randomMax: 2 })).toEqual([6, 6]);
    expect(drawIncrement({ ...random, randomMin: Number.NaN, randomMax: Number.NaN }, () => 0.999)).toBe(5);
  });

  it('takes a fixed increment as given, to two decimal places', () => {
    expect(stepNumber(0, { ...base, numberIncrement: 25 }, never)).toBe(10);
    expect(stepNumber(0, { ...base, endNumber: 100, numberIncrement: 25.9 }, never)).toBe(25.9);
    expect(stepNumber(0, { ...base, endNumber: 100, numberIncrement: 0.001 }, never)).toBe(1);
  });

  it('draws nothing from the source once the run is complete, so a replay stays aligned', () => {
    const random = { ...base, useRandomIncrement: true };
    expect(stepNumber(10, random, never)).toBe(10);
    expect(stepNumber(12, random, never)).toBe(10);
  });

  it('reports progress counting up as the share of the goal, whatever the start', () => {
    expect(numberProgress(0, base)).toBe(0);
    expect(numberProgress(5, base)).toBe(50);
    expect(numberProgress(10, base)).toBe(100);
    // Issue 41: 99,850 of 100K is 99.85%, not 0% because the counter started there.
    expect(numberProgress(99_850, { startNumber: 99_850, endNumber: 100_000 })).toBeCloseTo(99.85, 9);
    expect(numberProgress(99_965, { startNumber: 99_930, endNumber: 100_000 })).toBeCloseTo(99.965, 9);
    expect(numberProgress(5, { startNumber: 4, endNumber: 8 })).toBe(62.5);
  });

  it('reports progress counting down as the share of the distance covered', () => {
    expect(numberProgress(75, { startNumber: 100, endNumber: 0 })).toBe(25);
    expect(numberProgress(100, { startNumber: 100, endNumber: 50 })).toBe(0);
    expect(numberProgress(40, { startNumber: 100, endNumber: 50 })).toBe(100);
    expect(numberProgress(3, { startNumber: 3, endNumber: 3 })).toBe(100);
  });

  it('is complete only at (or beyond) the end', () => {
    expect(isNumberComplete(9, base)).toBe(false);
    expect(isNumberComplete(10, base)).toBe(true);
    expect(isNumberComplete(1, { startNumber: 10, endNumber: 0 })).toBe(false);
    expect(isNumberComplete(0, { startNumber: 10, endNumber: 0 })).toBe(true);
  });
});

describe('number run (property)', () => {
  it('never passes its end, moves the right way, steps in range and reaches the end exactly', () => {
    fc.assert(
      fc.property(runSettings, fc.integer(), (settings, seed) => {
        const rand = mulberry32(seed);
        const up = getCountDirection(settings) === 'up';
        const minStep = settings.useRandomIncrement ? settings.randomMin : settings.numberIncrement;
        const maxStep = settings.useRandomIncrement ? settings.randomMax : settings.numberIncrement;
        const bound = Math.ceil(Math.abs(settings.endNumber - settings.startNumber) / minStep) + 1;
        let value = settings.startNumber;
        let steps = 0;
        // Plain checks in the loop (expect per step is slow); the first bad step is reported.
        let badStep: string | null = null;
        while (!isNumberComplete(value, settings) && badStep === null) {
          const next = stepNumber(value, settings, rand);
          const moved = up ? next - value : value - next;
          const passedEnd = up ? next > settings.endNumber : next < settings.endNumber;
          const tooSmall = next !== settings.endNumber && moved < minStep;
          if (moved < 1 || moved > maxStep || tooSmall || passedEnd || steps > bound) {
            badStep = `${value} -> ${next} at step ${steps}`;
          }
          value = next;
          steps += 1;
        }
        expect(badStep).toBeNull();
        expect(value).toBe(settings.endNumber);
        expect(numberProgress(value, settings)).toBe(100);
      }),
      { numRuns: 300 },
    );
  });
});

describe('number runs below zero and with decimals', () => {
  const signed: NumberRunSettings = { ...base, startNumber: -10.5, endNumber: 10, numberIncrement: 1 };

  it('counts up from a negative decimal start to the end, exact at every step', () => {
    let value = signed.startNumber;
    const seen: number[] = [value];
    while (!isNumberComplete(value, signed)) {
      value = stepNumber(value, signed, never);
      seen.push(value);
    }
    expect(seen.slice(0, 4)).toEqual([-10.5, -9.5, -8.5, -7.5]);
    expect(seen.at(-2)).toBe(9.5);
    expect(seen.at(-1)).toBe(10);
    expect(seen).toHaveLength(22);
  });

  it('steps by decimal increments without floating-point residue', () => {
    const tenths = { ...base, startNumber: 0, endNumber: 1, numberIncrement: 0.1 };
    const values = [0];
    for (let i = 0; i < 10; i += 1) values.push(stepNumber(values.at(-1)!, tenths, never));
    expect(values).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
  });

  it('counts down to a negative goal and completes there', () => {
    const down = { ...base, startNumber: 5, endNumber: -5.25, numberIncrement: 2 };
    expect(getCountDirection(down)).toBe('down');
    expect(stepNumber(-4.75, down, never)).toBe(-5.25);
    expect(isNumberComplete(-5.25, down)).toBe(true);
    expect(isNumberComplete(-5, down)).toBe(false);
  });

  it('measures progress from below zero as the distance covered', () => {
    const range = { startNumber: -10, endNumber: 10 };
    expect(numberProgress(-10, range)).toBe(0);
    expect(numberProgress(0, range)).toBe(50);
    expect(numberProgress(5, range)).toBe(75);
    expect(numberProgress(10, range)).toBe(100);
    expect(numberProgress(-2.5, { startNumber: 0, endNumber: -5 })).toBe(50);
    // From zero up, still the share of the goal.
    expect(numberProgress(25, { startNumber: 0, endNumber: 100 })).toBe(25);
  });

  it('turns the digit wheels with the size of the number, against the count below zero', () => {
    expect(getRollDirection(-4, signed)).toBe('down');
    expect(getRollDirection(0, signed)).toBe('down');
    expect(getRollDirection(3, signed)).toBe('up');
    const down = { startNumber: 10, endNumber: -10 };
    expect(getRollDirection(4, down)).toBe('down');
    expect(getRollDirection(0, down)).toBe('down');
    expect(getRollDirection(-1, down)).toBe('up');
  });
});
