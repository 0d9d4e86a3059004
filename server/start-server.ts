import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { findUserByEmail, setUserRole } from './auth/user-queries';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { analyzeEmbedded } from './db/maintenance';
import { applyMigrations } from './db/migrate';

// Opens the database, migrates it, builds the app and applies ADMIN_EMAIL. Used by main.ts and e2e.
export async function startServer(config: Config, opts: { distDir?: string } = {}): Promise<FastifyInstance> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await applyMigrations(database);
  await analyzeEmbedded(database);
  const app = await buildApp({ config, database, closeDatabase: true, distDir: opts.distDir });
  if (config.ADMIN_EMAIL) {
    const admin = await findUserByEmail(app.db, config.ADMIN_EMAIL);
    if (admin && admin.role !== 'admin') {
      await setUserRole(app.db, admin.id, 'admin');
      app.log.info(`promoted ${admin.email} to admin (ADMIN_EMAIL)`);
    } else if (!admin) {
      app.log.warn('ADMIN_EMAIL has no account yet: sign up with it, then restart (or run npm run admin)');
    }
  }
  return app;
}
