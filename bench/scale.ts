import { parseArgs } from 'node:util';
import { CALLS, coldViewUnderAdminLoad } from './scale/calls';
import { startEngine } from './scale/engine-run';
import { median } from './support/median';

// npm run bench:scale [-- --users 200000] [--runs 7]: fills a database of that size on the embedded
// default (PGlite) and, with DATABASE_URL, on PostgreSQL, plus one of 1,000 users on each, then
// prints every call's median and its growth from 1,000 users (issue 26). --users 20000 for development.
// A second table gives each call's best run: on a shared machine a run can only be slowed by others'
// work, never sped up, so the best of R is the steadier figure of what the call itself costs.
const { values } = parseArgs({
  options: { users: { type: 'string', default: '200000' }, runs: { type: 'string', default: '7' } },
});
const USERS = Number(values.users);
const RUNS = Number(values.runs);
const SMALL = 1000;
if (!Number.isInteger(USERS) || USERS < SMALL || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error('usage: npm run bench:scale -- [--users N ≥ 1000] [--runs R]');
  process.exit(2);
}
const postgres = process.env.DATABASE_URL;
const log = (line: string) => process.stderr.write(`${line}\n`);

type Column = { label: string; url: string | undefined; users: number };
const columns: Column[] = [
  ...(postgres
    ? [
        { label: `PostgreSQL ${SMALL}`, url: postgres, users: SMALL },
        { label: `PostgreSQL ${USERS}`, url: postgres, users: USERS },
      ]
    : []),
  { label: `PGlite ${SMALL}`, url: undefined, users: SMALL },
  { label: `PGlite ${USERS}`, url: undefined, users: USERS },
];
const results = new Map<string, Map<string, number>>(); // call → column → median ms
const bests = new Map<string, Map<string, number>>(); // call → column → best ms
const HEAVY = ['admin users, last page', "admin search counters 'schmidt'", 'admin dashboard'];
const UNDER_LOAD = 'public view, cold, admin running (max)';

for (const col of columns) {
  log(`— ${col.label}: filling`);
  const engine = await startEngine(col.users, col.url, (l) => log(`  ${col.label}: ${l}`));
  try {
    for (const call of CALLS) {
      for (let i = 0; i < 2; i++) await call.run(engine); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await call.run(engine);
        times.push(performance.now() - t);
      }
      const ms = median(times);
      if (!results.has(call.name)) results.set(call.name, new Map());
      results.get(call.name)!.set(col.label, ms);
      if (!bests.has(call.name)) bests.set(call.name, new Map());
      bests.get(call.name)!.set(col.label, Math.min(...times));
      log(`  ${col.label}: ${call.name}: ${ms.toFixed(1)} ms (best ${Math.min(...times).toFixed(1)})`);
    }
    const heavy = CALLS.filter((c) => HEAVY.includes(c.name));
    const worst = await coldViewUnderAdminLoad(engine, heavy);
    if (!results.has(UNDER_LOAD)) results.set(UNDER_LOAD, new Map());
    results.get(UNDER_LOAD)!.set(col.label, worst);
  } finally {
    await engine.close();
  }
}

// Markdown tables: medians (then best runs) in ms, and how many times slower the big database is
// than 1,000 users.
const fmt = (ms: number | undefined) => (ms === undefined ? '–' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const engines = [...(postgres ? ['PostgreSQL'] : []), 'PGlite'];
function printTable(title: string, table: Map<string, Map<string, number>>) {
  const head = ['call', ...columns.map((c) => `${c.label} (ms)`), ...engines.map((e) => `${e} growth`)];
  console.log(`\n${title}\n\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const [name, byCol] of table) {
    const growth = engines.map((e) => {
      const small = byCol.get(`${e} ${SMALL}`);
      const big = byCol.get(`${e} ${USERS}`);
      return small && big ? `×${(big / small).toFixed(1)}` : '–';
    });
    console.log(
      `| ${name} | ${columns.map((c) => fmt(byCol.get(c.label))).join(' | ')} | ${growth.join(' | ')} |`,
    );
  }
}
printTable(`Medians of ${RUNS} runs`, results);
printTable(`Best of ${RUNS} runs (what the call costs when nothing else runs)`, bests);
