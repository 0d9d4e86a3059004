import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startChild, stopChild } from './support/child';

// GET /api/counters/:id/view under 100 connections for 10 s, against a bare node:http server
// answering the same bytes, in the same run. Budget: ratio >= 0.5, 0 errors.
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

function load(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
}

const app = await startChild<{ port: number; id: string }>('bench/support/view-app.ts');
const viewUrl = `http://127.0.0.1:${app.info.port}/api/counters/${app.info.id}/view`;
const body = Buffer.from(await (await fetch(viewUrl)).arrayBuffer());
const bodyFile = join(tmpdir(), `countstream-view-${process.pid}.json`);
writeFileSync(bodyFile, body);
const bare = await startChild<{ port: number }>('bench/support/bare-server.ts', [bodyFile]);
const bareUrl = `http://127.0.0.1:${bare.info.port}/`;

try {
  await load(viewUrl, 2); // warm-up: JIT and cache
  await load(bareUrl, 2);
  const ours = await load(viewUrl, DURATION);
  const base = await load(bareUrl, DURATION);
  const ratio = ours.requests.average / base.requests.average;
  const errors = ours.errors + ours.timeouts + ours.non2xx;
  const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  console.log(`view_db: ${db}`);
  console.log(`view_rps: ${ours.requests.average.toFixed(0)}`);
  console.log(`bare_rps: ${base.requests.average.toFixed(0)}`);
  console.log(`view_rps_ratio: ${ratio.toFixed(2)}`);
  console.log(`view_p99_ms: ${ours.latency.p99}`);
  console.log(`bare_p99_ms: ${base.latency.p99}`);
  console.log(`view_errors: ${errors}`);
  const failed = ratio < 0.5 || errors > 0;
  if (failed) console.log('view: budget missed (ratio >= 0.5 and 0 errors)');
  process.exitCode = failed ? 1 : 0;
} finally {
  await stopChild(app.child);
  await stopChild(bare.child);
}
