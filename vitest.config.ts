import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { fuzzRuns } from './scripts/fuzz-seed';

// One seed per run for every property test (fast-check, through vitest.setup.ts) and the API
// fuzzing, printed at the start so a failure can be replayed: FUZZ_SEED=<n> npx vitest run ….
// Set here, in the process that starts the workers, so every worker gets the same one.
// The route fuzzing's depth: FUZZ_DEPTH=quick (default, 25 inputs per route) or full (1,000, CI's),
// or FUZZ_RUNS=<n> (scripts/fuzz-seed.ts; server/test/README.md).
process.env.FUZZ_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
if (!process.env.VITEST_WORKER_ID)
  console.log(
    `FUZZ_SEED=${process.env.FUZZ_SEED} (replay with this variable); route fuzzing: ${fuzzRuns()} inputs per route` +
      (process.env.FUZZ_RUNS ? ' (FUZZ_RUNS)' : ` (FUZZ_DEPTH=${process.env.FUZZ_DEPTH || 'quick'})`),
  );

const alias = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
};

const API = {
  include: ['server/**/*.test.ts'],
  // Fault tests start real processes and PostgreSQL servers: their own project, run one at a time.
  exclude: [...configDefaults.exclude, 'server/faults/**'],
  setupFiles: ['./vitest.setup.ts'],
  globalSetup: ['./server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  fileParallelism: true,
  maxWorkers: 2,
};

const UNIT = {
  include: ['core/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
  exclude: configDefaults.exclude,
  setupFiles: ['./vitest.setup.ts'],
  maxWorkers: API.maxWorkers,
  isolate: false,
  // A few replay a long run or paint a whole clip: 1-2 s alone, past Vitest's 5 s default on a
  // slower two-core machine while the browser suite shares it (npm test runs them side by side).
  testTimeout: 20_000,
};

// Component tests (Testing Library in happy-dom, no browser): a screen's own logic, its validation,
// dialogs, toasts and states, with fetch answered by the test (web/src/components/ui/testing/).
// What only a real browser shows stays in e2e/. `npm run test:unit` runs them with the unit tests.
const WEB = {
  include: ['web/src/**/*.test.tsx'],
  exclude: configDefaults.exclude,
  environment: 'happy-dom',
  setupFiles: ['./vitest.setup.ts', './vitest.setup.dom.ts'],
  maxWorkers: API.maxWorkers,
  // Some render the whole counter form in happy-dom: 1-2 s each on a quiet machine, past Vitest's
  // 5 s default while the browser suite shares the two cores, and up to 16 s on a slower two-core
  // machine that way: a time limit here is for a test that hangs, not for one that is slow.
  testTimeout: 45_000,
};

// Component test files that replace a module (vi.mock): a module an earlier file in a shared worker
// already loaded would stay the real one, so they run in a process of their own ('web-isolated').
// So does a file whose first line starts with '// own process:' and says why (one that loads
// what a page loads once, such as Paddle.js). Found by reading the files, so a new one needs no list.
const WEB_SRC = fileURLToPath(new URL('./web/src', import.meta.url));
const OWN_PROCESS_MARK = /\bvi\.(do)?[mM]ock\(|^\/\/ own process:/;
const WEB_OWN_PROCESS = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.tsx') && OWN_PROCESS_MARK.test(readFileSync(join(WEB_SRC, f), 'utf8')))
  .map((f) => `web/src/${f.split(sep).join('/')}`);

// Unit test files that check the state before a module's first load in the process (the counter
// extras and the unit-words table, which the viewer loads on demand): another file in a shared
// worker may have loaded it already.
const UNIT_OWN_PROCESS = ['core/counter/extras.test.ts', 'core/counter/locale/unit-words-loading.test.ts'];

// API test files that need a process of their own: they replace a module with vi.mock (a module an
// earlier file already loaded would stay the real one), or count what a module does on its first
// load (passwords.ts hashes its dummy password once per process).
const OWN_PROCESS = ['server/auth/login-race.test.ts', 'server/auth/passwords.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      // The unit suite, like the API suite, shares each worker's loaded modules between its files
      // (isolate: false, decision 020e): most unit files are small, and importing fast-check, the
      // setup file and core again for each of them was most of the suite's time. Files that check
      // what a module is like before it is first loaded run in their own process: 'unit-isolated'.
      {
        resolve: { alias },
        test: { ...UNIT, name: 'unit', exclude: [...UNIT.exclude, ...UNIT_OWN_PROCESS] },
      },
      {
        resolve: { alias },
        test: { ...UNIT, name: 'unit-isolated', include: UNIT_OWN_PROCESS, isolate: true },
      },
      // Component tests share each worker's loaded modules too (React, Testing Library and the app
      // were most of a file's time): 39 s and 62 CPU s became 26 s and 40 CPU s.
      {
        resolve: { alias },
        test: { ...WEB, name: 'web', exclude: [...WEB.exclude, ...WEB_OWN_PROCESS], isolate: false },
      },
      // An empty include would mean Vitest's default (every test file): a path of no file instead.
      {
        resolve: { alias },
        test: {
          ...WEB,
          name: 'web-isolated',
          include: WEB_OWN_PROCESS.length > 0 ? WEB_OWN_PROCESS : ['web/src/no-file-mocks-a-module'],
          isolate: true,
        },
      },
      // The API suite shares each worker's loaded modules between its files (isolate: false): a
      // file then costs its own tests, a database as the migrations left it and one app, not
      // another 2-3 CPU seconds of importing Fastify, drizzle, PGlite and the whole server (decision
      // 020c). The server keeps its per-app state on the app or the database handle, so files do not
      // see each other's. Files that replace a module (vi.mock) or rely on a module's first load in
      // the process run in their own process: project 'api-isolated'. `--project 'api*'` runs both.
      // The same holds on PostgreSQL (DATABASE_URL, npm run test:api:pg; decision 037e).
      {
        resolve: { alias },
        test: {
          ...API,
          name: 'api',
          exclude: [...API.exclude, ...OWN_PROCESS],
          isolate: false,
        },
      },
      { resolve: { alias }, test: { ...API, name: 'api-isolated', include: OWN_PROCESS, isolate: true } },
      {
        resolve: { alias },
        test: {
          name: 'faults',
          include: ['server/faults/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          // The backup test restores into databases made from the API suite's migrated templates.
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
