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
