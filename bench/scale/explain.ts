import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { runSql } from '../../server/test/scale-fill';
import { CALLS } from './calls';
import type { Engine } from './engine-run';

// npx tsx bench/scale/explain.ts <postgres://…/db | pglite-dir> [call name filter]: runs each admin
// call of bench:scale once through the real app on a database kept by fill-keep.ts, records the
// statements it sends, and times each with EXPLAIN (ANALYZE, BUFFERS): the database's own time,
// which the machine's load does not inflate the way a request's wall time is inflated.
const [target, filter, verbose] = process.argv.slice(2);
if (!target) {
  console.error('usage: explain.ts <postgres://…/db | pglite-dir> [filter] [plans]');
  process.exit(2);
}
type Captured = { text: string; params: unknown[] };
let recording: Captured[] | null = null;
const record = (text: unknown, params: unknown) => {
  const t = typeof text === 'string' ? text : (text as { text?: string })?.text;
  if (recording && t && /^\s*(select|with|\()/i.test(t))
    recording.push({
      text: t,
      params: Array.isArray(params) ? params : ((text as { values?: unknown[] })?.values ?? []),
    });
};
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  record(args[0], args[1]);
  return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pgQuery;
const liteQuery = PGlite.prototype.query;
PGlite.prototype.query = function (this: PGlite, ...args: unknown[]) {
  record(args[0], args[1]);
  return (liteQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof liteQuery;

const isPg = target.startsWith('postgres');
const handle = await openDatabase(isPg ? { databaseUrl: target } : { dataDir: target });
const dir = mkdtempSync(join(tmpdir(), 'countstream-explain-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dir,
  IP_RATE_LIMIT: '1000000',
});
const app = await buildApp({ config, database: handle, logger: false, distDir: '/nonexistent' });
await app.ready();
const origin = config.appUrl;
const signIn = async (email: string) => {
  let res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin },
    payload: { email, password: 'bench-password-1' },
  });
  if (res.statusCode !== 200)
    res = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin },
      payload: { email, password: 'bench-password-1', firstName: 'Bench' },
    });
  const c = res.cookies.find((x) => x.name === 'cs_session');
  if (!c) throw new Error(`sign-in ${email}: ${res.statusCode} ${res.body}`);
  return `cs_session=${c.value}`;
};
const admin = await signIn('bench-admin@example.org');
const owner = await signIn('bench-owner@example.org');
await runSql(handle, `update users set role = 'admin' where email = 'bench-admin@example.org'`);
const engine = {
  kind: handle.kind,
  handle,
  app,
  admin,
  owner: { cookie: owner, email: 'bench-owner@example.org', counterId: 'none' },
  close: async () => {},
} as Engine;

const explain = async (c: Captured) => {
  const text = `explain (analyze, buffers, format json) ${c.text}`;
  const res = isPg ? await handle.pool!.query(text, c.params) : await handle.pglite!.query(text, c.params);
  const row = res.rows[0] as Record<string, unknown>;
  return (Object.values(row)[0] as Explained[])[0]!;
};
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}
interface Explained {
  'Execution Time': number;
  'Planning Time': number;
  Plan: PlanNode;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan'
    ? [`${node['Relation Name']}(${node['Actual Rows']}/${node['Rows Removed by Filter'] ?? 0})`]
    : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];
for (const call of CALLS.filter((c) => c.name.startsWith('admin') && (!filter || c.name.includes(filter)))) {
  await call.run(engine); // warm, and the last page's number
  recording = [];
  await call.run(engine);
  const stmts = recording;
  recording = null;
  let total = 0;
  let blocks = 0;
  const lines: string[] = [];
  for (const s of stmts) {
    const times: number[] = [];
    let last = undefined as unknown as Explained;
    for (let i = 0; i < 3; i++) {
      last = await explain(s);
      times.push(last['Execution Time'] + last['Planning Time']);
    }
    const ms = median(times);
    total += ms;
    // Buffers of the root node include its children's: pages touched, which load does not change.
    blocks += (last.Plan['Shared Hit Blocks'] ?? 0) + (last.Plan['Shared Read Blocks'] ?? 0);
    const seq = seqScans(last.Plan);
    lines.push(
      `    ${ms.toFixed(2)} ms${seq.length ? ` SEQ ${seq.join(',')}` : ''}  ${s.text.replace(/\s+/g, ' ').slice(0, 160)}`,
    );
    if (verbose)
      lines.push(
        JSON.stringify(
          last.Plan,
          [
            'Node Type',
            'Relation Name',
            'Index Name',
            'Actual Rows',
            'Actual Loops',
            'Actual Total Time',
            'Rows Removed by Filter',
            'Shared Hit Blocks',
            'Shared Read Blocks',
            'Plans',
            'Sort Method',
            'Filter',
            'Index Cond',
            'Recheck Cond',
          ],
          1,
        ),
      );
  }
  console.log(`${call.name}: ${total.toFixed(1)} ms, ${blocks} pages, in ${stmts.length} statements`);
  console.log(lines.join('\n'));
}
await app.close();
await handle.close();
