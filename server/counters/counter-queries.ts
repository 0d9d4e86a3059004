import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type CounterRow, counters, users } from '../db/schema';

// 72 random bits, 12 url-safe characters: public links cannot be enumerated.
export function createCounterId(): string {
  return randomBytes(9).toString('base64url');
}

export function listCountersByUser(db: Database, userId: string) {
  return db
    .select({
      id: counters.id,
      name: counters.name,
      createdAt: counters.createdAt,
      updatedAt: counters.updatedAt,
      settings: counters.settings,
      synced: sql<boolean>`coalesce((${counters.settings}->>'synced')::boolean, false)`,
      followsLiveCounts: sql<boolean>`coalesce(jsonb_typeof(${counters.settings}->'liveSources') = 'array', false)`,
    })
    .from(counters)
    .where(eq(counters.userId, userId))
    .orderBy(desc(counters.createdAt), desc(counters.id));
}

export async function countCountersByUser(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(counters).where(eq(counters.userId, userId));
  // Stryker disable next-line OptionalChaining: count() without GROUP BY always answers one row
  return row?.n ?? 0;
}

/** The owner of each of these counters that exists, by counter id (one query for a burst of calls). */
export async function findCounterOwners(db: Database, ids: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: counters.id, userId: counters.userId })
    .from(counters)
    .where(inArray(counters.id, ids));
  return new Map(rows.map((r) => [r.id, r.userId]));
}

export async function findOwnedCounter(
  db: Database,
  id: string,
  userId: string,
): Promise<CounterRow | undefined> {
  const [row] = await db
    .select()
    .from(counters)
    .where(and(eq(counters.id, id), eq(counters.userId, userId)))
    .limit(1);
  return row;
}

export async function findCounterWithOwner(db: Database, id: string) {
  const [row] = await db
    .select({
      settings: counters.settings,
      updatedAt: counters.updatedAt,
      subscriptionStatus: users.subscriptionStatus,
      premiumUntil: users.premiumUntil,
    })
    .from(counters)
    .innerJoin(users, eq(users.id, counters.userId))
    .where(eq(counters.id, id))
    .limit(1);
  return row;
}

export async function insertCounter(
  db: Database,
  values: { userId: string; name: string; settings: Record<string, unknown> },
): Promise<CounterRow> {
  const [row] = await db
    .insert(counters)
    .values({ id: createCounterId(), ...values })
    .returning();
  return row!;
}

export async function updateOwnedCounter(
  db: Database,
  id: string,
  userId: string,
  values: { name: string; settings: Record<string, unknown> },
) {
  const [row] = await db
    .update(counters)
    // The database's clock, and always past the last edit: updated_at is the design version live
    // viewers compare (issue 8), so it must grow with every edit, whichever instance makes it.
    .set({ ...values, updatedAt: sql`greatest(now(), ${counters.updatedAt} + interval '1 millisecond')` })
    .where(and(eq(counters.id, id), eq(counters.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnedCounter(db: Database, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(counters)
    .where(and(eq(counters.id, id), eq(counters.userId, userId)))
    .returning({ id: counters.id });
  return rows.length > 0;
}
