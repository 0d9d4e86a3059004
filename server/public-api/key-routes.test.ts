import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';

// The dashboard's keys (/api/keys, session cookie): what the list shows, how a key's scope is
// changed field by field, and what is said when a key or a counter is not the caller's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Key = {
  id: string;
  name: string;
  counterIds: string[] | null;
  access: string;
  revokedAt: string | null;
};
const list = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/keys', cookie })).json() as Key[];
const patch = (cookie: string, id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/keys/${id}`, cookie, payload });
const revoke = (cookie: string, id: string) =>
  t.request({ method: 'DELETE', url: `/api/keys/${id}`, cookie });

describe('/api/keys', () => {
  it('lists the newest key first, a revoked one with the time it was revoked', async () => {
    const p = await premiumUser(t);
    const older = await createApiKey(t, p.cookie, 'Older');
    await new Promise((r) => setTimeout(r, 5));
    const newer = await createApiKey(t, p.cookie, 'Newer');
    expect((await list(p.cookie)).map((k) => k.name)).toEqual(['Newer', 'Older']);
    const before = Date.now();
    const res = await revoke(p.cookie, older.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'API key revoked' });
    const [shownNewer, shownOlder] = await list(p.cookie);
    expect(shownNewer).toMatchObject({ id: newer.id, revokedAt: null });
    expect(Date.parse(shownOlder!.revokedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(shownOlder!.revokedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('says "API key not found" for a key that is revoked or not the caller\'s', async () => {
    const p = await premiumUser(t);
    const { id } = await createApiKey(t, p.cookie);
    const other = await premiumUser(t);
    for (const res of [await revoke(other.cookie, id), await patch(other.cookie, id, { access: 'read' })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'API key not found' });
    }
    await revoke(p.cookie, id);
    const again = await revoke(p.cookie, id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'API key not found' });
    const changed = await patch(p.cookie, id, { access: 'read' });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ message: 'API key not found' });
  });

  it('changes only the fields sent: access, the counters, or both', async () => {
    const p = await premiumUser(t);
    const a = await createSyncedCounter(t, p.cookie);
    const b = await createSyncedCounter(t, p.cookie);
    const { id } = await createApiKey(t, p.cookie);
    let res = await patch(p.cookie, id, { counterIds: [b, a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access: 'control', counterIds: [b, a] });
    res = await patch(p.cookie, id, { access: 'read' });
    expect(res.json()).toMatchObject({ access: 'read', counterIds: [b, a] });
    res = await patch(p.cookie, id, { counterIds: null });
    expect(res.json()).toMatchObject({ access: 'read', counterIds: null });
    res = await patch(p.cookie, id, { access: 'control', counterIds: [a] });
    expect(res.json()).toMatchObject({ access: 'control', counterIds: [a] });
    expect((await list(p.cookie))[0]).toMatchObject({ access: 'control', counterIds: [a] });
  });

  it("refuses counters that are not the owner's, naming the field, and keeps the key as it was", async () => {
    const p = await premiumUser(t);
    const mine = await createSyncedCounter(t, p.cookie);
    const other = await premiumUser(t);
    const theirs = await createSyncedCounter(t, other.cookie);
    const expected = {
      message: 'Choose only counters of your own for this key.',
      errors: { counterIds: ['Choose only counters of your own for this key.'] },
    };
    const made = await t.request({
      method: 'POST',
      url: '/api/keys',
      cookie: p.cookie,
      payload: { name: 'Mixed', counterIds: [mine, theirs] },
    });
    expect(made.statusCode).toBe(400);
    expect(made.json()).toEqual(expected);
    const { id } = await createApiKey(t, p.cookie);
    const res = await patch(p.cookie, id, { counterIds: [mine, theirs] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect((await list(p.cookie))[0]).toMatchObject({ id, counterIds: null });
  });

  it('lets an owner who is no longer Premium narrow and revoke keys, but not make one', async () => {
    const p = await premiumUser(t);
    const a = await createSyncedCounter(t, p.cookie);
    const { id } = await createApiKey(t, p.cookie);
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'free', premiumSource: null, adminPremium: false })
      .where(eq(users.id, p.user.id));
    const made = await t.request({
      method: 'POST',
      url: '/api/keys',
      cookie: p.cookie,
      payload: { name: 'x' },
    });
    expect(made.statusCode).toBe(403);
    expect(made.json()).toEqual({
      message: 'The API is a premium feature. Upgrade to Premium to use API keys.',
    });
    expect((await patch(p.cookie, id, { access: 'read', counterIds: [a] })).statusCode).toBe(200);
    expect((await revoke(p.cookie, id)).statusCode).toBe(200);
    expect(await list(p.cookie)).toEqual([expect.objectContaining({ id, access: 'read', counterIds: [a] })]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/keys' })).statusCode).toBe(401);
  });
});
