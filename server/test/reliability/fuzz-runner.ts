import fc from 'fast-check';
import { diffSnapshots, snapshotDatabase } from './db-snapshot';
import type { FuzzContext, FuzzRequest, FuzzTarget } from './fuzz-targets';
import { findSecrets } from './secret-scan';
import { readWriteCounts, tablesWritten, WRITE_PROBE_TABLE } from './write-probe';

export interface FuzzReport {
  statuses: Record<number, number>;
  failures: string[];
}

const SAFE = new Set(['GET', 'HEAD']);
const GET_BATCH = 50;
const show = (r: FuzzRequest) => JSON.stringify({ url: r.url.slice(0, 200), body: r.payload?.slice(0, 200) });

function checkAnswer(status: number, contentType: string, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  if (!contentType.includes('application/json')) return `error ${status} is not JSON (${contentType})`;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed?.message === 'string' ? null : `error ${status} has no { message }`;
  } catch {
    return `error ${status} body is not valid JSON`;
  }
}

/**
 * Sends `runs` generated requests to one route. Every answer must be 2xx-4xx, every error a JSON
 * { message }; a refused request (4xx) and any GET must write nothing (the write probe, per request),
 * and at the end every table whose content changed must be one an accepted request wrote.
 */
export async function fuzzRoute(
  c: FuzzContext,
  target: FuzzTarget,
  runs: number,
  seed: number,
): Promise<FuzzReport> {
  const { t } = c;
  const cookie = target.actor === 'visitor' ? undefined : c.actors[target.actor].cookie;
  const mayWrite = new Set(target.mayWriteWhenRefused ?? []);
  const acceptedWrites = new Set<string>();
  const report: FuzzReport = { statuses: {}, failures: [] };
  const fail = (why: string, req: FuzzRequest) => {
    if (report.failures.length < 8) report.failures.push(`${why}: ${show(req)}`);
  };

  const ignore = [WRITE_PROBE_TABLE];
  await t.app.background.idle(); // what set-up queued is not this route's doing
  const before = await snapshotDatabase(t.app.db, ignore);
  let counts = await readWriteCounts(t.app.db);
  let batch: FuzzRequest[] = [];
  for (const req of fc.sample(target.inputs(c), { numRuns: runs, seed })) {
    const res = await t.request({
      method: target.method as 'GET',
      url: req.url,
      payload: req.payload,
      headers: req.headers,
      cookie,
      remoteAddress: req.remoteAddress,
    });
    // Mail work a request queued (welcome, reset, sign-in links) belongs to that request's writes.
    await t.app.background.idle();
    report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
    const problem = checkAnswer(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
    if (problem) fail(problem, req);
    const leaks = findSecrets(res, []);
    if (leaks.length > 0) fail(`answer leaks ${leaks.join(', ')}`, req);

    // A GET may never write, whatever its answer: checked per batch, which saves a query per request.
    if (SAFE.has(target.method)) {
      batch.push(req);
      if (batch.length < GET_BATCH) continue;
      const after = await readWriteCounts(t.app.db);
      const written = tablesWritten(counts, after);
      counts = after;
      if (written.length > 0) fail(`one of ${batch.length} GETs wrote to ${written}`, batch.at(-1)!);
      batch = [];
      continue;
    }
    const after = await readWriteCounts(t.app.db);
    const written = tablesWritten(counts, after);
    counts = after;
    if (res.statusCode >= 400) {
      const unexpected = written.filter((w) => !mayWrite.has(w));
      if (unexpected.length > 0) fail(`refused with ${res.statusCode} but wrote to ${unexpected}`, req);
    } else for (const w of written) acceptedWrites.add(w);
  }
  if (batch.length > 0 && tablesWritten(counts, await readWriteCounts(t.app.db)).length > 0) {
    fail(`one of the last ${batch.length} GETs wrote`, batch.at(-1)!);
  }
  const changed = diffSnapshots(before, await snapshotDatabase(t.app.db, ignore)).filter(
    (d) => !acceptedWrites.has(d.split(' ')[0]!) && !mayWrite.has(d.split(' ')[0]!),
  );
  if (changed.length > 0) report.failures.push(`tables changed that no accepted request wrote: ${changed}`);
  return report;
}
