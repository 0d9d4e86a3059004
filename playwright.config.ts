import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/support/browser';
import { bundleServe, serveBundlePath } from './e2e/support/bundle-serve';
import { EVERYDAY_PROJECT, PRICE_PROJECTS } from './e2e/support/projects';
import { ensureTestBrowser } from './scripts/acquire/chromium';
import { consoleIo, realSystem } from './scripts/acquire/system';
import { ensureBuilds } from './scripts/build-state.mjs';

// Chosen once in the runner; workers inherit the environment, so all agree on the same ports.
process.env.E2E_PORT ??= String(3100 + Math.floor(Math.random() * 700));
process.env.E2E_CONTROL_PORT ??= String(Number(process.env.E2E_PORT) + 1000);
// One seed for the run's seeded choices (export-frames.spec.ts), printed so a failure replays.
process.env.FUZZ_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
if (process.env.TEST_WORKER_INDEX === undefined && !process.argv.includes('--list'))
  console.log(
    `FUZZ_SEED=${process.env.FUZZ_SEED} (replay with this variable); FUZZ_DEPTH=${process.env.FUZZ_DEPTH || 'quick'}`,
  );
process.env.E2E_MAIL_DIR ??= join(tmpdir(), `countstream-e2e-mail-${process.env.E2E_PORT}`);

// The runner finds the browser (or gets one) once, before the web server starts and the first test
// runs; its workers load this file again and take the runner's choice from CHROMIUM_PATH. Headless
// runs get Chromium's headless shell, about half the browser CPU of the full one (decision
// 020h); a run that shows the browser needs the full one. The config cannot read the `headless`
// that --headed sets, so the runner's own arguments say it.
const inRunner = process.env.TEST_WORKER_INDEX === undefined;
// `--list` (npm run test:changed asks which specs a change reaches) runs nothing: no browser, no build.
const listing = process.argv.includes('--list');
const headed = !!process.env.PWDEBUG || process.argv.some((a) => /^--(headed|debug|ui)(=|$)/.test(a));
const executablePath = listing
  ? undefined
  : inRunner
    ? await ensureTestBrowser(realSystem(), consoleIo, { headed })
    : process.env.CHROMIUM_PATH;
if (executablePath) process.env.CHROMIUM_PATH = executablePath;
// The one build every browser test runs against, made here (when missing or stale) rather than in
// the web server's command: a build on a loaded machine (5 min at load 25) outlasted the server's
// start-up timeout, which is meant for the server alone (decision 020e).
if (inRunner && !listing) ensureBuilds(['web']);
// The web server runs as one bundled module on plain node, bundled here for this run (about 1 s).
const root = fileURLToPath(new URL('.', import.meta.url));
const serveBundle = serveBundlePath(root, process.env.E2E_PORT);
if (inRunner && !listing) await bundleServe(root, serveBundle);

const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // One folder per run: parallel runs on one machine must not delete each other's artifacts.
  outputDir: `test-results/run-${process.env.E2E_PORT}`,
  fullyParallel: true,
  // One browser per core, CI's too: the suite keeps the cores busy (painting, exports, the
  // server), so a third and fourth browser on two cores only made each test slower; two took 36
  // tests from 157 to 139 s and 306 to 258 CPU s (decision 037d; 037f tried three without traces).
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  // A form spec that takes 8 s alone took 33 s on a loaded two-core machine; at 30 s a newcomer's
  // first run failed on time limits alone (decision 037d). Slow tests are listed after the run.
  timeout: 60_000,
  reportSlowTests: { max: 5, threshold: 120_000 },
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A trace of every test cost about 15 % of the suite's time; a failed test's retry (CI) records
    // one. Runs without traces once lost a PNG download: Chromium drops a page's downloads past about
    // ten a second, which the export specs now stay under (decision 037g).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  // Tests that change the site-wide price (tagged @global-price) run after all others, so no
  // parallel test reads a price that is about to be put back.
  projects: [
    {
      name: EVERYDAY_PROJECT,
      grepInvert: /@global-price/,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
    // One project per file, chained, so the two never change the price at the same time.
    {
      name: PRICE_PROJECTS[0],
      grep: /@global-price/,
      testMatch: 'admin.spec.ts',
      dependencies: [EVERYDAY_PROJECT],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
    {
      name: PRICE_PROJECTS[1],
      grep: /@global-price/,
      testMatch: 'landing.spec.ts',
      dependencies: [PRICE_PROJECTS[0]],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: `node "${serveBundle}"`,
    url: `${baseURL}/api/pricing`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
