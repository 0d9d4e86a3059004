import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';

// /api/v1/counters with a bearer key: the list and a counter's run are Premium like control, and
// each control route applies its own action.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const v1 = (method: 'GET' | 'POST', path: string, key: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/counters${path}`,
    headers: { authorization: `Bearer ${key}` },
    payload,
  });

describe('/api/v1/counters', () => {
  it("lists the owner's counters by id and name, and a counter's run with the server's clock", async () => {
    const p = await premiumUser(t);
    const a = await createSyncedCounter(t, p.cookie, { startNumber: 7 });
    const { key } = await createApiKey(t, p.cookie);
    const listed = await v1('GET', '', key);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([{ id: a, name: 'Live' }]);
    const before = Date.now();
    const one = await v1('GET', `/${a}`, key);
    expect(one.statusCode).toBe(200);
    expect(one.json().serverNow).toBeGreaterThanOrEqual(before);
    expect(one.json().run.status).toBe('idle');
  });

  it('refuses the list and the run to a key whose owner is no longer Premium', async () => {
    const p = await premiumUser(t);
    const a = await createSyncedCounter(t, p.cookie);
    const { key } = await createApiKey(t, p.cookie);
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'free', premiumSource: null, adminPremium: false })
      .where(eq(users.id, p.user.id));
    for (const path of ['', `/${a}`]) {
      const res = await v1('GET', path, key);
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({
        message: 'The API is a premium feature. Upgrade to Premium to use API keys.',
      });
    }
  });

  it('applies each route its own action: set, change by, add time, any control', async () => {
    const p = await premiumUser(t);
    const num = await createSyncedCounter(t, p.cookie);
    const clock = await createSyncedCounter(t, p.cookie, { countdownType: 'datetime' });
    const { key } = await createApiKey(t, p.cookie);
    expect((await v1('POST', `/${num}/value`, key, { value: 10 })).json().run.value).toBe(10);
    expect((await v1('POST', `/${num}/increment`, key, { by: -3 })).json().run.value).toBe(7);
    expect((await v1('POST', `/${num}/increment`, key, {})).json().run.value).toBe(8);
    // No body at all (curl -X POST without -d) adds one as well.
    expect((await v1('POST', `/${num}/increment`, key)).json().run.value).toBe(9);
    expect((await v1('POST', `/${clock}/add-time`, key, { ms: -5000 })).json().run.addedMs).toBe(-5000);
    const paused = await v1('POST', `/${clock}/control`, key, { action: 'start' });
    expect(paused.json().run.status).toBe('running');
    expect((await v1('POST', `/${clock}/control`, key, { action: 'pause' })).json().run.status).toBe(
      'paused',
    );
  });
});
