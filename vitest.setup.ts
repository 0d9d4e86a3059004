import fc from 'fast-check';
import { afterEach, beforeEach, vi } from 'vitest';
import { fuzzSeed } from './scripts/fuzz-seed';

// Every property test draws from the run's one seed (printed by vitest.config.ts; FUZZ_SEED
// replays it). A property's own failure message repeats the seed with the shrunk counterexample.
fc.configureGlobal({ seed: fuzzSeed() });

// House rule: a console.error during a test fails it, so hidden errors cannot pass quietly.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test: ${errors.map((a) => a.join(' ')).join('\n')}`);
  }
});
