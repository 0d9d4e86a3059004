import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterWebhooks, webhookDeliveries } from '../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';

// Stream events over /api/v1: an applied event is told to the counter's outbound webhooks once; a
// repeated event id (a relay retrying) changes nothing and tells nobody.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_LOOPBACK_HTTP: 'true' });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/v1/counters/:id/events', () => {
  it('queues one "event" message for the outbound webhooks, none for a repeat', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, {
      countdownType: 'datetime',
      eventRules: [{ type: 'sub', tier: '1', seconds: 300 }],
    });
    const { key } = await createApiKey(t, p.cookie);
    const hook = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/webhooks`,
      cookie: p.cookie,
      payload: { url: 'http://127.0.0.1:9/relay' },
    });
    expect(hook.statusCode).toBe(201);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/counters/${id}/events`,
        headers: { authorization: `Bearer ${key}` },
        payload: { id: 'sub-1', type: 'sub', tier: '1', user: 'ana' },
      });
    const queued = async () => {
      await t.app.background.idle();
      return t.app.db
        .select({ kind: webhookDeliveries.kind })
        .from(webhookDeliveries)
        .innerJoin(counterWebhooks, eq(counterWebhooks.id, webhookDeliveries.webhookId))
        .where(eq(counterWebhooks.counterId, id));
    };
    expect((await send()).json()).toMatchObject({ duplicate: false, addedSeconds: 300 });
    expect(await queued()).toEqual([{ kind: 'event' }]);
    expect((await send()).json()).toMatchObject({ duplicate: true });
    expect(await queued()).toEqual([{ kind: 'event' }]);
  });
});

describe('POST /api/v1/counters/:id/multiplier', () => {
  it('starts a happy hour with a control key, and refuses a read-only key or another counter', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, { countdownType: 'datetime' });
    const { key } = await createApiKey(t, p.cookie);
    const reader = (
      await t.request({
        method: 'POST',
        url: '/api/keys',
        cookie: p.cookie,
        payload: { name: 'R', access: 'read' },
      })
    ).json().key as string;
    const set = (k: string, counter = id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/counters/${counter}/multiplier`,
        headers: { authorization: `Bearer ${k}` },
        payload: { factor: 2, minutes: 10 },
      });
    expect((await set(reader)).statusCode).toBe(403);
    const stranger = await premiumUser(t);
    const theirs = await createSyncedCounter(t, stranger.cookie, { countdownType: 'datetime' });
    expect((await set(key, theirs)).statusCode).toBe(404);
    const before = Date.now();
    const res = await set(key);
    expect(res.statusCode).toBe(200);
    expect(res.json().factor).toBe(2);
    expect(res.json().until).toBeGreaterThanOrEqual(before + 10 * 60_000);
  });

  it('refuses an event to a read-only key, before applying it', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, { countdownType: 'datetime' });
    const reader = (
      await t.request({
        method: 'POST',
        url: '/api/keys',
        cookie: p.cookie,
        payload: { name: 'R', access: 'read' },
      })
    ).json().key as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/counters/${id}/events`,
      headers: { authorization: `Bearer ${reader}` },
      payload: { id: 'x', type: 'sub', tier: '1' },
    });
    expect(res.statusCode).toBe(403);
    const log = await t.request({ method: 'GET', url: `/api/counters/${id}/event-log`, cookie: p.cookie });
    expect(log.json().events).toEqual([]);
  });
});
