import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32, nextMulberry32, normalizeSeed, randomIntInclusive } from './random';

describe('mulberry32', () => {
  it('is deterministic per seed and matches the reference sequence', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    // Reference values of the published mulberry32 for seed 1.
    expect(first[0]).toBeCloseTo(0.6270739405881613, 12);
    expect(first[1]).toBeCloseTo(0.002735721180215478, 12);
  });

  it('exposes its state so a run can resume mid-sequence', () => {
    const step1 = nextMulberry32(normalizeSeed(99));
    const step2 = nextMulberry32(step1.state);
    const rand = mulberry32(99);
    expect([rand(), rand()]).toEqual([step1.value, step2.value]);
  });

  it('normalizes any seed to an unsigned 32-bit state', () => {
    expect(normalizeSeed(-1)).toBe(4294967295);
    expect(normalizeSeed(1.9)).toBe(1);
    expect(normalizeSeed(Number.NaN)).toBe(0);
  });
});

describe('randomIntInclusive (property)', () => {
  it('stays in [min, max] and reads a reversed range the right way round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer(),
        (a, b, seed) => {
          const rand = mulberry32(seed);
          for (let i = 0; i < 20; i++) {
            const n = randomIntInclusive(a, b, rand);
            expect(Number.isInteger(n)).toBe(true);
            expect(n).toBeGreaterThanOrEqual(Math.min(a, b));
            expect(n).toBeLessThanOrEqual(Math.max(a, b));
          }
        },
      ),
    );
  });

  it('reaches both ends of a small range', () => {
    const rand = mulberry32(5);
    const seen = new Set(Array.from({ length: 200 }, () => randomIntInclusive(1, 3, rand)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('draws each whole number of the range equally often', () => {
    const rand = mulberry32(11);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[randomIntInclusive(1, 3, rand)]! += 1;
    for (const n of [1, 2, 3])
      expect(Math.abs((counts[n] ?? 0) / 4000 - 1 / 3), String(n)).toBeLessThan(0.03);
  });

  it('takes nothing from the source for a one-value range, so later draws stay as they were', () => {
    let draws = 0;
    const source = mulberry32(3);
    const counted = () => {
      draws++;
      return source();
    };
    expect(randomIntInclusive(4, 4, counted)).toBe(4);
    expect(draws).toBe(0);
  });
});
