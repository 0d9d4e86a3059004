import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormDefaults } from '../../core/counter/settings-defaults';
import { buildApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { openSse } from './testing/sse-client';

// Two app instances on one PostgreSQL database: a change made through one reaches a Server-Sent
// Events client of the other through LISTEN/NOTIFY. PGlite is one process and needs none of this.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('live sync across two instances on one PostgreSQL', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondHandle: DatabaseHandle;
  let secondUrl: string;

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
});
