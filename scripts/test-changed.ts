/**
 * `npm run test:changed [-- <base-ref>] [--wide] [--browser | --no-browser]`: the unit, component,
 * API and browser tests a change reaches, in seconds (issue #37 item 6). The change is the working
 * tree against HEAD (staged, unstaged and untracked files), or against <base-ref> (a branch's work).
 *
 * - unit + component (projects unit, unit-isolated, web, web-isolated): Vitest's `--changed`, the test files that
 *   import a changed file, directly or not.
 * - API (api, api-isolated): Vitest's `--changed` too, narrowed to the server folders the change is
 *   in. Every API test builds the whole app (server/app.ts imports every route), so to Vitest's
 *   module graph a one-line server change reaches nearly every API test (115 of about 150 files:
 *   minutes). The folder of a changed server file (server/contact/ for server/contact/x.ts), and for
 *   a core file the folders of the server files importing it, hold the tests written for it.
 *   `--wide` runs every API test Vitest's graph reaches; `npm run test:api` runs them all.
 * - browser: Playwright's `--only-changed`, the specs that import a changed file. Asked first with
 *   `--list` (no build, browser or server): nothing starts when no spec is reached. Specs run
 *   against the built app, so a change to web/, core/ or server/ code reaches every browser test
 *   through the build, which no import shows: that is said at the end, with `npm run test:e2e`.
 *   When the web build is stale (a web/ or core/ change), the reached specs are listed, not run:
 *   `--browser` rebuilds and runs them; `--no-browser` leaves the browser part out.
 *
 * Each part prints what it ran and how long it took; the run ends with a table of the parts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVERYDAY_PROJECT, PRICE_PROJECTS } from '../e2e/support/projects';
import { buildState } from './build-state.mjs';
import { importedFiles } from './check-imports';

interface Part {
  name: string;
  seconds: number;
  outcome: string;
}

const args = process.argv.slice(2);
const browserFlag = args.includes('--browser') ? 'always' : args.includes('--no-browser') ? 'never' : 'auto';
const base = args.find((a) => !a.startsWith('--'));
const wide = args.includes('--wide');
const root = fileURLToPath(new URL('..', import.meta.url));
const parts: Part[] = [];
const isTest = (f: string) => /\.(test|spec)\.tsx?$/.test(f);

function git(...gitArgs: string[]): string[] {
  const r = spawnSync('git', gitArgs, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${gitArgs.join(' ')} failed: ${r.stderr}`);
  return r.stdout.split('\n').filter(Boolean);
}

/** Runs a command with its output shown, and its output kept for reading. */
function run(
  command: string,
  commandArgs: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; out: string }> {
  console.log(`$ ${command} ${commandArgs.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const keep = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
      out += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

async function timed(name: string, body: () => Promise<string>): Promise<boolean> {
  console.log(`\n== ${name}`);
  const started = performance.now();
  let outcome: string;
  let ok = true;
  try {
    outcome = await body();
  } catch (error) {
    ok = false;
    outcome = `FAILED: ${(error as Error).message}`;
  }
  const seconds = (performance.now() - started) / 1000;
  parts.push({ name, seconds, outcome });
  console.log(`== ${name}: ${outcome} (${seconds.toFixed(1)} s)`);
  return ok;
}

// Vitest prints "Test Files  3 passed (3)"; with no file reached, "No test files found".
const vitestSummary = (out: string) => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Vitest's colours.
  const plain = out.replace(/\u001b\[[0-9;]*m/g, '');
  const files = /Test Files\s+(.+)/.exec(plain)?.[1]?.trim();
  const tests = /\n\s*Tests\s+(.+)/.exec(plain)?.[1]?.trim();
  return files ? `files ${files}; tests ${tests}` : 'no test file reached';
};

async function vitestPart(name: string, projects: string[], filters: string[] = []): Promise<boolean> {
  return timed(name, async () => {
    const changed = base ? [`--changed=${base}`] : ['--changed'];
    const projectArgs = projects.flatMap((p) => ['--project', p]);
    const { code, out } = await run('npx', [
      'vitest',
      'run',
      ...changed,
      ...projectArgs,
      '--passWithNoTests',
      ...filters,
    ]);
    if (code !== 0) throw new Error(`vitest exited ${code}`);
    return vitestSummary(out);
  });
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sources(path);
    } else if (/\.tsx?$/.test(entry.name) && !isTest(entry.name)) yield path;
  }
}

/**
 * The server folders whose tests a change is for: the folder of each changed server file, and for a
 * changed core file, the folders of the server files importing it (directly or through other core
 * files). `null` when a change reaches every API test (the test app, its global set-up, the config).
 */
function apiFolders(files: string[]): string[] | null {
  const folderOf = (f: string) => {
    const parts = f.split('/');
    return parts.length >= 3 ? `${parts[0]}/${parts[1]}/` : f.replace(/\.tsx?$/, '');
  };
  if (files.some((f) => /^server\/test\/[^/]+\.ts$/.test(f) || /^vitest\.(config|setup)/.test(f)))
    return null;
  const reliability = files.some((f) => f.startsWith('server/test/reliability/'));
  const server = new Set(files.filter((f) => /^server\/.+\.tsx?$/.test(f)));
  const core = files.filter((f) => /^core\/.+\.tsx?$/.test(f) && !isTest(f));
  if (core.length > 0) {
    // Who imports whom, among core and server sources.
    const importers = new Map<string, string[]>();
    for (const file of [...sources('core'), ...sources('server')]) {
      const absolute = join(root, file);
      for (const target of importedFiles(absolute, readFileSync(absolute, 'utf8'))) {
        const to = relative(root, target);
        importers.set(to, [...(importers.get(to) ?? []), file]);
      }
    }
    // Only the server files that import a changed core file themselves: a hub (the form defaults)
    // reaches most of the server through other core files, and those domains' tests are the whole
    // API suite's business (--wide, npm run test:api).
    for (const file of core)
      for (const from of importers.get(file) ?? []) if (from.startsWith('server/')) server.add(from);
  }
  // The whole-API suites (authorization matrix, fuzzing, security) run with --wide or npm run test:api.
  const folders = [...new Set([...server].map(folderOf))].filter((f) => f !== 'server/test/');
  return (reliability ? [...folders, 'server/test/reliability/'] : folders).sort();
}

const changedFiles = [
  ...new Set([
    ...git('diff', '--name-only', base ?? 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].sort();

console.log(`Changed against ${base ?? 'HEAD (the working tree)'}: ${changedFiles.length} file(s)`);
for (const f of changedFiles.slice(0, 30)) console.log(`  ${f}`);
if (changedFiles.length > 30) console.log(`  … and ${changedFiles.length - 30} more`);

// What the browser specs run against: the build of web/ and core/, and the server bundle.
const appChanges = changedFiles.filter(
  (f) =>
    !isTest(f) && (/^(web|core|server)\//.test(f) || ['vite.config.ts', 'package-lock.json'].includes(f)),
);

let ok = await vitestPart('unit + component tests (unit, unit-isolated, web, web-isolated)', [
  'unit',
  'unit-isolated',
  'web',
  'web-isolated',
]);
const folders = wide ? null : apiFolders(changedFiles);
if (folders === null) {
  const name = 'API tests (api, api-isolated), every file the change reaches';
  ok = (await vitestPart(name, ['api', 'api-isolated'])) && ok;
} else if (folders.length === 0) {
  console.log('\n== API tests: the change is in no server folder, nor in a core file the server imports');
} else {
  console.log(`\nAPI tests in the folders of the change: ${folders.join(' ')} (--wide: all it reaches)`);
  const name = `API tests (api, api-isolated) in ${folders.length} folder(s)`;
  ok = (await vitestPart(name, ['api', 'api-isolated'], folders)) && ok;
}

if (browserFlag === 'never') {
  console.log('\n== browser tests: left out (--no-browser)');
} else {
  ok =
    (await timed('browser tests (Playwright --only-changed)', async () => {
      const only = base ? `--only-changed=${base}` : '--only-changed';
      // The specs that change the site-wide price run in projects chained after the whole suite
      // (playwright.config.ts), so asking for them would run every test. Here they are asked for
      // without that chain, one at a time, after the other reached specs.
      const groups = [
        [only, `--project=${EVERYDAY_PROJECT}`],
        [only, ...PRICE_PROJECTS.map((p) => `--project=${p}`), '--no-deps', '--workers=1'],
      ];
      const reached: { args: string[]; tests: number }[] = [];
      // A spec with price tests is listed in both groups: its file is counted once.
      const specFiles = new Set<string>();
      for (const group of groups) {
        const listed = await run('npx', ['playwright', 'test', ...group, '--list']);
        if (listed.code !== 0) throw new Error(`playwright --list exited ${listed.code}`);
        const total = /Total: (\d+) tests?/.exec(listed.out);
        if (!total || total[1] === '0') continue;
        reached.push({ args: group, tests: Number(total[1]) });
        for (const m of listed.out.matchAll(/› (\S+\.spec\.ts):\d+:\d+ ›/g)) specFiles.add(m[1]!);
      }
      if (reached.length === 0) return 'no spec imports a changed file: nothing run';
      const tests = reached.reduce((n, g) => n + g.tests, 0);
      const files = `${specFiles.size} file${specFiles.size === 1 ? '' : 's'}`;
      // The server is bundled afresh for every browser run (about 1 s); the web app is rebuilt only
      // when stale, which takes longer than the loop is meant to: asked for with --browser.
      if (browserFlag === 'auto' && buildState('web') !== 'fresh') {
        return (
          `${tests} tests in ${files} import a changed file, not run: the web build is ` +
          'stale (run with --browser to rebuild it and run them)'
        );
      }
      let passed = 0;
      for (const group of reached) {
        const { code, out } = await run('npx', ['playwright', 'test', ...group.args]);
        if (code !== 0) throw new Error(`playwright exited ${code}`);
        passed += Number(/(\d+) passed/.exec(out)?.[1] ?? '0');
      }
      return `${passed} passed (${tests} tests in ${files})`;
    })) && ok;
}

console.log('\n== test:changed summary');
for (const p of parts) console.log(`  ${p.seconds.toFixed(1).padStart(6)} s  ${p.name}: ${p.outcome}`);
console.log(
  `  ${parts
    .reduce((s, p) => s + p.seconds, 0)
    .toFixed(1)
    .padStart(6)} s  in all`,
);
if (appChanges.length > 0) {
  console.log(
    `\nThe change reaches the app the browser tests run against (${appChanges.slice(0, 5).join(', ')}` +
      `${appChanges.length > 5 ? ', …' : ''}): Playwright cannot tell which specs it affects.\n` +
      'Before pushing, run the whole browser suite: npm run test:e2e (it rebuilds the app first).',
  );
}
process.exit(ok ? 0 : 1);
