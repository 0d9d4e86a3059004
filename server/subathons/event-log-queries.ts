import { randomBytes } from 'node:crypto';
import type { LoggedEvent, MultiplierState } from '@core/api/subathon';
import { and, desc, eq, inArray, isNull, ne, notInArray, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type CounterEventRow, counterEvents, counterRuns } from '../db/schema';

export type NewCounterEvent = Omit<typeof counterEvents.$inferInsert, 'id' | 'undoneAt'>;

export function toLoggedEvent(row: CounterEventRow): LoggedEvent {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    source: row.source,
    type: row.type,
    tier: row.tier,
    user: row.userName,
    amount: Number(row.amount),
    message: row.message,
    multiplier: row.multiplier,
    addedSeconds: row.addedMs / 1000,
    cappedSeconds: row.cappedMs / 1000,
    addedValue: row.addedValue,
    note: row.note,
    undone: row.undoneAt !== null,
  };
}

export async function findEventsByKeys(tx: Database, counterId: string, eventKeys: string[]) {
  return tx
    .select()
    .from(counterEvents)
    .where(and(eq(counterEvents.counterId, counterId), inArray(counterEvents.eventKey, eventKeys)));
}

/** Logs events in one statement; an id already logged is skipped (the caller checked under the run lock). */
export async function insertCounterEvents(tx: Database, events: NewCounterEvent[]) {
  if (events.length === 0) return [];
  return tx
    .insert(counterEvents)
    .values(events.map((event) => ({ id: randomBytes(9).toString('base64url'), ...event })))
    .onConflictDoNothing()
    .returning();
}

/** Marks an event undone, once: undefined when it is unknown or was undone before. */
export async function lockEvent(tx: Database, counterId: string, eventId: string) {
  const [row] = await tx
    .select()
    .from(counterEvents)
    .where(and(eq(counterEvents.id, eventId), eq(counterEvents.counterId, counterId)))
    .for('update');
  return row;
}

export async function markEventUndone(tx: Database, eventId: string) {
  const [row] = await tx
    .update(counterEvents)
    .set({ undoneAt: new Date() })
    .where(eq(counterEvents.id, eventId))
    .returning();
  return row!;
}

export async function listCounterEvents(db: Database, counterId: string, limit: number) {
  return db
    .select()
    .from(counterEvents)
    .where(eq(counterEvents.counterId, counterId))
    .orderBy(desc(counterEvents.createdAt), desc(counterEvents.id))
    .limit(limit);
}

/**
 * The latest events that still count, newest first: what an embed's strip shows. An event that
 * added nothing (no rule, over the cap, after the end) is the streamer's business, not the
 * audience's: shown on stream it read as "nothing added" next to a viewer's name.
 */
export async function listRecentEvents(db: Database, counterId: string, limit: number) {
  return db
    .select()
    .from(counterEvents)
    .where(
      and(
        eq(counterEvents.counterId, counterId),
        isNull(counterEvents.undoneAt),
        // A moderator pausing the timer is not an event viewers cheer for.
        notInArray(counterEvents.type, ['pause', 'resume']),
        or(ne(counterEvents.addedMs, 0), ne(counterEvents.addedValue, 0)),
      ),
    )
    .orderBy(desc(counterEvents.createdAt), desc(counterEvents.id))
    .limit(limit);
}

export async function readMultiplier(db: Database, counterId: string): Promise<MultiplierState> {
  const [row] = await db
    .select({ factor: counterRuns.multiplier, until: counterRuns.multiplierUntil })
    .from(counterRuns)
    .where(eq(counterRuns.counterId, counterId));
  return row ?? { factor: 1, until: null };
}

export async function saveMultiplier(tx: Database, counterId: string, state: MultiplierState) {
  await tx.insert(counterRuns).values({ counterId }).onConflictDoNothing();
  await tx
    .update(counterRuns)
    .set({ multiplier: state.factor, multiplierUntil: state.until })
    .where(eq(counterRuns.counterId, counterId));
}
