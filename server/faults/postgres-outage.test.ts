import { setTimeout as sleep } from 'node:timers/promises';
import { createFormDefaults } from '@core/counter/settings-defaults';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startAppProcess, stopAppProcess } from './support/app-process';
import { type Answer, client } from './support/http';
import { startTempPostgres, type TempPostgres } from './support/postgres-server';

// PostgreSQL goes away under load and comes back: the app answers 503 meanwhile, heals by itself,
// and loses no write it acknowledged.
const WORKERS = 6;
const OUTAGE_MS = 3_000;
const RECOVERY_BUDGET_MS = 5_000;

let pgServer: TempPostgres | undefined;
let skipReason = '';
let app: AppProcess | undefined;

beforeAll(async () => {
  const started = await startTempPostgres();
  if (typeof started === 'string') {
    skipReason = started;
    return;
  }
  pgServer = started;
  const admin = new pg.Client({ connectionString: pgServer.url });
  await admin.connect();
  await admin.query('create database countstream');
  await admin.end();
  app = await startAppProcess({
    DATABASE_URL: pgServer.url.replace(/postgres$/, 'countstream'),
    DATABASE_POOL_SIZE: '8',
  });
});
afterAll(async () => {
  if (app) await stopAppProcess(app);
  pgServer?.destroy();
});

interface Sample extends Answer {
  kind: 'create' | 'list' | 'user';
  name?: string;
}

/** Resolves once `done()` holds, checking every 20 ms; fails after `timeoutMs`. */
async function until(done: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
}

describe('PostgreSQL outage under load', () => {
  it('answers 503 during the outage, recovers within 5 s, and keeps every acknowledged write', async (ctx) => {
    if (!pgServer || !app) return ctx.skip(`cannot start a PostgreSQL of our own: ${skipReason}`);
    const owner = client(app.base);
    const reg = await owner.call('POST', '/api/register', {
      email: 'outage@example.com',
      password: 'secret-1',
    });
    expect(reg.status).toBe(201);
    const db = pgServer.url.replace(/postgres$/, 'countstream');
    const sql = new pg.Client({ connectionString: db });
    await sql.connect();
    // Premium: unlimited counters, so every create is a fresh write.
    await sql.query(
      `update users set admin_premium = true, subscription_status = 'active', premium_source = 'admin'`,
    );
    await sql.end();

    const samples: Sample[] = [];
    let running = true;
    const settings = createFormDefaults(new Date(), 'UTC');
    const worker = async (w: number) => {
      const api = client(app!.base, owner.cookie());
      for (let i = 0; running; i++) {
        const name = `w${w}-${i}`;
        samples.push({
          kind: 'create',
          name,
          ...(await api.call('POST', '/api/counters', { name, settings })),
        });
        samples.push({
          kind: i % 2 ? 'list' : 'user',
          ...(await api.call('GET', i % 2 ? '/api/counters' : '/api/user')),
        });
        await sleep(20);
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

    // Under way first: every worker has had writes acknowledged before the crash.
    await until(() => samples.filter((s) => s.kind === 'create' && s.status === 201).length >= 2 * WORKERS);
    pgServer.stop('immediate'); // like a crash: no checkpoint, recovery from WAL at start
    const downAt = Date.now();
    await sleep(OUTAGE_MS);
    const restartAt = Date.now();
    pgServer.start();
    const upAt = Date.now();
    // Kept under load until enough requests started after the recovery budget have been answered.
    const answeredLate = () => samples.filter((s) => s.startedAt > upAt + RECOVERY_BUDGET_MS).length;
    await until(() => answeredLate() > 10, RECOVERY_BUDGET_MS + 30_000);
    running = false;
    await load;

    const bad = samples.filter((s) => !(s.status >= 200 && s.status < 300) && s.status !== 503);
    expect(
      bad.map((s) => `${s.kind} ${s.status} ${s.error ?? JSON.stringify(s.body)}`).slice(0, 5),
      `app output:\n${app.output().slice(-3000)}`,
    ).toEqual([]);

    const duringOutage = samples.filter((s) => s.startedAt > downAt + 200 && s.endedAt < restartAt);
    expect(duringOutage.length).toBeGreaterThan(10);
    expect(duringOutage.filter((s) => s.status !== 503)).toEqual([]);
    for (const s of duringOutage) {
      expect((s.body as { message?: string }).message).toMatch(/temporarily unavailable/);
    }

    const late = samples.filter((s) => s.startedAt > upAt + RECOVERY_BUDGET_MS);
    expect(late.length).toBeGreaterThan(10);
    expect(late.filter((s) => s.status >= 300).map((s) => `${s.kind} ${s.status}`)).toEqual([]);
    const firstOk = samples.find((s) => s.startedAt >= upAt && s.status < 300);
    console.log(
      `outage: ${samples.length} requests, ${duringOutage.length} during the outage (all 503), ` +
        `first success ${firstOk ? firstOk.endedAt - upAt : 'never'} ms after PostgreSQL was back`,
    );

    const acked = samples.filter((s) => s.kind === 'create' && s.status === 201).map((s) => s.name!);
    const check = new pg.Client({ connectionString: db });
    await check.connect();
    const stored = new Set(
      (await check.query<{ name: string }>('select name from counters')).rows.map((r) => r.name),
    );
    await check.end();
    expect(acked.length).toBeGreaterThan(20);
    expect(acked.filter((n) => !stored.has(n))).toEqual([]);
  });
});
