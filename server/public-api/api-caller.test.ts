import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { READ_ONLY_KEY_MESSAGE } from './api-routes';

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

const send = (id: string, authorization: string | undefined, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/counters/${id}/increment`,
    headers: authorization ? { authorization } : {},
    payload: {},
    remoteAddress,
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

  it('says in words why a read-only key or a guessing address is refused', async () => {
    const u = await premiumUser(t);
    const id = await createSyncedCounter(t, u.cookie);
    const made = await t.request({
      method: 'POST',
      url: '/api/keys',
      cookie: u.cookie,
      payload: { name: 'Reader', access: 'read' },
    });
    const readOnly = await increment(id, `Bearer ${made.json().key}`);
    expect(readOnly.json()).toEqual({
      message:
        'This API key is read-only. Use a key with control access, or change this one in the dashboard.',
    });
    const from = '192.0.2.61';
    for (let i = 0; i < 30; i++) await send(id, `Bearer cs_live_guess${i}`, from);
    const refused = await send(id, 'Bearer cs_live_guess-next', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Too many invalid API keys or webhook URLs from your address. Please wait a minute and try again.',
    });
  });
});

describe('the rate-limit bucket of a call', () => {
  it('is the address for calls without a key, the key otherwise', async () => {
    const u = await premiumUser(t);
    const id = await createSyncedCounter(t, u.cookie);
    const { key } = await createApiKey(t, u.cookie);
    const from = '192.0.2.62';
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) codes.push((await send(id, undefined, from)).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 401)).toBe(true);
    expect(codes[120]).toBe(429);
    // The address's bucket is full; another address or a key each have their own.
    expect((await send(id, undefined, '192.0.2.63')).statusCode).toBe(401);
    expect((await send(id, `Bearer ${key}`, from)).statusCode).toBe(200);
  });

  it('gives each key its own 120 calls a minute, whatever other keys of the address did', async () => {
    const u = await premiumUser(t);
    const id = await createSyncedCounter(t, u.cookie, { endNumber: 1_000_000 });
    const first = await createApiKey(t, u.cookie, 'First');
    const second = await createApiKey(t, u.cookie, 'Second');
    const from = '192.0.2.64';
    for (let i = 0; i < 120; i++) expect((await send(id, `Bearer ${first.key}`, from)).statusCode).toBe(200);
    expect((await send(id, `Bearer ${first.key}`, from)).statusCode).toBe(429);
    expect((await send(id, `Bearer ${second.key}`, from)).statusCode).toBe(200);
  });

  it('gives each webhook URL its own 120 calls a minute, not its address', async () => {
    const u = await premiumUser(t);
    const hookPath = async () => {
      const id = await createSyncedCounter(t, u.cookie, { endNumber: 1_000_000 });
      const made = await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: u.cookie });
      return new URL(made.json().url).pathname;
    };
    const first = await hookPath();
    const second = await hookPath();
    const call = (path: string) => t.app.inject({ method: 'POST', url: path, remoteAddress: '192.0.2.65' });
    for (let i = 0; i < 120; i++) expect((await call(first)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(429);
    expect((await call(second)).statusCode).toBe(200);
  });
});
