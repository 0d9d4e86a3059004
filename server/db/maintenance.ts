import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

// PGlite has no autovacuum: without statistics the planner guesses row counts and selectivities.
// One ANALYZE at start-up (it samples, so it costs about the same at any size) gives it real ones.
export async function analyzeEmbedded(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') await handle.db.execute(sql`analyze`);
}

export const ADMIN_STATEMENT_TIMEOUT_MS = 2000;

/**
 * Runs an admin read so that it cannot hold the database for long. PostgreSQL cancels it after
 * ADMIN_STATEMENT_TIMEOUT_MS (SET LOCAL, so only this transaction). PGlite ignores
 * statement_timeout and runs one statement at a time in this process, so there the bound is by
 * construction: every admin statement reads an index range of at most a page plus one day, or a
 * capped search, and the statements are sent one by one, not in a transaction, so a visitor's
 * query waits for at most one of them, never for the whole page.
 */
export async function boundedRead<T>(handle: DatabaseHandle, read: (db: Database) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return read(handle.db);
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${ADMIN_STATEMENT_TIMEOUT_MS}`));
    return read(tx as unknown as Database);
  });
}
