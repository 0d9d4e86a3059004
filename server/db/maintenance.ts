import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from './client';
import type { PGliteThread } from './pglite-thread';
import { schema } from './schema';

// PGlite has no autovacuum: without statistics the planner guesses row counts and selectivities.
// One ANALYZE at start-up (it samples, so it costs about the same at any size) gives it real ones.
// VACUUM of users sets its visibility map, so the Premium slice's index (migration 0016) answers
// the dashboard and the per-day Premium counts without visiting the table (about 1.5 s more at
// 200,000 users, once per start; pages a later write touches fall back to the table, still right).
// The ANALYZE covers only our own tables: a bare ANALYZE also samples the system catalogs, which
// took 1.3 s of a loaded machine's start against 14 ms for the app's tables (issue 20).
export async function analyzeEmbedded(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== 'pglite') return;
  await handle.pglite.exec('vacuum users');
  const tables = await handle.pglite.query<{ name: string }>(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
  );
  if (tables.rows.length) await handle.pglite.exec(`analyze ${tables.rows.map((t) => t.name).join(', ')}`);
}

export const ADMIN_STATEMENT_TIMEOUT_MS = 2000;

const yielding = new WeakMap<PGliteThread, Database>();

/**
 * PGlite answers one statement at a time (in its own thread, decision 026a), in the order they
 * come: a page's statements sent back to back would each be queued before a visitor's query that
 * arrived meanwhile. This view of the same database waits one turn of the event loop before each
 * statement, so a visitor's query gets in between.
 */
function yieldingDatabase(client: PGliteThread): Database {
  let db = yielding.get(client);
  if (!db) {
    const turnTaking = {
      query: async (...args: Parameters<PGliteThread['query']>) => {
        await nextTurn();
        return client.query(...args);
      },
      exec: (sql: string) => client.exec(sql),
      transaction: <T>(fn: Parameters<PGliteThread['transaction']>[0]) =>
        client.transaction(fn) as Promise<T>,
    };
    // What drizzle's driver calls of a PGlite: query, exec and transaction (pglite-thread.ts).
    db = drizzle({ client: turnTaking as unknown as PGlite, schema });
    yielding.set(client, db);
  }
  return db;
}

/**
 * Runs an admin read so that it cannot hold the database for long. PostgreSQL cancels it after
 * ADMIN_STATEMENT_TIMEOUT_MS (SET LOCAL, so only this transaction). PGlite ignores
 * statement_timeout and runs one statement at a time in this process, so there the bound is by
 * construction: every admin statement reads an index range of at most a page plus one day, or a
 * capped search, and the statements are sent one by one, not in a transaction, so a visitor's
 * query waits for at most one of them, never for the whole page.
 */
export async function boundedRead<T>(handle: DatabaseHandle, read: (db: Database) => Promise<T>): Promise<T> {
  if (handle.pglite) return read(yieldingDatabase(handle.pglite));
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${ADMIN_STATEMENT_TIMEOUT_MS}`));
    // No parallel workers: an admin statement reads a few thousand rows at most, and starting
    // workers cost more than that (a capped counter-search count: 19 ms with a Gather, 6 without).
    await tx.execute(sql.raw('set local max_parallel_workers_per_gather = 0'));
    return read(tx);
  });
}
