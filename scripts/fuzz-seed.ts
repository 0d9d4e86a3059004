/**
 * The seed of this run's property and fuzz tests: FUZZ_SEED when set (to replay a failure), else
 * one drawn now and put in FUZZ_SEED, so every later reader in this process agrees. A run that did
 * not start through vitest.config.ts (a mutation runner's own config) says which seed it drew.
 */
export function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not '${given}'`);
    return seed;
  }
  const drawn = Math.floor(Math.random() * 2 ** 31);
  process.env.FUZZ_SEED = String(drawn);
  console.log(`FUZZ_SEED=${drawn} (replay with this variable)`);
  return drawn;
}

/** Inputs per fuzzed route at each FUZZ_DEPTH: everyday runs are quick, CI (.ci/run) runs full. */
// Quick is 25: a fresh seed each run moves the inputs on, so everyday runs still explore; at 100 the
// fuzzing cost about 30 CPU seconds more of every npm test (decision 037i).
export const FUZZ_DEPTHS = { quick: 25, full: 1000 } as const;

/** This run's depth: FUZZ_DEPTH (`quick`, the default, or `full`). */
export function fuzzDepth(env: NodeJS.ProcessEnv = process.env): keyof typeof FUZZ_DEPTHS {
  const depth = env.FUZZ_DEPTH || 'quick';
  if (!(depth in FUZZ_DEPTHS))
    throw new Error(`FUZZ_DEPTH must be one of ${Object.keys(FUZZ_DEPTHS).join(', ')}, not '${depth}'`);
  return depth as keyof typeof FUZZ_DEPTHS;
}

/**
 * How many generated inputs each fuzzed route gets: FUZZ_RUNS when set (a replay names the count the
 * failure was found with), else FUZZ_DEPTH's (`quick`, the default, or `full`).
 */
export function fuzzRuns(env: NodeJS.ProcessEnv = process.env): number {
  const runs = env.FUZZ_RUNS;
  if (runs !== undefined && runs !== '') {
    const n = Number(runs);
    if (!Number.isSafeInteger(n) || n < 1)
      throw new Error(`FUZZ_RUNS must be a positive integer, not '${runs}'`);
    return n;
  }
  return FUZZ_DEPTHS[fuzzDepth(env)];
}

/**
 * The cases a sweep checks this run: all of them at FUZZ_DEPTH=full (CI), else `count` of them spread
 * evenly through the list from a start the run's seed picks, so a failure replays with FUZZ_SEED and
 * every case is met across everyday runs.
 */
export function pickForDepth<T>(
  cases: readonly T[],
  count: number,
  { depth = fuzzDepth(), seed = fuzzSeed() }: { depth?: keyof typeof FUZZ_DEPTHS; seed?: number } = {},
): T[] {
  if (depth === 'full' || count >= cases.length) return [...cases];
  return Array.from(
    { length: count },
    (_, k) => cases[(seed + Math.floor((k * cases.length) / count)) % cases.length]!,
  );
}
