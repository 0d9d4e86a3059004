import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, counterHooks, users } from '../db/schema';
import { createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { diffSnapshots, snapshotDatabase } from '../test/reliability/db-snapshot';
import { createTestApp, type TestApp } from '../test/test-app';
import { API_KEY_PREFIX, sha256 } from './api-key-queries';
import { READ_ONLY_KEY_MESSAGE } from './api-routes';

// Issue 22, least privilege for integrations: keys limited to counters and to read or control,
// webhook URLs switched off, on and rotated. The matrix (server/test/reliability) covers every route ×
// key kind; these follow one owner through the changes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bearer = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, payload });
const increment = (id: string, key: string) => bearer('POST', `/api/v1/counters/${id}/increment`, key, {});
const makeKey = async (cookie: string, body: object) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/keys',
    cookie,
    payload: { name: 'Scoped', ...body },
  });
  return res;
};

describe('scoped API keys', () => {
  it('act only on the counters they are limited to, and a read key only reads', async () => {
    const p = await premiumUser(t);
    const a = await createSyncedCounter(t, p.cookie);
    const b = await createSyncedCounter(t, p.cookie);
    const made = await makeKey(p.cookie, { access: 'control', counterIds: [a, a] });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ access: 'control', counterIds: [a] });
    const onlyA = made.json().key as string;
    expect((await increment(a, onlyA)).json().run.value).toBe(1);
    const onB = await increment(b, onlyA);
    expect(onB.statusCode).toBe(404);
    expect(onB.json()).toEqual({ message: 'Counter not found' });
    expect((await bearer('GET', `/api/v1/counters/${b}`, onlyA)).statusCode).toBe(404);
    expect((await bearer('GET', '/api/v1/counters', onlyA)).json()).toEqual([{ id: a, name: 'Live' }]);

    const reader = (await makeKey(p.cookie, { access: 'read' })).json().key as string;
    const refused = await increment(a, reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(READ_ONLY_KEY_MESSAGE);
    const read = await bearer('GET', `/api/v1/counters/${a}`, reader);
    expect(read.statusCode).toBe(200);
    expect(read.json().run.value).toBe(1); // the refused increment changed nothing
    expect(
      (await bearer('GET', '/api/v1/counters', reader))
        .json()
        .map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([a, b].sort());
  });

  it('can be narrowed and widened by their owner, effective on the next call', async () => {
    const p = await premiumUser(t);
    const a = await createSyncedCounter(t, p.cookie);
    const made = (await makeKey(p.cookie, {})).json() as { id: string; key: string };
    expect((await increment(a, made.key)).statusCode).toBe(200);
    const patch = (payload: object, cookie = p.cookie) =>
      t.request({ method: 'PATCH', url: `/api/keys/${made.id}`, cookie, payload });
    expect((await patch({ access: 'read' })).json()).toMatchObject({ access: 'read', counterIds: null });
    expect((await increment(a, made.key)).statusCode).toBe(403);
    expect((await patch({ access: 'control', counterIds: [a] })).statusCode).toBe(200);
    expect((await increment(a, made.key)).statusCode).toBe(200);
    const stranger = await premiumUser(t);
    expect((await patch({ counterIds: null }, stranger.cookie)).statusCode).toBe(404);
    expect((await patch({})).statusCode).toBe(400);
  });

  it("refuse another user's counter or a malformed scope, and write nothing", async () => {
    const p = await premiumUser(t);
    const other = await premiumUser(t);
    const theirs = await createSyncedCounter(t, other.cookie);
    const before = await snapshotDatabase(t.app.db);
    for (const body of [
      { counterIds: [theirs] },
      { counterIds: [] },
      { counterIds: ['not a counter id!'] },
      { access: 'admin' },
      { counterIds: 'all' },
    ]) {
      const res = await makeKey(p.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(diffSnapshots(before, await snapshotDatabase(t.app.db))).toEqual([]);
  });

  it('made before scopes existed keep full control of every counter (the migration default)', async () => {
    const p = await premiumUser(t);
    const a = await createSyncedCounter(t, p.cookie);
    const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
    // Inserted as the code before this change did: no access, no counter list.
    await t.app.db.execute(
      sql`insert into api_keys (id, user_id, name, key_hash) values (${`legacy-${Date.now()}`}, ${p.user.id}, 'Old', ${sha256(key)})`,
    );
    const [row] = await t.app.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, sha256(key)));
    expect(row).toMatchObject({ access: 'control', counterIds: null });
    expect((await increment(a, key)).statusCode).toBe(200);
  });
});

describe('webhook URLs', () => {
  it('can be switched off and on, and rotating kills the old URL', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const state = async () =>
      (await t.request({ method: 'GET', url: `/api/counters/${id}/hook`, cookie: p.cookie })).json();
    expect(await state()).toEqual({ state: 'none', createdAt: null });
    const made = await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: p.cookie });
    expect(made.json()).toMatchObject({ state: 'enabled', url: expect.stringContaining('/api/hooks/') });
    const path = new URL(made.json().url).pathname;
    const call = (p2: string) => t.app.inject({ method: 'POST', url: p2 });
    expect((await call(path)).json().run.value).toBe(1);

    const off = await t.request({
      method: 'PATCH',
      url: `/api/counters/${id}/hook`,
      cookie: p.cookie,
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ state: 'disabled' });
    const dead = await call(path);
    expect(dead.statusCode).toBe(404);
    expect(dead.json()).toEqual({ message: 'Webhook not found' }); // like an unknown URL
    expect((await state()).state).toBe('disabled');

    const on = await t.request({
      method: 'PATCH',
      url: `/api/counters/${id}/hook`,
      cookie: p.cookie,
      payload: { enabled: true },
    });
    expect(on.json()).toMatchObject({ state: 'enabled' });
    expect((await call(path)).json().run.value).toBe(2);

    const rotated = await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: p.cookie });
    const newPath = new URL(rotated.json().url).pathname;
    expect(newPath).not.toBe(path);
    expect((await call(path)).statusCode).toBe(404);
    expect((await call(newPath)).json().run.value).toBe(3);
  });

  it('can be switched off by an owner who is no longer Premium, but not on again', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: p.cookie });
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'free', premiumSource: null, adminPremium: false })
      .where(eq(users.id, p.user.id));
    const sw = (enabled: boolean) =>
      t.request({ method: 'PATCH', url: `/api/counters/${id}/hook`, cookie: p.cookie, payload: { enabled } });
    expect((await sw(false)).statusCode).toBe(200);
    expect((await sw(true)).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(counterHooks).where(eq(counterHooks.counterId, id));
    expect(row!.disabledAt).toBeInstanceOf(Date);
  });

  it('cannot be switched without one, nor on another user’s counter', async () => {
    const p = await premiumUser(t);
    const other = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const none = await t.request({
      method: 'PATCH',
      url: `/api/counters/${id}/hook`,
      cookie: p.cookie,
      payload: { enabled: false },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This counter has no webhook URL yet.');
    await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: p.cookie });
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const res = await t.request({
        method,
        url: `/api/counters/${id}/hook`,
        cookie: other.cookie,
        ...(method === 'PATCH' ? { payload: { enabled: false } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
