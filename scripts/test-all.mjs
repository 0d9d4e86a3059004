// @ts-check
// `npm test`: the unit and API suites (one Vitest run) and the browser suite (Playwright) at the same
// time. The browser suite keeps about one of two cores busy (its tests mostly wait for a page, an
// animation or a poll), so the Vitest suites run in the other core's worth of room instead of after
// it (decision 020c). Playwright's lines are shown as they come; Vitest's are held and shown in one
// block when it ends, so the two reports do not interleave. Fails when either fails.
import { spawn } from 'node:child_process';

const SUITES = [
  {
    label: 'unit and API tests (Vitest)',
    args: ['vitest', 'run', '--project', 'unit', '--project', 'api', '--project', 'api-isolated'],
    live: false,
  },
  { label: 'browser tests (Playwright)', args: ['playwright', 'test'], live: true },
];

/** @param {{ label: string, args: string[], live: boolean }} suite @returns {Promise<number>} */
function run(suite) {
  const started = Date.now();
  const child = spawn('npx', suite.args, {
    stdio: ['ignore', suite.live ? 'inherit' : 'pipe', suite.live ? 'inherit' : 'pipe'],
  });
  /** @type {Buffer[]} */
  const held = [];
  child.stdout?.on('data', (c) => held.push(c));
  child.stderr?.on('data', (c) => held.push(c));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const status = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      if (!suite.live) process.stdout.write(`\n== ${suite.label}\n${Buffer.concat(held).toString()}`);
      process.stdout.write(`\n== ${suite.label}: ${status} in ${seconds} s\n`);
      resolve(code === 0 ? 0 : 1);
    });
  });
}

console.log(`Running ${SUITES.map((s) => s.label).join(' and ')} at the same time.`);
const results = await Promise.all(SUITES.map(run));
process.exit(results.some((r) => r !== 0) ? 1 : 0);
