import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PREMIUM_MESSAGE } from '../counters/counter-service';
import { counterHooks, users } from '../db/schema';
import { createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { sha256 } from '../public-api/api-key-queries';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

// A counter's secret webhook URL from the dashboard (hook-url-routes.ts, hook-url-queries.ts) and the URL
// itself (hook-url-call-routes.ts): its state and when it was made, only its hash kept, rotation
// re-enabling it, and the owner's plan deciding whether it may still drive the counter.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const hookRow = async (counterId: string) =>
  (await t.app.db.select().from(counterHooks).where(eq(counterHooks.counterId, counterId)))[0];
const lapse = (userId: string) =>
  t.app.db
    .update(users)
    .set({ subscriptionStatus: 'free', premiumSource: null, adminPremium: false })
    .where(eq(users.id, userId));

describe('a counter’s webhook URL', () => {
  it('is made at our address with a token kept only as its hash, and says when it was made', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const made = await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: p.cookie });
    expect(made.statusCode).toBe(200);
    const { url, state, createdAt } = made.json();
    const token = /^(.*)\/api\/hooks\/([A-Za-z0-9_-]{32})\/increment$/.exec(url);
    expect(token?.[1]).toBe(TEST_ORIGIN);
    const row = await hookRow(id);
    expect(row!.tokenHash).toBe(sha256(token![2]!));
    expect(state).toBe('enabled');
    expect(createdAt).toBe(row!.createdAt.toISOString());
    const shown = await t.request({ method: 'GET', url: `/api/counters/${id}/hook`, cookie: p.cookie });
    expect(shown.json()).toEqual({ state: 'enabled', createdAt });
    expect(JSON.stringify(shown.json())).not.toContain(token![2]);
  });

  it('comes back enabled, newly dated, when a switched-off one is made again', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const first = (
      await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: p.cookie })
    ).json();
    const off = await t.request({
      method: 'PATCH',
      url: `/api/counters/${id}/hook`,
      cookie: p.cookie,
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ state: 'disabled', createdAt: first.createdAt });
    await new Promise((r) => setTimeout(r, 5));
    const again = await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: p.cookie });
    expect(again.json().state).toBe('enabled');
    expect(Date.parse(again.json().createdAt)).toBeGreaterThan(Date.parse(first.createdAt));
    expect((await hookRow(id))!.disabledAt).toBeNull();
    const call = await t.app.inject({ method: 'POST', url: new URL(again.json().url).pathname });
    expect(call.statusCode).toBe(200);
    expect(call.json().run.value).toBe(1);
    expect(call.json().serverNow).toBeGreaterThan(0);
  });

  it('needs a session, and Premium to make one; a lapsed owner still sees its state', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const res = await t.request({
        method,
        url: `/api/counters/${id}/hook`,
        ...(method === 'PATCH' ? { payload: { enabled: false } } : {}),
      });
      expect(res.statusCode, method).toBe(401);
    }
    const made = await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: p.cookie });
    const path = new URL(made.json().url).pathname;
    await lapse(p.user.id);
    const shown = await t.request({ method: 'GET', url: `/api/counters/${id}/hook`, cookie: p.cookie });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().state).toBe('enabled');
    const refused = await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: p.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: CONTROL_PREMIUM_MESSAGE });
    expect((await hookRow(id))!.tokenHash).toBe(sha256(path.split('/')[3]!));
    // The URL of a lapsed owner no longer drives the counter.
    const call = await t.app.inject({ method: 'POST', url: path });
    expect(call.statusCode).toBe(403);
    const live = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/live` });
    expect(live.json().run.value ?? 0).toBe(0);
  });

  it('refuses ids, bodies and tokens it cannot take with 400, an unknown counter or token with 404', async () => {
    const p = await premiumUser(t);
    const other = await premiumUser(t);
    const id = await createSyncedCounter(t, other.cookie);
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const foreign = await t.request({
        method,
        url: `/api/counters/${id}/hook`,
        cookie: p.cookie,
        ...(method === 'PATCH' ? { payload: { enabled: false } } : {}),
      });
      expect(foreign.statusCode, method).toBe(404);
      expect(foreign.json(), method).toEqual({ message: 'Counter not found' });
      const tooLong = await t.request({
        method,
        url: `/api/counters/${'a'.repeat(65)}/hook`,
        cookie: p.cookie,
        ...(method === 'PATCH' ? { payload: { enabled: false } } : {}),
      });
      expect(tooLong.statusCode, method).toBe(400);
    }
    const mine = await createSyncedCounter(t, p.cookie);
    await t.request({ method: 'POST', url: `/api/counters/${mine}/hook`, cookie: p.cookie });
    for (const payload of [{ enabled: 'no' }, {}, { enabled: false, extra: 1 }]) {
      const bad = await t.request({
        method: 'PATCH',
        url: `/api/counters/${mine}/hook`,
        cookie: p.cookie,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await hookRow(mine))!.disabledAt).toBeNull();
    const unknown = await t.app.inject({ method: 'POST', url: `/api/hooks/${'a'.repeat(100)}/increment` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Webhook not found' });
    // Longer than a path parameter may be (Fastify's maxParamLength): refused before any look-up.
    const long = await t.app.inject({ method: 'POST', url: `/api/hooks/${'a'.repeat(101)}/increment` });
    expect(long.statusCode).toBe(414);
  });

  it('takes 120 calls a minute per URL, whoever calls it; another URL has its own', async () => {
    const p = await premiumUser(t);
    const busy = await createSyncedCounter(t, p.cookie, { endNumber: 1_000 });
    const calm = await createSyncedCounter(t, p.cookie, { endNumber: 1_000 });
    const pathOf = async (id: string) =>
      new URL(
        (await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: p.cookie })).json().url,
      ).pathname;
    const [busyPath, calmPath] = [await pathOf(busy), await pathOf(calm)];
    const codes: number[] = [];
    for (let i = 0; i < 121; i++)
      codes.push(
        (await t.app.inject({ method: 'POST', url: busyPath, remoteAddress: `192.0.2.${(i % 200) + 1}` }))
          .statusCode,
      );
    expect(codes.slice(0, 120).every((c) => c === 200)).toBe(true);
    expect(codes[120]).toBe(429);
    expect(
      (await t.app.inject({ method: 'POST', url: calmPath, remoteAddress: '192.0.2.1' })).statusCode,
    ).toBe(200);
  });
});
