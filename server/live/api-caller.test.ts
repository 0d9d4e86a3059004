import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { READ_ONLY_KEY_MESSAGE } from './api-routes';
import { createApiKey, createSyncedCounter, premiumUser } from './testing/live-test-support';

// Who may call /api/v1: the Authorization header must be exactly "Bearer <key>", and a key that
// may not act on a counter learns nothing about it (404) before being told it is read-only (403).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const increment = (id: string, authorization: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/counters/${id}/increment`,
    headers: { authorization },
    payload: {},
    remoteAddress: '192.0.2.60',
  });

describe('the API caller', () => {
  it('takes the key only from a whole "Bearer <key>" header, and says how to send one', async () => {
    const u = await premiumUser(t);
    const id = await createSyncedCounter(t, u.cookie);
    const { key } = await createApiKey(t, u.cookie);
    for (const header of [`Bearer ${key} extra`, `xBearer ${key}`, `Token ${key}`, key, 'Bearer ']) {
      const res = await increment(id, header);
      expect(res.statusCode, header).toBe(401);
      expect(res.json().message).toBe(
        'Unauthorized: send a valid API key as "Authorization: Bearer cs_live_…".',
      );
    }
    expect((await increment(id, `Bearer ${key}`)).json().run.value).toBe(1);
  });

  it('answers 404 for an id that cannot be a counter id, without looking it up', async () => {
    const u = await premiumUser(t);
    const { key } = await createApiKey(t, u.cookie);
    const res = await increment('x', `Bearer ${key}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Counter not found' });
  });

  it("tells a read-only key nothing about another user's counter (404 before 403)", async () => {
    const owner = await premiumUser(t);
    const theirs = await createSyncedCounter(t, owner.cookie);
    const other = await premiumUser(t);
    const mine = await createSyncedCounter(t, other.cookie);
    const made = await t.request({
      method: 'POST',
      url: '/api/keys',
      cookie: other.cookie,
      payload: { name: 'Reader', access: 'read' },
    });
    const reader = made.json().key as string;
    expect((await increment(theirs, `Bearer ${reader}`)).statusCode).toBe(404);
    const own = await increment(mine, `Bearer ${reader}`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(READ_ONLY_KEY_MESSAGE);
  });
});
