import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counterLogos, counters, pendingLogos } from '../db/schema';

/**
 * One stored logo with this content hash (the same bytes under any counter are the same logo), or
 * else one uploaded for a counter still being made (its form's preview shows it).
 */
export async function findLogo(db: Database, hash: string) {
  const [row] = await db
    .select({ contentType: counterLogos.contentType, bytes: counterLogos.bytes })
    .from(counterLogos)
    .where(eq(counterLogos.hash, hash))
    .limit(1);
  if (row) return row;
  const [pending] = await db
    .select({ contentType: pendingLogos.contentType, bytes: pendingLogos.bytes })
    .from(pendingLogos)
    .where(eq(pendingLogos.hash, hash))
    .limit(1);
  return pending;
}

/** The user's logo for a counter not made yet: it replaces the one they uploaded before, if any. */
export async function putPendingLogo(
  db: Database,
  values: { userId: string; hash: string; contentType: string; bytes: Buffer },
): Promise<void> {
  const { userId: _userId, ...replace } = values;
  await db
    .insert(pendingLogos)
    .values(values)
    .onConflictDoUpdate({ target: pendingLogos.userId, set: { ...replace, createdAt: sql`now()` } });
}

export async function insertLogo(
  db: Database,
  values: { counterId: string; hash: string; contentType: string; bytes: Buffer },
): Promise<void> {
  await db.insert(counterLogos).values(values).onConflictDoNothing();
}

/**
 * Makes sure the counter holds the logo with this hash: it has it already, or another counter of
 * the same owner does (a copied or imported design), or the owner uploaded it while making this
 * counter (pending_logos), whose bytes it then gets. False when none. A pending logo, once claimed,
 * is no longer pending.
 */
export async function claimLogo(
  db: Database,
  counterId: string,
  userId: string,
  hash: string,
): Promise<boolean> {
  const inserted = await db.execute(sql`
    insert into ${counterLogos} (counter_id, hash, content_type, bytes)
    select ${counterId}, l.hash, l.content_type, l.bytes
    from ${counterLogos} l join ${counters} c on c.id = l.counter_id
    where l.hash = ${hash} and c.user_id = ${userId}
    limit 1
    on conflict do nothing
    returning hash`);
  if (rowCount(inserted) > 0) return true;
  const claimed = await db.execute(sql`
    insert into ${counterLogos} (counter_id, hash, content_type, bytes)
    select ${counterId}, p.hash, p.content_type, p.bytes
    from ${pendingLogos} p
    where p.user_id = ${userId} and p.hash = ${hash}
    on conflict do nothing
    returning hash`);
  if (rowCount(claimed) > 0) {
    await db.delete(pendingLogos).where(and(eq(pendingLogos.userId, userId), eq(pendingLogos.hash, hash)));
    return true;
  }
  const [held] = await db
    .select({ hash: counterLogos.hash })
    .from(counterLogos)
    .where(and(eq(counterLogos.counterId, counterId), eq(counterLogos.hash, hash)))
    .limit(1);
  return held !== undefined;
}

/** Drops the counter's logos but these (the one its settings name, one just uploaded). */
export async function dropOtherLogos(db: Database, counterId: string, keep: (string | undefined)[]) {
  const kept = keep.filter((h): h is string => h !== undefined);
  let where = eq(counterLogos.counterId, counterId);
  for (const hash of kept) where = and(where, ne(counterLogos.hash, hash))!;
  await db.delete(counterLogos).where(where);
}

function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; rowCount?: number | null };
  return r.rows?.length ?? r.rowCount ?? 0;
}
