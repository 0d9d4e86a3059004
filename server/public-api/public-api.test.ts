import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, users } from '../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { API_PREMIUM_MESSAGE } from './api-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Bearer calls come from servers and bots: no cookie, no Origin.
const v1 = (path: string, key: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/counters/${path}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload,
  });

describe('API keys', () => {
  it('are made (shown once, stored hashed), listed and revoked by their owner', async () => {
    const p = await premiumUser(t);
    const { id, key } = await createApiKey(t, p.cookie, 'Stream bot');
    expect(key).toMatch(/^cs_live_[A-Za-z0-9_-]{32}$/);
    const list = await t.request({ method: 'GET', url: '/api/keys', cookie: p.cookie });
    expect(list.json()).toEqual([
      {
        id,
        name: 'Stream bot',
        access: 'control',
        counterIds: null,
        createdAt: expect.any(String),
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(list.body).not.toContain(key);
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.keyHash).not.toContain(key);
    const other = await premiumUser(t);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/keys/${id}`, cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/keys/${id}`, cookie: p.cookie })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/keys/${id}`, cookie: p.cookie })).statusCode).toBe(
      404,
    );
  });

  it('are Premium only', async () => {
    const free = await signUp(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/keys',
      cookie: free.cookie,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_PREMIUM_MESSAGE);
  });
});

describe('/api/v1 with a bearer key', () => {
  it('sets, increments, adds time and controls, marking the key used', async () => {
    const p = await premiumUser(t);
    const num = await createSyncedCounter(t, p.cookie);
    const date = await createSyncedCounter(t, p.cookie, { countdownType: 'datetime' });
    const { id, key } = await createApiKey(t, p.cookie);
    let res = await v1(`${num}/value`, key, { value: 40 });
    expect(res.statusCode).toBe(200);
    expect(res.json().run.value).toBe(40);
    res = await v1(`${num}/increment`, key, {});
    expect(res.json().run.value).toBe(41);
    res = await v1(`${num}/increment`, key, { by: 1000 });
    expect(res.json().run.value).toBe(100); // never past the end
    res = await v1(`${num}/control`, key, { action: 'start' });
    expect(res.json().run.status).toBe('running');
    res = await v1(`${date}/add-time`, key, { ms: 30_000 });
    expect(res.json().run.addedMs).toBe(30_000);
    expect((await v1(`${date}/value`, key, { value: 1 })).statusCode).toBe(400);
    const list = await t.request({ method: 'GET', url: '/api/keys', cookie: p.cookie });
    expect(list.json().find((k: { id: string }) => k.id === id).lastUsedAt).toEqual(expect.any(String));
  });

  it("refuses a missing, wrong or revoked key (401), another user's counter (404), a Free owner (403)", async () => {
    const p = await premiumUser(t);
    const num = await createSyncedCounter(t, p.cookie);
    const { id, key } = await createApiKey(t, p.cookie);
    expect((await v1(`${num}/increment`, null, {})).statusCode).toBe(401);
    expect((await v1(`${num}/increment`, 'cs_live_wrong', {})).statusCode).toBe(401);
    const stranger = await premiumUser(t);
    const strangerKey = await createApiKey(t, stranger.cookie);
    expect((await v1(`${num}/increment`, strangerKey.key, {})).statusCode).toBe(404);
    await t.request({ method: 'DELETE', url: `/api/keys/${id}`, cookie: p.cookie });
    expect((await v1(`${num}/increment`, key, {})).statusCode).toBe(401);
    // A key made while Premium stops working for the API when the plan ends.
    const lapsed = await premiumUser(t);
    const lapsedCounter = await createSyncedCounter(t, lapsed.cookie);
    const lapsedKey = await createApiKey(t, lapsed.cookie);
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'free', premiumSource: null, adminPremium: false })
      .where(eq(users.email, lapsed.email));
    const res = await v1(`${lapsedCounter}/increment`, lapsedKey.key, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_PREMIUM_MESSAGE);
  });

  it('ignores session cookies: the bearer key is the only credential', async () => {
    const p = await premiumUser(t);
    const num = await createSyncedCounter(t, p.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/counters/${num}/increment`,
      headers: { cookie: p.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('webhook URL', () => {
  it('increments through a secret URL until it is regenerated', async () => {
    const p = await premiumUser(t);
    const num = await createSyncedCounter(t, p.cookie);
    const first = await t.request({ method: 'POST', url: `/api/counters/${num}/hook`, cookie: p.cookie });
    expect(first.statusCode).toBe(200);
    const url = new URL(first.json().url);
    expect(url.pathname).toMatch(/^\/api\/hooks\/[A-Za-z0-9_-]{32}\/increment$/);
    let res = await t.app.inject({ method: 'POST', url: url.pathname });
    expect(res.statusCode).toBe(200);
    expect(res.json().run.value).toBe(1);
    const second = await t.request({ method: 'POST', url: `/api/counters/${num}/hook`, cookie: p.cookie });
    res = await t.app.inject({ method: 'POST', url: url.pathname });
    expect(res.statusCode).toBe(404);
    res = await t.app.inject({ method: 'POST', url: new URL(second.json().url).pathname });
    expect(res.json().run.value).toBe(2);
  });

  it('is for the Premium owner only', async () => {
    const free = await signUp(t);
    const freeCounter = await createSyncedCounter(t, free.cookie);
    expect(
      (await t.request({ method: 'POST', url: `/api/counters/${freeCounter}/hook`, cookie: free.cookie }))
        .statusCode,
    ).toBe(403);
    const p = await premiumUser(t);
    expect(
      (await t.request({ method: 'POST', url: `/api/counters/${freeCounter}/hook`, cookie: p.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/hooks/nope/increment' })).statusCode).toBe(404);
  });
});

describe('GET /api/docs', () => {
  it('describes the public API as OpenAPI 3, without the cookie API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/hooks/{token}/increment',
      '/api/v1/counters',
      '/api/v1/counters/{id}',
      '/api/v1/counters/{id}/add-time',
      '/api/v1/counters/{id}/control',
      '/api/v1/counters/{id}/events',
      '/api/v1/counters/{id}/increment',
      '/api/v1/counters/{id}/multiplier',
      '/api/v1/counters/{id}/value',
      '/api/v1/counters/{id}/webhooks',
      '/api/v1/counters/{id}/webhooks/{webhookId}',
      '/api/v1/counters/{id}/webhooks/{webhookId}/test',
    ]);
    expect(doc.paths['/api/v1/counters/{id}/value'].post.security).toEqual([{ bearer: [] }]);
  });
});
