import { loadavg } from 'node:os';
import pg from 'pg';
import { type Helper, startHelper } from './support/child';

// Live delivery budget (issue 8): `npx tsx bench/live.ts`. CLIENTS Server-Sent Event viewers of one
// counter; UPDATES API calls; for each, the time from the call to each viewer receiving the change.
// INSTANCES=2 (needs DATABASE_URL) splits the viewers across two app processes on one PostgreSQL,
// so every change crosses LISTEN/NOTIFY. Exits 1 when a budget is missed.
const BUDGET = { deliveredPct: 100, p99Ms: 250, kbPerConnection: 30 };
const CLIENTS = Number(process.env.CLIENTS ?? 5000);
const UPDATES = Number(process.env.UPDATES ?? 20);
const INSTANCES = Number(process.env.INSTANCES ?? 1);
// EVENTS=1: each update is a subathon event (POST …/events, issue 18) rather than an increment.
const EVENTS = process.env.EVENTS === '1';
const baseUrl = process.env.DATABASE_URL;
if (INSTANCES > 1 && !baseUrl)
  throw new Error('INSTANCES > 1 needs DATABASE_URL (one PostgreSQL for all instances)');

interface Instance extends Helper {
  port: number;
}

async function startInstance(
  env: Record<string, string>,
): Promise<Instance & { setup: { counterId: string; key: string } }> {
  const helper = startHelper('bench/live/server.ts', env, ['--expose-gc']);
  const ready = JSON.parse(await helper.wait('READY'));
  return { ...helper, port: ready.port, setup: ready };
}

let dropDb = async () => {};
let dbUrl = '';
if (baseUrl) {
  const name = `cs_bench_live_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  dbUrl = u.toString();
  dropDb = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}

const first = await startInstance({ SETUP: '1', BENCH_DATABASE_URL: dbUrl });
const instances: Instance[] = [first];
for (let i = 1; i < INSTANCES; i++) instances.push(await startInstance({ BENCH_DATABASE_URL: dbUrl }));
const { counterId, key } = first.setup;
const mem = async () =>
  Promise.all(
    instances.map(
      async (x) =>
        JSON.parse(await x.ask('mem', 'MEM')) as { rss: number; heapUsed: number; external: number },
    ),
  );
const before = await mem();

// The viewers run in CLIENT_PROCS processes of their own (bench/live/clients.ts), not in this one:
// 5,000 sockets' callbacks queued behind the bench's bookkeeping measured the bench, not the server.
const CLIENT_PROCS = Number(process.env.CLIENT_PROCS ?? 2);
const wallNow = () => performance.timeOrigin + performance.now();
const ports = instances.map((x) => x.port);
const clients = Array.from({ length: CLIENT_PROCS }, (_, p) => {
  const from = Math.floor((p * CLIENTS) / CLIENT_PROCS);
  const to = Math.floor(((p + 1) * CLIENTS) / CLIENT_PROCS);
  return startHelper('bench/live/clients.ts', {
    PORTS: ports.join(','),
    COUNTER_ID: counterId,
    COUNT: String(to - from),
    FIRST: String(from),
  });
});
for (const x of instances) await x.ask(`watch ${counterId}`, 'WATCHING');
const t0 = performance.now();
await Promise.all(clients.map((c) => c.ask('connect', 'CONNECTED')));
const connectS = (performance.now() - t0) / 1000;
await new Promise((r) => setTimeout(r, 500));
const after = await mem();
for (const x of instances) await x.ask(`probe ${counterId}`, 'PROBING');
for (const c of clients) await c.ask('cpu-start', 'CPU-STARTED');
// PROFILE=dir: a CPU profile of each instance during the updates (open in Chrome DevTools).
const profileDir = process.env.PROFILE;
if (profileDir) for (const x of instances) await x.ask('prof-start', 'PROF-STARTED');

const sentAt = new Map<number, number>();
for (let i = 0; i < UPDATES; i++) {
  const start = wallNow();
  const res = await fetch(
    `http://127.0.0.1:${first.port}/api/v1/counters/${counterId}/${EVENTS ? 'events' : 'increment'}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: EVENTS ? JSON.stringify({ id: `bench-${i}`, type: 'custom' }) : '{"by":1}',
    },
  );
  const body = (await res.json()) as { run: { version: number } };
  sentAt.set(body.run.version, start);
  await new Promise((r) => setTimeout(r, 250));
}
await new Promise((r) => setTimeout(r, 2000));
if (profileDir)
  for (const [i, x] of instances.entries())
    await x.ask(`prof-stop ${profileDir}/live-instance-${i}.cpuprofile`, 'PROF-STOPPED');

type Timings = {
  cpuMs: number;
  sysMs: number;
  posts: { at: number; answeredAt: number }[];
  fanouts: Record<number, { first: number; last?: number; cpuFirst: number; cpuLast?: number }>;
};
const timings = await Promise.all(
  instances.map(async (x) => JSON.parse(await x.ask('timings', 'TIMINGS')) as Timings),
);
type Report = { cpuMs: number; sysMs: number; arrivals: Record<number, Record<number, number[]>> };
const reports = await Promise.all(
  clients.map(async (c) => JSON.parse(await c.ask('report', 'REPORT')) as Report),
);

const latencies: number[] = [];
// Per instance: time from the last listener's call (the end of its fan-out loop) to each arrival.
const afterLoop: number[] = [];
let initial = 0;
for (const r of reports)
  for (const [port, byVersion] of Object.entries(r.arrivals)) {
    const fanouts = timings[ports.indexOf(Number(port))]!.fanouts;
    initial += byVersion[0]?.length ?? 0;
    for (const [version, start] of sentAt)
      for (const at of byVersion[version] ?? []) {
        latencies.push(at - start);
        const last = fanouts[version]?.last;
        if (last !== undefined) afterLoop.push(at - last);
      }
  }
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pctOf = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? Number.NaN;
latencies.sort((a, b) => a - b);
const pct = (p: number) => pctOf(latencies, p);
const delivered = (latencies.length / (CLIENTS * UPDATES)) * 100;
// The server's phases per update: the POST answered; the bus's first listener called (the
// change committed, published and reloaded); its last listener called (every stream written).
const phases = {
  answered: [] as number[],
  firstListener: [] as number[],
  fanLoop: [] as number[],
  fanLoopCpu: [] as number[],
};
// Per update (DETAIL=1): where its slowest viewer's time went.
const detail: string[] = [];
const versions = [...sentAt.entries()].sort((a, b) => a[0] - b[0]);
for (const [i, [version, start]] of versions.entries()) {
  const post = timings[0]!.posts[i];
  if (post) phases.answered.push(post.answeredAt - start);
  for (const t of timings) {
    const f = t.fanouts[version];
    if (!f) continue;
    phases.firstListener.push(f.first - start);
    if (f.last !== undefined) phases.fanLoop.push(f.last - f.first);
    if (f.cpuLast !== undefined) phases.fanLoopCpu.push(f.cpuLast - f.cpuFirst);
  }
  const slowest = Math.max(
    ...reports.flatMap((r) => Object.values(r.arrivals).flatMap((byVersion) => byVersion[version] ?? [])),
  );
  detail.push(
    `  v${version}: answered ${((post?.answeredAt ?? Number.NaN) - start).toFixed(0)}, ${timings
      .map((t) => {
        const f = t.fanouts[version];
        return f
          ? `listeners ${(f.first - start).toFixed(0)}→${((f.last ?? Number.NaN) - start).toFixed(0)} (cpu ${((f.cpuLast ?? Number.NaN) - f.cpuFirst).toFixed(0)})`
          : 'no fan-out';
      })
      .join(' / ')}, last viewer ${(slowest - start).toFixed(0)}`,
  );
}
// CPU time (user + system, with the system part) per update: the work the load does not change.
const cpuPerUpdate = (c: { cpuMs: number; sysMs: number }) =>
  `${(c.cpuMs / UPDATES).toFixed(1)} (sys ${(c.sysMs / UPDATES).toFixed(1)})`;
const summary = (xs: number[]) => {
  const s = sorted(xs);
  return `p50 ${pctOf(s, 50).toFixed(1)}, max ${(s.at(-1) ?? Number.NaN).toFixed(1)}`;
};
const perConn = before.map((b, i) => {
  const a = after[i]!;
  const share = CLIENTS / INSTANCES;
  return {
    rssKb: (a.rss - b.rss) / 1024 / share,
    heapKb: (a.heapUsed + a.external - b.heapUsed - b.external) / 1024 / share,
  };
});
const worstRssKb = Math.max(...perConn.map((p) => p.rssKb));

console.log(
  `live_clients${EVENTS ? ' (subathon events)' : ''}: ${CLIENTS} on ${INSTANCES} instance(s) (${baseUrl ? 'PostgreSQL' : 'PGlite'}), connected in ${connectS.toFixed(1)} s`,
);
console.log(`live_initial_state_delivered: ${initial}/${CLIENTS}`);
console.log(`live_delivered_pct: ${delivered.toFixed(2)} (${latencies.length}/${CLIENTS * UPDATES})`);
console.log(`live_latency_p50_ms: ${pct(50).toFixed(1)}`);
console.log(`live_latency_p99_ms: ${pct(99).toFixed(1)}`);
console.log(`live_latency_max_ms: ${(latencies.at(-1) ?? Number.NaN).toFixed(1)}`);
for (const [i, p] of perConn.entries())
  console.log(
    `live_memory_per_connection_kb[${i}]: rss ${p.rssKb.toFixed(1)}, heap+external ${p.heapKb.toFixed(1)}`,
  );
console.log(`breakdown (ms from the call, per update): answered ${summary(phases.answered)}`);
console.log(`  first listener called (committed, published, reloaded): ${summary(phases.firstListener)}`);
console.log(`  fan-out loop (first to last listener, per instance): ${summary(phases.fanLoop)}`);
console.log(`  its CPU time (the same loop, the process's user + system): ${summary(phases.fanLoopCpu)}`);
const afterLoopSorted = sorted(afterLoop);
console.log(
  `  loop end → arrival in a client: p50 ${pctOf(afterLoopSorted, 50).toFixed(1)}, p99 ${pctOf(afterLoopSorted, 99).toFixed(1)}`,
);
console.log(
  `live_cpu_ms_per_update: server ${timings.map(cpuPerUpdate).join(' + ')}, clients ${reports.map(cpuPerUpdate).join(' + ')} (${CLIENT_PROCS} processes)`,
);
if (process.env.DETAIL === '1') console.log(`per update (ms from the call):\n${detail.join('\n')}`);
console.log(
  `load average: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`live_p99_budget_ratio: ${(pct(99) / BUDGET.p99Ms).toFixed(2)}`);
console.log(`live_memory_budget_ratio: ${(worstRssKb / BUDGET.kbPerConnection).toFixed(2)}`);

for (const c of clients) c.child.stdin!.write('quit\n');
for (const x of instances) x.child.stdin!.write('quit\n');
await Promise.all([...instances, ...clients].map((x) => new Promise((r) => x.child.once('exit', r))));
await dropDb();
const failures = [
  delivered < BUDGET.deliveredPct && `delivered ${delivered.toFixed(2)} % < 100 %`,
  !(pct(99) <= BUDGET.p99Ms) && `p99 ${pct(99).toFixed(1)} ms > ${BUDGET.p99Ms} ms`,
  worstRssKb > BUDGET.kbPerConnection &&
    `memory ${worstRssKb.toFixed(1)} KB per connection > ${BUDGET.kbPerConnection} KB`,
].filter(Boolean);
if (failures.length) {
  console.error(`live budgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
