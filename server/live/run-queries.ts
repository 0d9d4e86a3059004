import { INITIAL_RUN_STATE } from '@core/counter/live/idle-run';
import type { RunState } from '@core/counter/live/run-state';
import { isPremium } from '@core/plan/plan-rules';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type CounterRunRow, counterRuns, counters, users } from '../db/schema';

export function toRunState(row: CounterRunRow | null | undefined): RunState {
  if (!row) return INITIAL_RUN_STATE;
  return {
    status: row.status,
    startedAt: row.startedAt,
    pausedAt: row.pausedAt,
    pausedTotalMs: row.pausedTotalMs,
    addedMs: row.addedMs,
    value: row.value,
    valueAt: row.valueAt,
    seed: row.seed,
    version: row.version,
    updatedAt: row.updatedAt.getTime(),
  };
}

function toRow(run: RunState) {
  const { updatedAt, ...rest } = run;
  return { ...rest, updatedAt: new Date(updatedAt) };
}

/**
 * A counter with its owner (and whether they have Premium now), settings, design version (its last
 * edit) and run (idle when it never ran), or undefined.
 */
export async function findCounterRun(db: Database, id: string) {
  const [row] = await db
    .select({
      userId: counters.userId,
      settings: counters.settings,
      updatedAt: counters.updatedAt,
      run: counterRuns,
      subscriptionStatus: users.subscriptionStatus,
      premiumUntil: users.premiumUntil,
    })
    .from(counters)
    .innerJoin(users, eq(users.id, counters.userId))
    .leftJoin(counterRuns, eq(counterRuns.counterId, counters.id))
    .where(eq(counters.id, id))
    .limit(1);
  return (
    row && {
      userId: row.userId,
      settings: row.settings,
      designVersion: row.updatedAt.getTime(),
      ownerPremium: isPremium(row),
      run: toRunState(row.run),
    }
  );
}

/** A counter's run alone (idle when it never ran): what its e-mail image follows. */
export async function findRunState(db: Database, id: string): Promise<RunState> {
  const [row] = await db.select().from(counterRuns).where(eq(counterRuns.counterId, id)).limit(1);
  return toRunState(row);
}

/** Locks the counter's run row (creating it first) for the rest of the transaction. */
export async function lockRun(tx: Database, counterId: string): Promise<RunState> {
  return toRunState(await lockRunRow(tx, counterId));
}

/**
 * The locked row itself, with the subathon multiplier that is kept beside the run. Selected first:
 * the row is created once per counter, so the insert is only tried when there is none yet.
 */
export async function lockRunRow(tx: Database, counterId: string): Promise<CounterRunRow | undefined> {
  const select = () =>
    tx.select().from(counterRuns).where(eq(counterRuns.counterId, counterId)).for('update');
  const [row] = await select();
  if (row) return row;
  await tx.insert(counterRuns).values({ counterId }).onConflictDoNothing();
  return (await select())[0];
}

/**
 * A counter's settings with its run row locked, in one statement (the events path, issue 18: one
 * batch of events is a handful of statements). The run row is created first when the counter has
 * none; undefined when there is no such counter.
 */
export async function lockCounterRun(
  tx: Database,
  counterId: string,
): Promise<{ settings: Record<string, unknown>; row: CounterRunRow } | undefined> {
  const select = () =>
    tx
      .select({ settings: counters.settings, row: counterRuns })
      .from(counterRuns)
      .innerJoin(counters, eq(counters.id, counterRuns.counterId))
      .where(eq(counterRuns.counterId, counterId))
      .for('update', { of: counterRuns });
  const [found] = await select();
  if (found) return found;
  // Only for a counter that exists: a missing one is a 404, not a foreign-key error.
  await tx.execute(
    sql`insert into ${counterRuns} (counter_id) select ${counters.id} from ${counters} where ${counters.id} = ${counterId} on conflict do nothing`,
  );
  return (await select())[0];
}

export async function saveRun(tx: Database, counterId: string, run: RunState): Promise<void> {
  await tx.update(counterRuns).set(toRow(run)).where(eq(counterRuns.counterId, counterId));
}
