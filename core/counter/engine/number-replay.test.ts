import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceNumberRun,
  countTicks,
  MAX_RANDOM_REPLAY_TICKS,
  numberValueAt,
  numberValueAtTick,
  startNumberRun,
} from './number-replay';
import type { NumberRunSettings } from './number-run';
import { stepNumber } from './number-run';
import { mulberry32 } from './random';
import { runSettings } from './testing/test-arbitraries';

const fixed: NumberRunSettings & { speed: number } = {
  startNumber: 0,
  endNumber: 100,
  numberIncrement: 7,
  useRandomIncrement: false,
  randomMin: 1,
  randomMax: 5,
  speed: 1000,
};

describe('numberValueAt', () => {
  it('counts whole ticks: the first lands one speed after start', () => {
    expect(countTicks(0, 1000)).toBe(0);
    expect(countTicks(999, 1000)).toBe(0);
    expect(countTicks(1000, 1000)).toBe(1);
    expect(countTicks(-50, 1000)).toBe(0);
    expect(countTicks(Number.NaN, 1000)).toBe(0);
    // A stored speed of 0, below 0 or not a number never runs (rather than infinitely fast).
    for (const speed of [0, -1000, Number.NaN]) expect(countTicks(5000, speed), String(speed)).toBe(0);
  });

  it('uses closed-form math in fixed mode, clamped at the end', () => {
    expect(numberValueAt(fixed, 2500, 1)).toBe(14);
    expect(numberValueAt(fixed, 60_000, 1)).toBe(100);
    expect(numberValueAt({ ...fixed, startNumber: 100, endNumber: 0 }, 3000, 1)).toBe(79);
    const huge = { ...fixed, endNumber: 1e15, numberIncrement: 1, speed: 100 };
    expect(numberValueAt(huge, 1e12, 1)).toBe(1e10);
  });

  it('replays a negative decimal run exactly, in closed form and step by step alike', () => {
    const signed = { ...fixed, startNumber: -10.5, endNumber: 10, numberIncrement: 0.1, speed: 100 };
    expect(numberValueAt(signed, 300, 1)).toBe(-10.2);
    expect(numberValueAt(signed, 10_500, 1)).toBe(0);
    expect(numberValueAt(signed, 10_700, 1)).toBe(0.2);
    expect(numberValueAt(signed, 1e6, 1)).toBe(10);
    // Never a float residue such as 0.30000000000000004, whichever tick.
    for (let tick = 0; tick <= 205; tick += 1) {
      const value = numberValueAtTick(signed, tick, 1);
      expect(String(value), `tick ${tick}`).toMatch(/^-?\d+(\.\d)?$/);
    }
    const random = { ...signed, useRandomIncrement: true, randomMin: 1, randomMax: 3 };
    for (let tick = 0; tick <= 30; tick += 1)
      expect(String(numberValueAtTick(random, tick, 7))).toMatch(/^-?\d+(\.5)?$/);
  });

  it('replays the same random run from the same seed', () => {
    const random = { ...fixed, endNumber: 10_000, useRandomIncrement: true, randomMin: 1, randomMax: 3 };
    expect(numberValueAt(random, 50_000, 42)).toBe(numberValueAt(random, 50_000, 42));
    expect(numberValueAt(random, 50_000, 42)).not.toBe(numberValueAt(random, 50_000, 43));
  });

  it('stays fast and path-independent past the replay cap', () => {
    const long = { ...fixed, endNumber: 1e12, useRandomIncrement: true, randomMin: 1, randomMax: 5 };
    const jump = numberValueAtTick(long, MAX_RANDOM_REPLAY_TICKS + 1000, 7);
    let checkpoint = startNumberRun(long, 7);
    for (const tick of [
      10,
      MAX_RANDOM_REPLAY_TICKS - 1,
      MAX_RANDOM_REPLAY_TICKS + 3,
      MAX_RANDOM_REPLAY_TICKS + 1000,
    ]) {
      checkpoint = advanceNumberRun(long, checkpoint, tick);
    }
    expect(checkpoint.value).toBe(jump);
    // Past the cap every tick adds the midpoint of 1..5.
    expect(numberValueAtTick(long, MAX_RANDOM_REPLAY_TICKS + 1001, 7) - jump).toBe(3);
  });

  it('never moves a checkpoint backwards', () => {
    const checkpoint = advanceNumberRun(fixed, startNumberRun(fixed, 1), 5);
    expect(advanceNumberRun(fixed, checkpoint, 2)).toEqual(checkpoint);
  });
});

describe('number replay (property)', () => {
  it('equals stepping tick by tick with mulberry32(seed)', () => {
    fc.assert(
      fc.property(runSettings, fc.integer(), fc.nat(400), (settings, seed, ticks) => {
        const rand = mulberry32(seed);
        let value = settings.startNumber;
        for (let i = 0; i < ticks; i++) value = stepNumber(value, settings, rand);
        expect(numberValueAtTick(settings, ticks, seed)).toBe(value);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same value however the run is checkpointed', () => {
    fc.assert(
      fc.property(
        runSettings,
        fc.integer(),
        fc.array(fc.nat(300), { maxLength: 6 }),
        (settings, seed, gaps) => {
          let checkpoint = startNumberRun(settings, seed);
          for (const gap of gaps) checkpoint = advanceNumberRun(settings, checkpoint, checkpoint.tick + gap);
          expect(checkpoint.value).toBe(numberValueAtTick(settings, checkpoint.tick, seed));
        },
      ),
      { numRuns: 300 },
    );
  });
});
