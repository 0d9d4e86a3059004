import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counterLogos, counters } from '../db/schema';

/** One stored logo with this content hash (the same bytes under any counter are the same logo). */
export async function findLogo(db: Database, hash: string) {
  const [row] = await db
    .select({ contentType: counterLogos.contentType, bytes: counterLogos.bytes })
    .from(counterLogos)
    .where(eq(counterLogos.hash, hash))
    .limit(1);
  return row;
}

export async function insertLogo(
  db: Database,
  values: { counterId: string; hash: string; contentType: string; bytes: Buffer },
): Promise<void> {
  await db.insert(counterLogos).values(values).onConflictDoNothing();
}

/**
 * Makes sure the counter holds the logo with this hash: it has it already, or another counter of
 * the same owner does (a copied or imported design), whose bytes it then gets. False when neither.
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
