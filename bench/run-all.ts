import { fileURLToPath } from 'node:url';
import { BENCHES, type Bench } from './support/benches';
import { judge, type Row, renderTable, skippedRow } from './support/report';
import { runBench } from './support/run-bench';

// `npm run bench`: every benchmark in bench/, one after another (they would skew each other's
// figures side by side), then one table of figures and budgets. Exits 1 when a bench failed or an
// enforced budget was missed. `--quick` (CI): short runs, only robust budgets enforced.
// `--only=view,load`: some of them. Budgets and quick settings live in bench/support/benches.ts.
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const onlyArg = args.find((a) => a.startsWith('--only='));
const only = onlyArg?.slice('--only='.length).split(',').filter(Boolean);
const unknownArgs = args.filter((a) => a !== '--quick' && !a.startsWith('--only='));
// `--only=live` also picks live-2, the same file on two instances.
const picked = (b: Bench) => !only || only.some((o) => o === b.name || b.name.startsWith(`${o}-`));
const unknownNames = (only ?? []).filter((o) => !BENCHES.some((b) => b.name === o));
if (unknownArgs.length || unknownNames.length) {
  console.error(`unknown: ${[...unknownArgs, ...unknownNames].join(' ')}`);
  console.error(`usage: tsx bench/run-all.ts [--quick] [--only=${BENCHES.map((b) => b.name).join(',')}]`);
  process.exit(2);
}
// Generous: a fresh clone builds the web app inside the viewer bench first.
const TIMEOUT_S = quick ? 240 : 900;
const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root); // the benches name their helper scripts relative to the repository

const selected = BENCHES.filter(picked);
const prefixWidth = Math.max(...selected.map((b) => b.name.length)) + 3;
const rows: Row[] = [];
let current: { stop: (reason: string) => void } | undefined;
let interrupted: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    interrupted ??= signal;
    process.stderr.write(`\n${signal}: stopping the running benchmark and its processes…\n`);
    current?.stop('interrupted');
  });

const started = performance.now();
for (const bench of selected) {
  if (bench.needsDatabase && !process.env.DATABASE_URL) rows.push(skippedRow(bench, 'needs DATABASE_URL'));
  else if (quick && !bench.quickEnv) rows.push(skippedRow(bench, 'too long for --quick'));
  else if (interrupted) rows.push(skippedRow(bench, 'interrupted'));
  else {
    const env = { ...bench.env, ...(quick ? bench.quickEnv : {}) };
    const shown = Object.entries(env).map(([k, v]) => `${k}=${v}`);
    console.log(`\n== ${bench.name}: ${[...shown, bench.file].join(' ')}`);
    const handle = runBench(bench.name, bench.file, env, {
      prefix: `[${bench.name}]`.padEnd(prefixWidth),
      timeoutS: TIMEOUT_S,
    });
    current = handle;
    rows.push(...judge(bench, await handle.done, quick));
    current = undefined;
  }
}

const seconds = Math.round((performance.now() - started) / 1000);
const ran = new Set(rows.filter((r) => r.result !== 'skipped').map((r) => r.bench));
const failed = new Set(rows.filter((r) => r.failed).map((r) => r.bench));
console.log(`\n== benchmarks${quick ? ' (quick)' : ''}\n`);
console.log(renderTable(rows));
console.log('');
if (quick)
  console.log(
    'quick: a short run on a shared machine; timing budgets are shown but only enforced in full runs.',
  );
const benchmarks = `${ran.size} benchmark${ran.size === 1 ? '' : 's'}`;
const took = `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
console.log(`${failed.size ? `${failed.size} of ${benchmarks} failed` : `${benchmarks} passed`} in ${took}`);
if (interrupted) process.exit(interrupted === 'SIGINT' ? 130 : 143);
process.exit(failed.size ? 1 : 0);
