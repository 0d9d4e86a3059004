import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startChild, stopChild } from './support/child';
import { cpuMs } from './support/cpu-time';
import { median } from './support/median';

// GET /api/counters/:id/view under 100 connections for 10 s, against a bare node:http server
// answering the same bytes, in the same run. Budget (issue 16): ratio >= 0.8, 0 errors. The servers
// take turns for BENCH_ROUNDS rounds (the run's seconds split between them) and the figure is the
// median of the rounds' ratios, so a busier minute on the shared machine does not fall on one side
// only. Each server's CPU time per answer is printed too: what load moves least.
//
// "The same bytes" is the whole answer: the body and the headers the route sends (security headers,
// cache policy, ETag, the server's clock), which node:http has to validate and write just the same.
// A second bare server answers the body with only its type and length, as this bench did before
// (bench/README.md, view.ts): `view_rps_ratio_min_headers`, printed, not a budget.
const BUDGET_RATIO = 0.8;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Math.max(1, Math.round(DURATION / ROUNDS));
const CONNECTIONS = 100;

async function load(url: string, duration: number, pid: number | undefined) {
  const cpuBefore = cpuMs(pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
  const cpuAfter = cpuMs(pid);
  const cpuUs =
    cpuBefore === null || cpuAfter === null ? Number.NaN : ((cpuAfter - cpuBefore) * 1000) / r.requests.total;
  return { r, cpuUs };
}

const app = await startChild<{ port: number; id: string }>('bench/support/view-app.ts');
const viewUrl = `http://127.0.0.1:${app.info.port}/api/counters/${app.info.id}/view`;
const first = await fetch(viewUrl);
const body = Buffer.from(await first.arrayBuffer());
const bodyFile = join(tmpdir(), `countstream-view-${process.pid}.json`);
writeFileSync(bodyFile, body);
// The route's headers less those node:http writes by itself on every answer.
const nodeOwn = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const headersFile = join(tmpdir(), `countstream-view-${process.pid}.headers.json`);
writeFileSync(headersFile, JSON.stringify([...first.headers].filter(([name]) => !nodeOwn.has(name))));
const bare = await startChild<{ port: number }>('bench/support/bare-server.ts', [bodyFile, headersFile]);
const bareUrl = `http://127.0.0.1:${bare.info.port}/`;
const plain = await startChild<{ port: number }>('bench/support/bare-server.ts', [bodyFile]);
const plainUrl = `http://127.0.0.1:${plain.info.port}/`;

try {
  await load(viewUrl, 2, app.child.pid); // warm-up: JIT and cache
  await load(bareUrl, 2, bare.child.pid);
  await load(plainUrl, 2, plain.child.pid);
  const rounds: {
    ours: number;
    base: number;
    ratio: number;
    plainRatio: number;
    oursCpu: number;
    baseCpu: number;
  }[] = [];
  let errors = 0;
  let oursP99 = 0;
  let baseP99 = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const ours = await load(viewUrl, ROUND_SECONDS, app.child.pid);
    const base = await load(bareUrl, ROUND_SECONDS, bare.child.pid);
    const least = await load(plainUrl, ROUND_SECONDS, plain.child.pid);
    errors += ours.r.errors + ours.r.timeouts + ours.r.non2xx;
    oursP99 = Math.max(oursP99, ours.r.latency.p99);
    baseP99 = Math.max(baseP99, base.r.latency.p99);
    const row = {
      ours: ours.r.requests.average,
      base: base.r.requests.average,
      ratio: ours.r.requests.average / base.r.requests.average,
      plainRatio: ours.r.requests.average / least.r.requests.average,
      oursCpu: ours.cpuUs,
      baseCpu: base.cpuUs,
    };
    rounds.push(row);
    console.log(
      `round ${round}: view ${row.ours.toFixed(0)} rps ${row.oursCpu.toFixed(1)} µs CPU/answer, bare ${row.base.toFixed(0)} rps ${row.baseCpu.toFixed(1)} µs CPU/answer, bare with two headers ${least.r.requests.average.toFixed(0)} rps`,
    );
  }
  const ratio = median(rounds.map((r) => r.ratio));
  const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  console.log(`view_db: ${db}`);
  console.log(`view_rps: ${median(rounds.map((r) => r.ours)).toFixed(0)}`);
  console.log(`bare_rps: ${median(rounds.map((r) => r.base)).toFixed(0)}`);
  console.log(`view_cpu_us: ${median(rounds.map((r) => r.oursCpu)).toFixed(1)}`);
  console.log(`bare_cpu_us: ${median(rounds.map((r) => r.baseCpu)).toFixed(1)}`);
  console.log(`view_cpu_ratio: ${median(rounds.map((r) => r.baseCpu / r.oursCpu)).toFixed(2)}`);
  console.log(`view_rps_ratio: ${ratio.toFixed(2)}`);
  console.log(`view_rps_ratio_min_headers: ${median(rounds.map((r) => r.plainRatio)).toFixed(2)}`);
  console.log(`view_p99_ms: ${oursP99}`);
  console.log(`bare_p99_ms: ${baseP99}`);
  console.log(`view_errors: ${errors}`);
  const failed = ratio < BUDGET_RATIO || errors > 0;
  if (failed) console.log(`view: budget missed (ratio >= ${BUDGET_RATIO} and 0 errors)`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await stopChild(app.child);
  await stopChild(bare.child);
  await stopChild(plain.child);
  rmSync(bodyFile, { force: true });
  rmSync(headersFile, { force: true });
}
