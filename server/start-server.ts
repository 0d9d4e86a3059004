import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from './app';
import { describeAdminEmail, promoteAdminEmail } from './auth/admin-bootstrap';
import type { Config } from './config';
import { serveBackups } from './db/backup-socket';
import { openDatabase } from './db/client';
import { analyzeEmbedded } from './db/maintenance';
import { applyMigrations } from './db/migrate';
import { sealStoredTokens } from './platform-apis/seal-stored-tokens';

// Opens the database, migrates it, builds the app and applies ADMIN_EMAIL. Used by main.ts and e2e.
export async function startServer(
  config: Config,
  opts: { distDir?: string; logStream?: DestinationStream; liveSourcesClock?: () => number } = {},
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
    liveSourcesClock: opts.liveSourcesClock,
  });
  // Before the first request: tokens an older release stored in clear, or sealed with the key
  // TOKEN_KEY replaced, are sealed with the current key. A token no key opens stops the start.
  try {
    const resealed = await sealStoredTokens(app.db, app.tokenSeal);
    if (resealed > 0)
      app.log.info(`sealed the platform tokens of ${resealed} connections with the current key`);
  } catch (err) {
    await app.close();
    throw err;
  }
  // The embedded database in a folder answers `npm run db:backup` while it runs (decision 042a).
  if (database.kind === 'pglite' && config.DATA_DIR) {
    const backups = await serveBackups(database.pglite, config.DATA_DIR, (line) => app.log.warn(line));
    if (backups) app.addHook('onClose', () => backups.close());
  }
  if (config.ADMIN_EMAIL) {
    const result = await promoteAdminEmail(app.db, config.ADMIN_EMAIL);
    const message = describeAdminEmail(config.ADMIN_EMAIL, result);
    if (result === 'promoted' || result === 'already-admin') app.log.info(message);
    else app.log.warn(message);
  }
  return app;
}
