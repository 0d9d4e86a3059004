import { eq } from 'drizzle-orm';
import { INITIAL_RUN_STATE } from '../../core/counter/live/idle-run';
import type { RunState } from '../../core/counter/live/run-state';
import { isPremium } from '../../core/plan/plan-rules';
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

/** Locks the counter's run row (creating it first) for the rest of the transaction. */
export async function lockRun(tx: Database, counterId: string): Promise<RunState> {
  return toRunState(await lockRunRow(tx, counterId));
}

/** The locked row itself, with the subathon multiplier that is kept beside the run. */
export async function lockRunRow(tx: Database, counterId: string): Promise<CounterRunRow | undefined> {
  await tx.insert(counterRuns).values({ counterId }).onConflictDoNothing();
  const [row] = await tx.select().from(counterRuns).where(eq(counterRuns.counterId, counterId)).for('update');
  return row;
}

export async function saveRun(tx: Database, counterId: string, run: RunState): Promise<void> {
  await tx.update(counterRuns).set(toRow(run)).where(eq(counterRuns.counterId, counterId));
}
