import type { Attempt } from './load';

// The cluster test's figures, from what its load and viewers recorded: kept apart from the test's
// machinery so each can be checked against made-up records (figures.test.ts).

export const isOk = (a: Attempt) => a.status >= 200 && a.status < 300;

/** How many attempts of each kind and answer ("increment 0" is an increment that got no answer). */
export function countBy(attempts: readonly Attempt[], withStatus = false): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of attempts) {
    const key = withStatus ? `${a.kind} ${a.status}` : a.kind;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/** The attempts started within [from, to] that got no 2xx, by kind. */
export function failuresBetween(attempts: readonly Attempt[], from: number, to: number) {
  const failed = attempts.filter((a) => a.startedAt >= from && a.startedAt <= to && !isOk(a));
  const byKind = countBy(failed);
  const total = attempts.filter((a) => a.startedAt >= from && a.startedAt <= to).length;
  return {
    failed: failed.length,
    total,
    byKind,
    examples: failed
      .slice(0, 3)
      .map(
        (a) =>
          `${a.kind} ${a.status} after ${a.endedAt - a.startedAt} ms: ${a.body.replace(/\s+/g, ' ').slice(0, 120)}`,
      ),
  };
}

/**
 * After an instance is killed at `killedAt`: how long requests kept failing (from the kill to the
 * end of the last failed attempt that was in flight by `until`), and how many failed.
 */
export function outageAfterKill(attempts: readonly Attempt[], killedAt: number, until: number) {
  const failed = attempts.filter((a) => !isOk(a) && a.endedAt >= killedAt && a.startedAt <= until);
  const lastEnd = Math.max(killedAt, ...failed.map((a) => a.endedAt));
  return { failed: failed.length, outageMs: failed.length ? lastEnd - killedAt : 0, byKind: countBy(failed) };
}

/** The p-th percentile (nearest rank) of a list, NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Latency of each arrival: its time minus the time its version's write was sent. */
export function arrivalLatencies(
  arrivals: Record<number, number[]>,
  sentAt: ReadonlyMap<number, number>,
): number[] {
  const out: number[] = [];
  for (const [version, start] of sentAt) for (const at of arrivals[version] ?? []) out.push(at - start);
  return out;
}

export interface StreamRecord {
  servers: string[];
  lastId: string | null;
  lastValue: number | null;
  breaks: { endedAt: number; before: number | null; reopenedAt?: number; after?: number }[];
}

/**
 * The viewers that were on instance `lost` (as `before` saw them) when it went away at `at`: each
 * must have reconnected to another instance, its new stream beginning at or past the version it
 * last had (the current state first, so nothing between is missed). Answers the failures and how
 * long each was without a stream. A viewer whose stream on `lost` had already ended when `before`
 * was read was between streams, waiting out its retry, when the instance went (a few of the load's
 * viewers are, now and then): it is judged by where it ended up, counted as `between`.
 */
export function reconnectsAfter(
  before: readonly StreamRecord[],
  after: readonly StreamRecord[],
  lost: string,
  at: number,
) {
  const problems: string[] = [];
  const reconnectMs: number[] = [];
  let affected = 0;
  let between = 0;
  for (const [i, was] of before.entries()) {
    if (was.servers.at(-1) !== lost) continue;
    affected += 1;
    const now = after[i]!;
    const waiting = was.breaks.at(-1);
    if (waiting && waiting.reopenedAt === undefined) {
      between += 1;
      const last = now.breaks.at(-1)!;
      const server = now.servers.at(-1);
      if (last.reopenedAt === undefined || last.after === undefined || server === lost)
        problems.push(`viewer ${i}, between streams when ${lost} went, has no stream on another instance`);
      else if (last.before !== null && last.after < last.before)
        problems.push(`viewer ${i} resumed at version ${last.after}, behind the ${last.before} it had`);
      continue;
    }
    const brk = now.breaks.find((b) => b.endedAt >= at);
    const next = now.servers[was.servers.length];
    if (!brk || brk.reopenedAt === undefined || brk.after === undefined || next === undefined) {
      problems.push(`viewer ${i} never got a stream back after losing ${lost}`);
      continue;
    }
    if (next === lost) problems.push(`viewer ${i} reconnected to ${lost}`);
    if (brk.before !== null && brk.after < brk.before)
      problems.push(`viewer ${i} resumed at version ${brk.after}, behind the ${brk.before} it had`);
    reconnectMs.push(brk.reopenedAt - brk.endedAt);
  }
  return { affected, between, problems, reconnectMs };
}

/** Viewers whose last state is not the counter's final one: updates they never got. */
export function staleViewers(streams: readonly StreamRecord[], finalVersion: number, finalValue: number) {
  return streams
    .map((s, i) => ({ i, s }))
    .filter(({ s }) => Number(s.lastId) !== finalVersion || s.lastValue !== finalValue)
    .map(({ i, s }) => `viewer ${i} ends at version ${s.lastId} value ${s.lastValue}`);
}
