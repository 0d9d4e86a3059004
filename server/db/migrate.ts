import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PROJECT_ROOT } from '../project-root';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'server', 'db', 'migrations');

// An advisory lock lets several instances start at once against one PostgreSQL without racing.
const MIGRATION_LOCK = 724_311;

export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  // The migrators take their own driver's database: one over the same client, made here.
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.pglite.asPGlite() }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: handle.pool }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
