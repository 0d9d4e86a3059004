import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { spawnScript } from './support/child';

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

interface Instance {
  child: ChildProcess;
  port: number;
  ask(cmd: string, prefix: string): Promise<string>;
}

async function startInstance(
  env: Record<string, string>,
): Promise<Instance & { setup: { counterId: string; key: string } }> {
  const child = spawnScript('bench/live/server.ts', [], {
    nodeArgs: ['--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const waiting: { prefix: string; resolve: (s: string) => void }[] = [];
  lines.on('line', (line) => {
    const i = waiting.findIndex((w) => line.startsWith(w.prefix));
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(line);
  });
  const wait = (prefix: string) =>
    new Promise<string>((resolve) =>
      waiting.push({ prefix: `${prefix} `, resolve: (s) => resolve(s.replace(/^\S+ /, '')) }),
    );
  const ready = JSON.parse(await wait('READY'));
  return {
    child,
    port: ready.port,
    setup: ready,
    ask(cmd, prefix) {
      const p = wait(prefix);
      child.stdin!.write(`${cmd}\n`);
      return p;
    },
  };
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

// Arrival times per version, over all viewers.
const arrivals = new Map<number, number[]>();
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const requests: http.ClientRequest[] = [];
function connect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/counters/${counterId}/events`,
        agent,
        headers: { accept: 'text/event-stream' },
      },
      (res) => {
        res.setEncoding('utf8');
        let opened = false;
        res.on('data', (chunk: string) => {
          const now = performance.now();
          for (const m of chunk.matchAll(/"version":(\d+)/g)) {
            const v = Number(m[1]);
            const list = arrivals.get(v) ?? [];
            if (list.length === 0) arrivals.set(v, list);
            list.push(now);
          }
          if (!opened) {
            opened = true;
            resolve();
          }
        });
      },
    );
    req.on('error', reject);
    requests.push(req);
  });
}
const t0 = performance.now();
for (let i = 0; i < CLIENTS; i += 250) {
  const batch = [];
  for (let j = i; j < Math.min(CLIENTS, i + 250); j++) batch.push(connect(instances[j % INSTANCES]!.port));
  await Promise.all(batch);
}
const connectS = (performance.now() - t0) / 1000;
await new Promise((r) => setTimeout(r, 500));
const after = await mem();

const sentAt = new Map<number, number>();
for (let i = 0; i < UPDATES; i++) {
  const start = performance.now();
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

const latencies: number[] = [];
for (const [version, start] of sentAt)
  for (const at of arrivals.get(version) ?? []) latencies.push(at - start);
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
const delivered = (latencies.length / (CLIENTS * UPDATES)) * 100;
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
console.log(`live_initial_state_delivered: ${arrivals.get(0)?.length ?? 0}/${CLIENTS}`);
console.log(`live_delivered_pct: ${delivered.toFixed(2)} (${latencies.length}/${CLIENTS * UPDATES})`);
console.log(`live_latency_p50_ms: ${pct(50).toFixed(1)}`);
console.log(`live_latency_p99_ms: ${pct(99).toFixed(1)}`);
console.log(`live_latency_max_ms: ${(latencies.at(-1) ?? Number.NaN).toFixed(1)}`);
for (const [i, p] of perConn.entries())
  console.log(
    `live_memory_per_connection_kb[${i}]: rss ${p.rssKb.toFixed(1)}, heap+external ${p.heapKb.toFixed(1)}`,
  );
console.log(`live_p99_budget_ratio: ${(pct(99) / BUDGET.p99Ms).toFixed(2)}`);
console.log(`live_memory_budget_ratio: ${(worstRssKb / BUDGET.kbPerConnection).toFixed(2)}`);

for (const r of requests) r.destroy();
for (const x of instances) x.child.stdin!.write('quit\n');
await Promise.all(instances.map((x) => new Promise((r) => x.child.once('exit', r))));
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
