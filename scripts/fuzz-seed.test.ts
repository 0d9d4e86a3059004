import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FUZZ_DEPTHS, fuzzDepth, fuzzRuns, fuzzSeed, pickForDepth } from './fuzz-seed';

describe('the fuzz seed', () => {
  const before = process.env.FUZZ_SEED;
  afterEach(() => {
    process.env.FUZZ_SEED = before;
  });

  it("is the run's seed for every property test (vitest.setup.ts configures fast-check with it)", () => {
    expect(fc.readConfigureGlobal().seed).toBe(Number(process.env.FUZZ_SEED));
  });
  it('replays a given FUZZ_SEED, and refuses one that is not an integer', () => {
    process.env.FUZZ_SEED = '12345';
    expect(fuzzSeed()).toBe(12345);
    process.env.FUZZ_SEED = 'abc';
    expect(() => fuzzSeed()).toThrow("FUZZ_SEED must be an integer, not 'abc'");
  });
  it('draws one when none is given, and keeps it for later readers', () => {
    delete process.env.FUZZ_SEED;
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const drawn = fuzzSeed();
    expect(printed.mock.calls).toEqual([[`FUZZ_SEED=${drawn} (replay with this variable)`]]);
    expect(process.env.FUZZ_SEED).toBe(String(drawn));
    expect(fuzzSeed()).toBe(drawn);
    expect(printed).toHaveBeenCalledTimes(1); // drawn and said once
  });
});

describe('the fuzz depth', () => {
  it('is quick by default, full with FUZZ_DEPTH=full, and FUZZ_RUNS overrides both', () => {
    expect(fuzzRuns({})).toBe(FUZZ_DEPTHS.quick);
    expect(fuzzRuns({ FUZZ_DEPTH: 'full' })).toBe(1000);
    expect(fuzzRuns({ FUZZ_DEPTH: 'quick' })).toBeLessThan(FUZZ_DEPTHS.full);
    expect(fuzzRuns({ FUZZ_DEPTH: 'full', FUZZ_RUNS: '37' })).toBe(37);
    expect(fuzzDepth({})).toBe('quick');
    expect(fuzzDepth({ FUZZ_DEPTH: '' })).toBe('quick');
    expect(fuzzDepth({ FUZZ_DEPTH: 'full' })).toBe('full');
    expect(() => fuzzDepth({ FUZZ_DEPTH: 'Full' })).toThrow("not 'Full'");
  });
  it('refuses an unknown depth or a count that is not a positive integer', () => {
    expect(() => fuzzRuns({ FUZZ_DEPTH: 'deep' })).toThrow(
      "FUZZ_DEPTH must be one of quick, full, not 'deep'",
    );
    expect(() => fuzzRuns({ FUZZ_RUNS: '0' })).toThrow("FUZZ_RUNS must be a positive integer, not '0'");
    expect(() => fuzzRuns({ FUZZ_RUNS: 'x' })).toThrow();
  });
});

describe('the cases a sweep picks', () => {
  const styles = ['a', 'b', 'c', 'd', 'e', 'f'];
  it('takes every case at full depth, and all when asked for as many', () => {
    expect(pickForDepth(styles, 2, { depth: 'full', seed: 4 })).toEqual(styles);
    expect(pickForDepth(styles, 6, { depth: 'quick', seed: 4 })).toEqual(styles);
  });
  it('everyday, spreads the count evenly from where the seed starts, so a seed replays its cases', () => {
    expect(pickForDepth(styles, 2, { depth: 'quick', seed: 0 })).toEqual(['a', 'd']);
    expect(pickForDepth(styles, 2, { depth: 'quick', seed: 4 })).toEqual(['e', 'b']);
    expect(pickForDepth(['x', 'y', 'z'], 1, { depth: 'quick', seed: 7 })).toEqual(['y']);
  });
  it('meets every case across seeds', () => {
    const met = new Set([0, 1, 2].flatMap((seed) => pickForDepth(styles, 2, { depth: 'quick', seed })));
    expect(met).toEqual(new Set(styles));
  });
});
