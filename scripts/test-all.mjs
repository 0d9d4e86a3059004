// @ts-check
// `npm test`: the unit, component and API suites (one Vitest run) and the browser suite (Playwright)
// at the same time, not one after the other. Each alone leaves part of the machine idle: the API
// files wait on their databases, mail and timers, the browser tests on pages and animations. Side
// by side they fill each other's gaps: 9.5 minutes one after another became 7.2 on a quiet two-core
// machine (decision 037h).
//
// The browser suite reports as it goes (it owns the terminal); Vitest's report is kept and printed
// whole when both are done, after a line that says when it finished and how. The exit code fails
// when either failed. Arguments are not passed on: to run one suite, or some files of one, use
// npm run test:unit, test:api or test:e2e.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const VITEST_PROJECTS = ['unit', 'unit-isolated', 'web', 'web-isolated', 'api', 'api-isolated'];
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** @param {string} script @param {string[]} args @param {boolean} captured */
function run(script, args, captured) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: captured ? { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } : process.env,
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (d) => output.push(d));
  child.stderr?.on('data', (d) => output.push(d));
  /** @type {Promise<{ code: number, output: string }>} */
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }),
    );
  });
  return done;
}

const vitest = run(
  'node_modules/vitest/vitest.mjs',
  ['run', ...VITEST_PROJECTS.flatMap((p) => ['--project', p])],
  true,
).then((result) => {
  const summary = /Tests\s+(.*)$/m.exec(stripVTControlCharacters(result.output))?.[1] ?? '';
  console.log(
    `\n== unit, component and API tests (Vitest) ${result.code === 0 ? 'passed' : 'FAILED'} after ${seconds()}` +
      `${summary ? `: ${summary.trim()}` : ''}; their report follows the browser suite's\n`,
  );
  return result;
});
console.log(
  '== unit, component and API tests (Vitest) started; the browser tests (Playwright) report below\n',
);
const browser = await run('node_modules/@playwright/test/cli.js', ['test'], false);
const browserTime = seconds();
const units = await vitest;

console.log('\n== unit, component and API tests (Vitest): their report\n');
process.stdout.write(units.output);
console.log(
  `\n== npm test: unit, component and API tests ${units.code === 0 ? 'passed' : 'FAILED'}; ` +
    `browser tests ${browser.code === 0 ? 'passed' : 'FAILED'} (done after ${browserTime}); all in ${seconds()}`,
);
process.exit(units.code === 0 && browser.code === 0 ? 0 : 1);
