import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { counterRuns, users } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { LIVE_CHANNEL } from './pg-transport';
import { createSyncedCounter, premiumUser } from './testing/live-test-support';
import { openSse } from './testing/sse-client';

// Two app instances on one PostgreSQL database: a change made through one reaches a Server-Sent
// Events client of the other through LISTEN/NOTIFY. PGlite is one process and needs none of this.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('live sync across two instances on one PostgreSQL', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondHandle: DatabaseHandle;
  let secondUrl: string;
  // The rows of a query of our own (pg_stat_activity and the like).
  const rowsOf = async (query: SQL) =>
    ((await t.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    t = await createTestApp();
    const pool = t.app.dbHandle.pool as unknown as { options: { connectionString: string } };
    secondHandle = await openDatabase({ databaseUrl: pool.options.connectionString, poolSize: 3 });
    second = await buildApp({
      config: t.config,
      database: secondHandle,
      logger: false,
      distDir: '/nonexistent',
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const addr = second.server.address();
    secondUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    await second?.close();
    await secondHandle?.close();
    await t?.close();
  });

  it('delivers a control call on instance A to a viewer connected to instance B', async () => {
    const owner = await signUp(t);
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'active', premiumSource: 'admin', adminPremium: true })
      .where(eq(users.email, owner.email));
    const settings = { ...createFormDefaults(new Date(), 'UTC'), synced: true };
    const created = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: owner.cookie,
      payload: { name: 'Two instances', settings },
    });
    const id = created.json().id as string;

    const viewer = await openSse(`${secondUrl}/api/counters/${id}/events`);
    expect(JSON.parse((await viewer.next()).data).run.status).toBe('idle');

    const sentAt = Date.now();
    await t.request({
      method: 'POST',
      url: `/api/counters/${id}/control`,
      cookie: owner.cookie,
      payload: { action: 'start' },
    });
    const event = await viewer.next(3000);
    expect(JSON.parse(event.data).run).toMatchObject({ status: 'running', version: 1 });
    expect(Date.now() - sentAt).toBeLessThan(1000);

    await t.request({
      method: 'POST',
      url: `/api/counters/${id}/control`,
      cookie: owner.cookie,
      payload: { action: 'pause' },
    });
    expect(JSON.parse((await viewer.next(3000)).data).run.status).toBe('paused');
    viewer.close();
  });

  it('delivers an edit on instance A to a viewer on B, whose view cache then answers the new design', async () => {
    const owner = await signUp(t);
    const settings = { ...createFormDefaults(new Date(), 'UTC'), title: 'Old title', synced: true };
    const created = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: owner.cookie,
      payload: { name: 'Two instances design', settings },
    });
    const id = created.json().id as string;
    // B caches the old view, as it would for the visitors it serves.
    const oldView = await second.inject({ method: 'GET', url: `/api/counters/${id}/view` });
    expect(oldView.json().settings.title).toBe('Old title');

    const viewer = await openSse(`${secondUrl}/api/counters/${id}/events`);
    const first = JSON.parse((await viewer.next()).data);
    const edited = await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: owner.cookie,
      payload: { name: 'Two instances design', settings: { ...settings, title: 'New title' } },
    });
    expect(edited.statusCode).toBe(200);
    const event = JSON.parse((await viewer.next(3000)).data);
    expect(event.designVersion).toBeGreaterThan(first.designVersion);
    const fresh = await second.inject({
      method: 'GET',
      url: `/api/counters/${id}/view?v=${event.designVersion}`,
    });
    expect(fresh.json()).toMatchObject({
      designVersion: event.designVersion,
      settings: { title: 'New title' },
    });
    viewer.close();
  });
  it('listens again after its connection drops, and reloads every watched counter it may have missed', async () => {
    const owner = await premiumUser(t);
    const id = await createSyncedCounter(t, owner.cookie);
    const control = (action: string) =>
      t.request({
        method: 'POST',
        url: `/api/counters/${id}/control`,
        cookie: owner.cookie,
        payload: { action },
      });
    const viewer = await openSse(`${secondUrl}/api/counters/${id}/events`);
    expect(JSON.parse((await viewer.next()).data).run.status).toBe('idle');
    await control('start');
    expect(JSON.parse((await viewer.next(3000)).data).run).toMatchObject({ status: 'running', version: 1 });

    // Both instances' listening connections are cut; a change is written meanwhile with no notice.
    const listeners = sql`select pid from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`;
    const listening = async () => (await rowsOf(listeners)).length;
    expect(await listening()).toBe(2);
    await t.app.db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) l`);
    await expect.poll(listening, { interval: 10 }).toBe(0);
    await t.app.db
      .update(counterRuns)
      .set({ status: 'paused', pausedAt: Date.now(), version: 2 })
      .where(eq(counterRuns.counterId, id));
    // B reloads what it watches once it listens again (after half a second)...
    expect(JSON.parse((await viewer.next(3000)).data).run).toMatchObject({ status: 'paused', version: 2 });
    await expect.poll(listening, { timeout: 3000 }).toBe(2);
    // ...and hears A's next change as before.
    await control('resume');
    expect(JSON.parse((await viewer.next(3000)).data).run).toMatchObject({ status: 'running', version: 3 });
    expect(await listening()).toBe(2); // one connection each, not one more for every way it ended
    viewer.close();
  });

  it('keeps trying while it cannot connect, and logs why', async () => {
    const owner = await premiumUser(t);
    const id = await createSyncedCounter(t, owner.cookie);
    const viewer = await openSse(`${secondUrl}/api/counters/${id}/events`);
    expect(JSON.parse((await viewer.next()).data).run.status).toBe('idle');
    await t.request({
      method: 'POST',
      url: `/api/counters/${id}/control`,
      cookie: owner.cookie,
      payload: { action: 'start' },
    });
    expect(JSON.parse((await viewer.next(3000)).data).run).toMatchObject({ status: 'running', version: 1 });
    const warn = vi.spyOn(second.log, 'warn');
    const database = (await rowsOf(sql`select current_database() as name`))[0]!.name as string;
    // A database cannot refuse connections while one is open to it: the switch is thrown from another.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const allow = (on: boolean) => admin.query(`alter database "${database}" with allow_connections ${on}`);
    const listeners = sql`select pid from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}`;
    const listening = async () => (await rowsOf(listeners)).length;
    try {
      await allow(false);
      await t.app.db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) l`);
      // The dropped connection is logged, then the failed attempt half a second later.
      const codes = () => warn.mock.calls.map(([entry]) => (entry as { err?: { code?: string } }).err?.code);
      await expect.poll(codes, { timeout: 3000 }).toContain('55000');
      // 57P01: terminated by an administrator; 55000: the database takes no connections.
      expect(codes().slice(0, 2)).toEqual(['57P01', '55000']);
      expect(await listening()).toBe(0);
    } finally {
      await allow(true);
      await admin.end();
    }
    await t.app.db
      .update(counterRuns)
      .set({ status: 'paused', pausedAt: Date.now(), version: 2 })
      .where(eq(counterRuns.counterId, id));
    // Two seconds after the failure it connects and reloads what it watches.
    expect(JSON.parse((await viewer.next(4000)).data).run).toMatchObject({ status: 'paused', version: 2 });
    await expect.poll(listening, { timeout: 3000 }).toBe(2);
    warn.mockRestore();
    viewer.close();
  });
  it('stops listening when its app closes, also while it waits to reconnect', async () => {
    const listeners = sql`select pid from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN ${LIVE_CHANNEL}`}
      order by backend_start desc`;
    const listening = async () => (await rowsOf(listeners)).length;
    const third = () =>
      buildApp({ config: t.config, database: secondHandle, logger: false, distDir: '/nonexistent' });
    expect(await listening()).toBe(2);
    const quiet = await third();
    await quiet.ready();
    expect(await listening()).toBe(3);
    await quiet.close();
    await expect.poll(listening).toBe(2);

    // Closed within the half second between a dropped connection and the next attempt.
    const dropped = await third();
    await dropped.ready();
    const pid = (await rowsOf(listeners))[0]!.pid;
    await t.app.db.execute(sql`select pg_terminate_backend(${pid})`);
    await expect.poll(listening, { interval: 10 }).toBe(2);
    await dropped.close();
    await new Promise((r) => setTimeout(r, 1000));
    expect(await listening()).toBe(2);
  });
});
