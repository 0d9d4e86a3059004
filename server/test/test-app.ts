import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { withDatabase } from './global-setup';
import { linkToken, startSmtpSink } from './smtp-sink';
import { giveBackEmbeddedDatabase, takeEmbeddedDatabase } from './spare-database';

export const TEST_ORIGIN = 'http://localhost:3000';

// A database per test file as the migrations left it: the worker's embedded one emptied back to the
// migrated dump (spare-database.ts), or a PostgreSQL database cloned from the template.
async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplateDb');
  if (url && template) {
    const name = `cs_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    return {
      handle,
      async drop() {
        await handle.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const handle = await takeEmbeddedDatabase();
  return { handle, drop: () => giveBackEmbeddedDatabase(handle) };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  request(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** `logStream`: the app logs (at LOG_LEVEL) into it instead of logging nothing. */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const smtp = await startSmtpSink();
  const db = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_ORIGIN,
    SMTP_URL: smtp.url,
    IP_RATE_LIMIT: '100000',
    // No test reaches a real platform: Bluesky needs no key, so its address is a closed port unless
    // a test starts its stand-in (live-sources/platforms/bluesky/testing/).
    BLUESKY_API_URL: 'http://127.0.0.1:9/xrpc',
    // Platform tokens are sealed with a key of the app's own, never one made in ./data.
    TOKEN_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
  const app = await buildApp({
    config,
    database: db.handle,
    logger: Boolean(opts.logStream),
    logStream: opts.logStream,
    distDir: '/nonexistent',
  });
  await app.ready();
  return {
    app,
    config,
    smtp,
    // Adds our Origin to every call, as a browser on our own site would.
    request({ cookie, headers, ...opts }) {
      return app.inject({
        ...opts,
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      });
    },
    async close() {
      await app.close();
      await db.drop();
      await smtp.close();
    },
  };
}

export function sessionCookieOf(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'cs_session');
  if (!c) throw new Error(`no session cookie in response ${res.statusCode} ${res.body}`);
  return `cs_session=${c.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

// Registers through the API and returns the session cookie, like a user signing up.
export async function signUp(
  t: TestApp,
  overrides: Partial<{ email: string; password: string; firstName: string }> = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct-horse';
  const res = await t.request({
    method: 'POST',
    url: '/api/register',
    payload: { email, password, firstName: overrides.firstName ?? 'Ada' },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { email, password, cookie: sessionCookieOf(res), user: res.json() as { id: string } };
}

/**
 * Signs up and opens the welcome mail's confirmation link in the same session, as a new owner does:
 * an account whose address is proven (billing looks customers up only by a proven address).
 */
export async function signUpProven(t: TestApp, overrides: Parameters<typeof signUp>[1] = {}) {
  const u = await signUp(t, overrides);
  const token = linkToken(await t.smtp.waitFor(u.email, { subject: 'Welcome' }), '/auth/verify');
  const res = await t.request({
    method: 'POST',
    url: '/api/verify-email',
    payload: { token },
    cookie: u.cookie,
  });
  if (res.statusCode !== 200) throw new Error(`confirming the address failed: ${res.statusCode} ${res.body}`);
  return u;
}
