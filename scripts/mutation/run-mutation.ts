import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { AREAS, findArea, type MutationArea } from './areas';
import { describeSurvivors, judgeArea, type MutationReport, mergeReports, scoreReport } from './scores';
import { type AreaSources, staleFiles, staleMeasuredFiles, withoutGoneFiles } from './stale-files';

// `npm run test:mutation` (issue #25): StrykerJS over each area with the tests that belong to it, on
// Node >= 22, incremental against the results kept in reports/mutation/<area>.json.gz (gzipped so
// the repository stays small and lint leaves them alone). Options:
//   --area <name>[,<name>]  only these areas (core, billing-auth, server, web)
//   --files <glob> [...]    mutate only these files (each in its own area)
//   --tests <glob> [...]    run only these tests (of the area's Vitest project), for a quick look;
//                           the score is then a lower bound of what the area's tests kill
//   --changed               mutate the CI areas' files that are not as the kept report measured them
//                           (their source, or a test that covered them, changed: stale-files.ts)
//   --measured              with --changed: only the files the kept report has measured before
//                           whose source or own test (x.test.ts) changed, each with the area's
//                           tests that import it (CI's check, decision 025g)
//   --full                  re-run every mutant (Stryker's --force), static ones included in every
//                           area (areas.ts, staticMutants): the bench-style full report
//   --no-static             leave static mutants out (counted as ignored) whatever the above
//   --concurrency <n>       Stryker workers (default 2)
//   --list                  print the files each chosen area would mutate, and stop (with
//                           --changed --measured: what CI would measure again, before committing)
const root = fileURLToPath(new URL('../..', import.meta.url));
// MUTATION_REPORTS_DIR keeps a one-off measurement (a before/after comparison) out of the kept results.
const REPORTS = process.env.MUTATION_REPORTS_DIR ?? join(root, 'reports/mutation');
const WORK = join(root, '.stryker-tmp');

interface Options {
  areas: string[];
  files: string[];
  tests: string[];
  changed: boolean;
  measured: boolean;
  full: boolean;
  noStatic: boolean;
  concurrency: number;
  list: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    areas: [],
    files: [],
    tests: [],
    changed: false,
    measured: false,
    full: false,
    noStatic: false,
    concurrency: 2,
    list: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--area') options.areas.push(...(argv[++i] ?? '').split(','));
    else if (arg === '--files')
      while (argv[i + 1] && !argv[i + 1]!.startsWith('--')) options.files.push(argv[++i]!);
    else if (arg === '--tests')
      while (argv[i + 1] && !argv[i + 1]!.startsWith('--')) options.tests.push(argv[++i]!);
    else if (arg === '--changed') options.changed = true;
    else if (arg === '--measured') options.measured = true;
    else if (arg === '--full') options.full = true;
    else if (arg === '--no-static') options.noStatic = true;
    else if (arg === '--concurrency') options.concurrency = Number(argv[++i]);
    else if (arg === '--list') options.list = true;
    else throw new Error(`Unknown option ${arg}`);
  }
  for (const name of options.areas)
    if (!AREAS.some((a) => a.name === name)) throw new Error(`Unknown area ${name}`);
  return options;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const lines = (s: string) => s.split('\n').filter(Boolean);

function listFiles(globs: string[]): string[] {
  return lines(git('ls-files', '-co', '--exclude-standard', '--', ...globs.map((g) => `:(glob)${g}`)));
}

/** Files to mutate per area; an empty list means the whole area. Undefined: nothing to do. */
function chooseFiles(options: Options): Map<MutationArea, string[]> | undefined {
  const selected = options.areas.length ? AREAS.filter((a) => options.areas.includes(a.name)) : AREAS;
  const byArea = new Map<MutationArea, string[]>();
  if (options.changed) {
    for (const area of selected.filter((a) => a.inCi)) {
      const kept = readReport(keptReportOf(area));
      if (options.measured) {
        // Files measured before whose source or own test changed: where a score can drop. Each is
        // measured with the area's tests that import it (Vitest's related files in an API area; all
        // of a unit area's tests, which are cheap), so the score is comparable with the kept one.
        const stale = staleMeasuredFiles(kept, areaSources(area));
        console.log(`${area.name}: ${stale.length} measured file(s) changed, or their own tests did`);
        byArea.set(area, stale);
        continue;
      }
      const stale = staleFiles(kept, areaSources(area));
      console.log(`${area.name}: ${stale.length} file(s) not as the kept report measured them`);
      byArea.set(area, stale);
    }
    return byArea;
  }
  if (!options.files.length) {
    for (const area of selected) byArea.set(area, []);
    return byArea;
  }
  for (const file of listFiles(options.files)) {
    const area = findArea(file);
    if (!area || !selected.includes(area)) continue;
    byArea.set(area, [...(byArea.get(area) ?? []), file]);
  }
  return byArea.size ? byArea : undefined;
}

const keptReportOf = (area: MutationArea) => join(REPORTS, `${area.name}.json.gz`);
const readText = (file: string) => readFileSync(join(root, file), 'utf8');

function areaSources(area: MutationArea): AreaSources {
  const sources = Object.fromEntries(wholeArea(area).map((f) => [f, readText(f)]));
  const tests = Object.fromEntries(listFiles(area.tests).map((f) => [f, readText(f)]));
  return { sources, tests };
}

function wholeArea(area: MutationArea): string[] {
  return listFiles(area.folders.map((f) => `${f}**/*.ts`)).filter((f) => findArea(f) === area);
}

/** A Node >= 22 for Stryker: this one, $MUTATION_NODE, or one fetched like test-on-node.sh does. */
function findNode(): { node: string; cleanup: () => void } {
  if (Number(process.versions.node.split('.')[0]) >= 22) return { node: process.execPath, cleanup: () => {} };
  if (process.env.MUTATION_NODE) return { node: process.env.MUTATION_NODE, cleanup: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'countstream-node24-'));
  const bin = execFileSync('bash', [join(root, 'scripts/fetch-node.sh'), '24', dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  return { node: join(bin, 'node'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function readReport(path: string): MutationReport | undefined {
  if (!existsSync(path)) return undefined;
  const raw = readFileSync(path);
  return JSON.parse((path.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8'));
}

function runArea(area: MutationArea, files: string[], options: Options, node: string): boolean {
  const kept = keptReportOf(area);
  const previous = readReport(kept);
  mkdirSync(WORK, { recursive: true });
  const incrementalFile = join(WORK, `${area.name}-${process.pid}.incremental.json`);
  rmSync(incrementalFile, { force: true });
  if (previous) writeFileSync(incrementalFile, JSON.stringify(previous));
  const mutate = files.length ? files : wholeArea(area);
  const config = {
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    // Every chosen test in the first run, not only those Vitest finds related to the mutated files:
    // a file without mutants (re-exports, types) has no related test, and Stryker stops there. Cheap
    // for unit tests and for tests named by --tests or --measured; a whole API suite keeps `related`.
    vitest: {
      configFile: 'scripts/mutation/vitest-area.config.ts',
      related: area.project === 'api' && options.tests.length === 0,
    },
    coverageAnalysis: 'perTest',
    mutate,
    incremental: true,
    incrementalFile,
    force: options.full,
    // With a few chosen tests, static mutants are cheap again.
    ignoreStatic: options.noStatic || !(options.full || options.tests.length > 0 || area.staticMutants),
    concurrency: options.concurrency,
    reporters: ['progress-append-only', 'clear-text'],
    clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: false, reportTests: false },
    // The machine is shared: a slow test is not a mutant's infinite loop.
    timeoutMS: 15_000,
    dryRunTimeoutMinutes: 15,
    tempDirName: '.stryker-tmp',
    ignorePatterns: ['data', 'test-results', 'playwright-report', 'bench/out', 'reports'],
    // Only the report's colours: Stryker refuses a `high` below `low`, and a floor may pass its target.
    thresholds: { high: Math.max(area.target, area.floor), low: area.floor, break: null },
  };
  const configFile = join(WORK, `${area.name}-${process.pid}.config.json`);
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  console.log(
    `\n== ${area.title}: ${files.length ? `${mutate.length} file(s)` : `whole area, ${mutate.length} files`}`,
  );
  const started = Date.now();
  const result = spawnSync(
    node,
    [join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', configFile],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        MUTATION_PROJECT: area.project,
        MUTATION_TESTS: (options.tests.length ? options.tests : area.tests).join(','),
      },
    },
  );
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const next = readReport(incrementalFile);
  rmSync(incrementalFile, { force: true });
  rmSync(configFile, { force: true });
  if (result.status !== 0 || !next) {
    console.error(`Stryker failed for ${area.name} (exit ${result.status}) after ${minutes} min`);
    return false;
  }
  const { sources } = areaSources(area);
  const before = previous ? scoreReport(withoutGoneFiles(previous, sources)).total.score : null;
  const merged = withoutGoneFiles(mergeReports(previous, next), sources);
  // Stryker reports no entry for a file without mutants (re-exports, types): kept with none and its
  // current source (an older entry, from when it had some, would leave it stale on every later run).
  for (const file of mutate)
    if (!next.files[file] && sources[file] !== undefined)
      merged.files[file] = { language: 'typescript', source: sources[file], mutants: [] };
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(kept, gzipSync(JSON.stringify(merged), { level: 9 }));
  return printScores(area, merged, new Set(mutate), minutes, before);
}

function printScores(
  area: MutationArea,
  report: MutationReport,
  ran: Set<string>,
  minutes: string,
  before: number | null,
): boolean {
  const { files, total } = scoreReport(report);
  const pct = (s: number | null) => (s === null ? '  n/a' : `${s.toFixed(1).padStart(5)}`);
  console.log(`\n-- ${area.name}: score per file (* = mutated in this run, ${minutes} min)`);
  for (const [name, s] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `${ran.has(name) ? '*' : ' '} ${pct(s.score)} %  ${name}  (killed ${s.killed + s.timeout}, survived ${s.survived}, no coverage ${s.noCoverage}, ignored ${s.ignored}${s.notRun ? `, no test ran ${s.notRun}` : ''})`,
    );
  for (const line of describeSurvivors(report, 30)) console.log(`  survivor: ${line}`);
  const measured = Object.keys(files).length;
  const ok = judgeArea(total.score, area.floor, before);
  const was = before === null || before === total.score ? '' : ` (${pct(before).trim()} % before this run)`;
  const below =
    ok && total.score !== null && total.score < area.floor
      ? ', below the floor but not lower than before'
      : '';
  console.log(
    `== ${area.name}: ${pct(total.score)} % over ${measured} measured file(s)${was}; floor ${area.floor} %, target ${area.target} % -> ${ok ? 'PASS' : 'FAIL'}${below}`,
  );
  if (ok && total.score !== null && total.score > area.floor + 1)
    console.log(`   (score is above the floor: raise ${area.name}'s floor in scripts/mutation/areas.ts)`);
  return ok;
}

function main() {
  const options = parseOptions(process.argv.slice(2));
  const plan = chooseFiles(options);
  if (!plan) {
    console.log('No file of the chosen areas matches: nothing to mutate.');
    return;
  }
  if (options.list) {
    for (const [area, files] of plan)
      console.log(
        `${area.name}: ${files.length ? files.join(' ') : options.changed ? '(none)' : '(every file)'}`,
      );
    return;
  }
  let ok = true;
  // Areas with nothing stale are judged by their kept results without starting Stryker.
  for (const [area, files] of plan) {
    if (!options.changed || files.length) continue;
    const kept = readReport(keptReportOf(area));
    if (kept) {
      const report = withoutGoneFiles(kept, areaSources(area).sources);
      ok = printScores(area, report, new Set(), '0', scoreReport(report).total.score) && ok;
    }
    plan.delete(area);
  }
  if (plan.size) {
    const { node, cleanup } = findNode();
    try {
      console.log(`Stryker on Node ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}`);
      for (const [area, files] of plan) ok = runArea(area, files, options, node) && ok;
    } finally {
      cleanup();
    }
  }
  if (!ok) process.exitCode = 1;
}

main();
