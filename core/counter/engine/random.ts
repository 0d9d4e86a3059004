// A tiny seeded PRNG (mulberry32): the server stores one seed per run and every display replays
// the same random increments from it. Math.random cannot be replayed, so it is never used here.

export type RandomSource = () => number;

const GOLDEN = 0x6d2b79f5;

/** One step: a float in [0, 1) and the next 32-bit state, so a run can be checkpointed. */
export function nextMulberry32(state: number): { value: number; state: number } {
  const next = (state + GOLDEN) | 0;
  let t = Math.imul(next ^ (next >>> 15), 1 | next);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next >>> 0 };
}

export function mulberry32(seed: number): RandomSource {
  let state = normalizeSeed(seed);
  return () => {
    const step = nextMulberry32(state);
    state = step.state;
    return step.value;
  };
}

// Seeds travel through JSON and URLs; any number maps to one unsigned 32-bit state.
export function normalizeSeed(seed: number): number {
  return Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
}

/** An integer in [min, max], both inclusive; a reversed range is read the right way round. */
export function randomIntInclusive(min: number, max: number, rand: RandomSource): number {
  const lo = Math.ceil(Math.min(min, max));
  const hi = Math.floor(Math.max(min, max));
  if (hi <= lo) return lo;
  // min() guards against a source that returns exactly 1.
  return Math.min(hi, lo + Math.floor(rand() * (hi - lo + 1)));
}
