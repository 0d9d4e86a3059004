import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// One seed per run for every property test (fast-check, through vitest.setup.ts) and the API
// fuzzing, printed at the start so a failure can be replayed: FUZZ_SEED=<n> npx vitest run ….
// Set here, in the process that starts the workers, so every worker gets the same one.
process.env.FUZZ_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
if (!process.env.VITEST_WORKER_ID)
  console.log(`FUZZ_SEED=${process.env.FUZZ_SEED} (replay with this variable)`);

const alias = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          // Fault tests start real processes and PostgreSQL servers: their own project, run one at a time.
          exclude: [...configDefaults.exclude, 'server/faults/**'],
          setupFiles: ['./vitest.setup.ts'],
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'faults',
          include: ['server/faults/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
