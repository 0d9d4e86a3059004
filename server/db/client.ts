import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool, PoolClient } from 'pg';
import { dbQueryDuration } from '../metrics';
import { PGliteThread } from './pglite-thread';
import { schema } from './schema';

// The one handle type for both drivers: a PGlite and a node-postgres drizzle database, and either's
// transaction, are all this type without a cast. Code that needs the driver itself narrows on `kind`.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

interface HandleBase {
  db: Database;
  close(): Promise<void>;
}

// PGlite runs inside this process, in a thread of its own; PostgreSQL is a pool of connections.
export type DatabaseHandle = HandleBase &
  (
    | { kind: 'pglite'; pglite: PGliteThread; pool?: undefined }
    | { kind: 'postgres'; pool: Pool; pglite?: undefined }
  );

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string; // PGlite folder; omitted = in memory
  loadDataDir?: Blob; // PGlite dump to start from (tests)
  poolSize?: number;
}

/**
 * Times every statement a pooled connection runs (the pool's own queries go through its clients),
 * whether the caller waits on a promise or, as the pool does, passes a callback.
 */
function timeQueries(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const started = performance.now();
    const done = () => dbQueryDuration.observe((performance.now() - started) / 1000);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...result: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...result);
      };
      return query(...args);
    }
    const answer = query(...args);
    if (answer instanceof Promise) answer.then(done, done);
    return answer;
  };
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    // The PostgreSQL driver is loaded only when it is used: the embedded database's start skips it
    // (issue 20, start to first answer).
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // A dropped idle connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => {});
    // Nor a dropped connection that is checked out (inside a transaction, between two statements): the
    // pool listens only to idle clients, and an 'error' event nobody listens to kills the process. The
    // transaction's next statement fails instead (503), and the pool discards the dead client.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      timeQueries(client);
    });
    const db: Database = drizzlePg({ client: pool, schema });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // In a worker thread (decision 026a), where pg_trgm serves the admin search's trigram index
  // (migration 0009), as it does on PostgreSQL.
  const client = await PGliteThread.create(opts.dataDir, { loadDataDir: opts.loadDataDir });
  const db: Database = drizzlePglite({ client: client.asPGlite(), schema });
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
