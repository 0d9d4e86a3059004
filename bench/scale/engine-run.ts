import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormDefaults } from '@core/counter/settings-defaults';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { analyzeEmbedded } from '../../server/db/maintenance';
import { applyMigrations } from '../../server/db/migrate';
import { fillDatabase, runSql } from '../../server/test/scale-fill';

export interface Engine {
  kind: 'postgres' | 'pglite';
  handle: DatabaseHandle;
  app: FastifyInstance;
  /** Cookies of an admin and of a Premium user with 1,000 counters; one of their counters. */
  admin: string;
  owner: { cookie: string; email: string; counterId: string };
  close(): Promise<void>;
}

const PASSWORD = 'bench-password-1';

async function adminSql(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(text);
  await c.end();
}

/** A fresh database of `users` users (PostgreSQL when `postgresUrl` is given), filled and served by the real app. */
export async function startEngine(
  users: number,
  postgresUrl: string | undefined,
  progress: (line: string) => void,
): Promise<Engine> {
  const dir = mkdtempSync(join(tmpdir(), 'countstream-scale-'));
  let dbUrl: string | undefined;
  if (postgresUrl) {
    const name = `scale_bench_${users}_${process.pid}`;
    await adminSql(postgresUrl, `drop database if exists ${name}`);
    await adminSql(postgresUrl, `create database ${name}`);
    const u = new URL(postgresUrl);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
  }
  const handle = await openDatabase(dbUrl ? { databaseUrl: dbUrl } : { dataDir: join(dir, 'db') });
  await applyMigrations(handle);
  const counterSettings = createFormDefaults(new Date(), 'UTC') as unknown as Record<string, unknown>;
  await fillDatabase(handle, { users, counterSettings, progress });
  // PostgreSQL's autovacuum vacuums and analyses a freshly loaded table within a minute; PGlite has
  // no autovacuum, and the server does the same at start-up (server/db/maintenance.ts).
  if (handle.kind === 'pglite') await analyzeEmbedded(handle);
  else await runSql(handle, 'vacuum (analyze)');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    IP_RATE_LIMIT: '1000000',
  });
  const app = await buildApp({ config, database: handle, logger: false, distDir: '/nonexistent' });
  await app.ready();
  const origin = config.appUrl;
  const register = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin },
      payload: { email, password: PASSWORD, firstName: 'Bench' },
    });
    const c = res.cookies.find((x) => x.name === 'cs_session');
    if (res.statusCode !== 201 || !c) throw new Error(`register: ${res.statusCode} ${res.body}`);
    return { cookie: `cs_session=${c.value}`, id: (res.json() as { id: string }).id };
  };
  const admin = await register('bench-admin@example.org');
  const owner = await register('bench-owner@example.org');
  await runSql(handle, `update users set role = 'admin' where id = '${admin.id}'`);
  await runSql(
    handle,
    `update users set subscription_status = 'active', admin_premium = true, premium_source = 'admin' where id = '${owner.id}';
     insert into counters (id, user_id, name, settings, created_at)
       select 'own' || lpad(i::text, 6, '0'), '${owner.id}', 'Own counter ' || i, '${JSON.stringify(counterSettings)}'::jsonb,
         now() - i * interval '1 hour' from generate_series(1, 1000) as i`,
  );
  return {
    kind: handle.kind,
    handle,
    app,
    admin: admin.cookie,
    owner: { cookie: owner.cookie, email: 'bench-owner@example.org', counterId: 'own000001' },
    async close() {
      await app.close();
      await handle.close();
      if (postgresUrl && dbUrl)
        await adminSql(
          postgresUrl,
          `drop database if exists ${new URL(dbUrl).pathname.slice(1)} with (force)`,
        );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const BENCH_PASSWORD = PASSWORD;
