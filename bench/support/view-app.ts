import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createFormDefaults } from '../../core/counter/settings-defaults';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start-server';

// The real app on a fresh database (PGlite, or a new PostgreSQL database when DATABASE_URL is set),
// with one user and one counter. Prints {port, id} on stdout for bench/view.ts.
const baseUrl = process.env.DATABASE_URL;
let dbName: string | undefined;
let databaseUrl: string | undefined;
if (baseUrl) {
  dbName = `cs_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}
const dataDir = mkdtempSync(join(tmpdir(), 'countstream-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
});
const app = await startServer(config, { distDir: '/nonexistent' });
const origin = config.appUrl;
const reg = await app.inject({
  method: 'POST',
  url: '/api/register',
  headers: { origin },
  payload: { email: 'bench@example.com', password: 'bench-password' },
});
const cookie = `cs_session=${reg.cookies.find((c) => c.name === 'cs_session')?.value}`;
const created = await app.inject({
  method: 'POST',
  url: '/api/counters',
  headers: { origin, cookie },
  payload: { name: 'Bench', settings: createFormDefaults(new Date(), 'UTC') },
});
const { id } = created.json() as { id: string };
if (created.statusCode !== 201) throw new Error(`bench set-up failed: ${created.body}`);
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ port, id })}\n`);

process.on('SIGTERM', async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (baseUrl && dbName) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  process.exit(0);
});
