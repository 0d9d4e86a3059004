import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start-server';
import { announce } from './child';

export interface FreshApp {
  app: FastifyInstance;
  /** The app's own origin, for inject() calls that pass the Origin check. */
  origin: string;
  register(email: string, password: string): Promise<{ id: string; cookie: string }>;
  createCounter(cookie: string, name: string, settings: Record<string, unknown>): Promise<string>;
  /** Listens on a free port and announces {port, ...info} to the parent (startChild). */
  announce(info: Record<string, unknown>): Promise<void>;
}

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/**
 * The real app (no web build) in this process on a fresh database: a temp PGlite folder, or a new
 * PostgreSQL database `cs_<name>_<pid>` when DATABASE_URL is set. SIGTERM closes it and removes
 * both, so a bench leaves nothing behind. Shared by the app processes of bench/view.ts and
 * bench/load.ts so that both measure the same start-up.
 */
export async function startFreshApp(
  name: string,
  env: Record<string, string> = {},
  opts: { logStream?: DestinationStream } = {},
): Promise<FreshApp> {
  const baseUrl = process.env.DATABASE_URL;
  const dbName = `cs_${name}_${process.pid}`;
  let databaseUrl = '';
  if (baseUrl) {
    await adminQuery(baseUrl, `create database ${dbName}`);
    const u = new URL(baseUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const dataDir = mkdtempSync(join(tmpdir(), `countstream-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Production on PostgreSQL asks for the key platform tokens are sealed with.
    TOKEN_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  const app = await startServer(config, { distDir: '/nonexistent', logStream: opts.logStream });
  const origin = config.appUrl;

  process.on('SIGTERM', async () => {
    // The load is over: a connection whose last request autocannon abandoned mid-flight would
    // otherwise keep close() waiting for Fastify's 72 s keep-alive timeout.
    app.server.closeAllConnections();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (baseUrl) await adminQuery(baseUrl, `drop database if exists ${dbName} with (force)`);
    process.exit(0);
  });

  return {
    app,
    origin,
    async register(email, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin },
        payload: { email, password },
      });
      if (res.statusCode !== 201) throw new Error(`bench set-up: register ${email}: ${res.body}`);
      return {
        id: (res.json() as { id: string }).id,
        cookie: `cs_session=${res.cookies.find((c) => c.name === 'cs_session')?.value}`,
      };
    },
    async createCounter(cookie, counterName, settings) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/counters',
        headers: { origin, cookie },
        payload: { name: counterName, settings },
      });
      if (res.statusCode !== 201) throw new Error(`bench set-up: counter: ${res.body}`);
      return (res.json() as { id: string }).id;
    },
    async announce(info) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as { port: number }).port;
      announce({ port, ...info });
    },
  };
}
