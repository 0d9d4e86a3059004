import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app';
import { describeAdminEmail, promoteAdminEmail } from './auth/admin-bootstrap';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { analyzeEmbedded } from './db/maintenance';
import { applyMigrations } from './db/migrate';

// Opens the database, migrates it, builds the app and applies ADMIN_EMAIL. Used by main.ts and e2e.
export async function startServer(
  config: Config,
  opts: { distDir?: string; logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await applyMigrations(database);
  await analyzeEmbedded(database);
  const app = await buildApp({
    config,
    database,
    closeDatabase: true,
    distDir: opts.distDir,
    logStream: opts.logStream,
  });
  if (config.ADMIN_EMAIL) {
    const result = await promoteAdminEmail(app.db, config.ADMIN_EMAIL);
    const message = describeAdminEmail(config.ADMIN_EMAIL, result);
    if (result === 'promoted' || result === 'already-admin') app.log.info(message);
    else app.log.warn(message);
  }
  return app;
}
