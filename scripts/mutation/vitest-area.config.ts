import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import base from '../../vitest.config';

// The Vitest config Stryker runs (run-mutation.ts): one project of vitest.config.ts, unchanged
// except that it includes only the mutated area's tests. Stryker's own `testFiles` option is not
// used for this: with it, Stryker 10 activates static mutants (module-level constants such as
// passwords.ts's argon2 options) after the module has loaded, so no test can ever kill them.
const root = fileURLToPath(new URL('../..', import.meta.url));
const MUTATION_TEST_TIMEOUT_MS = 60_000;
const name = process.env.MUTATION_PROJECT;
const include = (process.env.MUTATION_TESTS ?? '').split(',').filter(Boolean);
const project = (base.test?.projects as TestProjectInlineConfiguration[] | undefined)?.find(
  (p) => p.test?.name === name,
);
if (!project || include.length === 0)
  throw new Error('Set MUTATION_PROJECT (unit or api) and MUTATION_TESTS');

export default defineConfig({
  root,
  resolve: base.resolve,
  // Each test file in a process of its own, whatever the project does in `npm test`: an area's tests
  // may include files that replace modules (vi.mock), which only a fresh process honours.
  // A minute per test: under Stryker's coverage instrumentation on a shared machine (load 28 here) a
  // 5-second unit test timed out in the initial run, which stops the whole run. A mutant's endless
  // loop is still caught by Stryker's own timeout (run-mutation.ts, timeoutMS).
  test: {
    projects: [
      {
        ...project,
        root,
        // The project's exclude list also names the files `npm test` runs in a process of their own
        // (passwords.test.ts, …): here every file has one, so only the fault tests stay out.
        test: {
          ...project.test,
          include,
          exclude: [...configDefaults.exclude, 'server/faults/**'],
          isolate: true,
          testTimeout: MUTATION_TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
