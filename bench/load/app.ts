import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createFormDefaults } from '../../core/counter/settings-defaults';
import { loadConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import { startServer } from '../../server/start-server';

// The real app on a fresh database (PGlite, or a new PostgreSQL database when DATABASE_URL is set),
// with what the mixed load needs: accounts to sign in with, an editor with counters, counters to view,
// an admin and a few pages of users. Prints the plan as one JSON line for bench/load.ts.
const SIGN_IN_ACCOUNTS = 8;
const VIEW_COUNTERS = 20;
const EDIT_COUNTERS = 8;
const EXTRA_USERS = 40;

const baseUrl = process.env.DATABASE_URL;
let dbName: string | undefined;
let databaseUrl: string | undefined;
if (baseUrl) {
  dbName = `cs_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  databaseUrl = u.toString();
}
const dataDir = mkdtempSync(join(tmpdir(), 'countstream-load-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  ADMIN_EMAIL: 'admin@load.example',
  // Sign-ins come from one address (the load generator) into a few accounts: lift both limits.
  IP_RATE_LIMIT: '1000000',
  LOGIN_RATE_LIMIT: '100000',
});
const app = await startServer(config, { distDir: '/nonexistent' });
const origin = config.appUrl; // for inject only; over HTTP the load sends its own Host as Origin
const settings = createFormDefaults(new Date(), 'UTC');

async function register(email: string, password: string): Promise<{ id: string; cookie: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin },
    payload: { email, password },
  });
  if (res.statusCode !== 201) throw new Error(`load set-up: register ${email}: ${res.body}`);
  return {
    id: res.json().id,
    cookie: `cs_session=${res.cookies.find((c) => c.name === 'cs_session')?.value}`,
  };
}
async function createCounter(cookie: string, name: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/counters',
    headers: { origin, cookie },
    payload: { name, settings },
  });
  if (res.statusCode !== 201) throw new Error(`load set-up: counter: ${res.body}`);
  return res.json().id;
}

const logins = Array.from({ length: SIGN_IN_ACCOUNTS }, (_, i) => ({
  email: `signin-${i}@load.example`,
  password: `load-password-${i}`,
}));
for (const l of logins) await register(l.email, l.password);
const admin = await register('admin@load.example', 'load-admin-password');
const editor = await register('editor@load.example', 'load-editor-password');
await app.db
  .update(users)
  .set({ adminPremium: true, subscriptionStatus: 'active', premiumSource: 'admin' })
  .where(eq(users.id, editor.id));
const editIds: string[] = [];
for (let i = 0; i < EDIT_COUNTERS; i++) editIds.push(await createCounter(editor.cookie, `Edited ${i}`));
const viewIds: string[] = [];
for (let i = 0; i < VIEW_COUNTERS; i++) viewIds.push(await createCounter(editor.cookie, `Viewed ${i}`));
// Filler users straight into the table: the admin lists need pages, not password hashes.
await app.db.insert(users).values(
  Array.from({ length: EXTRA_USERS }, (_, i) => ({
    id: `filler-${i}`,
    email: `filler-${i}@load.example`,
    passwordHash: 'x',
  })),
);

await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
process.stdout.write(
  `${JSON.stringify({ port, logins, adminCookie: admin.cookie, editorCookie: editor.cookie, editIds, viewIds, settings })}\n`,
);

process.on('SIGTERM', async () => {
  // The load is over: a connection whose last request autocannon abandoned mid-flight would
  // otherwise keep close() waiting for Fastify's 72 s keep-alive timeout.
  app.server.closeAllConnections();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (baseUrl && dbName) {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  }
  process.exit(0);
});
