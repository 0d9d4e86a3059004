import { type LoadPlan, runKind, trafficKinds } from './load/traffic';
import { startChild, stopChild } from './support/child';

// 30 s of mixed traffic against the real app in its own process: public views, sign-ins, counter
// edits and admin lists at once, each kind on its own connections. Prints throughput, p99 and errors
// per kind. Budget: 0 errors of any kind, views p99 <= 100 ms. With DATABASE_URL set it runs on PostgreSQL.
const DURATION = Number(process.env.BENCH_SECONDS ?? 30);
const VIEW_P99_BUDGET_MS = 100;

const app = await startChild<LoadPlan>('bench/load/app.ts');
const plan = app.info;
try {
  // LOAD_ONLY=views,edits runs some kinds alone: to see which one slows the others down.
  const only = process.env.LOAD_ONLY?.split(',');
  const kinds = trafficKinds(plan).filter((k) => !only || only.includes(k.name));
  await runKind(plan.port, trafficKinds(plan)[0]!, 3); // warm-up on views: JIT, view cache, connection pool
  const results = await Promise.all(kinds.map((k) => runKind(plan.port, k, DURATION)));

  let totalRequests = 0;
  let totalErrors = 0;
  console.log(`load_db: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`);
  console.log(`load_seconds: ${DURATION}`);
  kinds.forEach((kind, i) => {
    const r = results[i]!;
    const errors = r.errors + r.timeouts + r.non2xx;
    totalRequests += r.requests.total;
    totalErrors += errors;
    console.log(`load_${kind.name}_rps: ${r.requests.average.toFixed(0)}`);
    console.log(`load_${kind.name}_p50_ms: ${r.latency.p50}`);
    console.log(`load_${kind.name}_p99_ms: ${r.latency.p99}`);
    console.log(`load_${kind.name}_errors: ${errors}`);
  });
  console.log(`load_total_rps: ${(totalRequests / DURATION).toFixed(0)}`);
  console.log(`load_errors: ${totalErrors}`);
  const viewP99 = results[kinds.findIndex((k) => k.name === 'views')]?.latency.p99 ?? 0;
  const failed = totalErrors > 0 || viewP99 > VIEW_P99_BUDGET_MS;
  if (failed) console.log(`load: budget missed (0 errors, views p99 <= ${VIEW_P99_BUDGET_MS} ms)`);
  process.exitCode = failed ? 1 : 0;
} finally {
  await stopChild(app.child);
}
