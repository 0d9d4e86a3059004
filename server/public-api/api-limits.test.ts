import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { TOO_MANY_GUESSES_MESSAGE } from './api-routes';

// The limits of the bearer API and the webhook URL: 120 calls a minute per key however the header
// is spelt, and 30 wrong keys or tokens a minute per address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function premiumKeyAndCounter() {
  const u = await premiumUser(t);
  const id = await createSyncedCounter(t, u.cookie, { endNumber: 1_000_000 });
  return { id, key: (await createApiKey(t, u.cookie)).key };
}

const increment = (id: string, authorization: string, remoteAddress = '192.0.2.10') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/counters/${id}/increment`,
    headers: { authorization },
    payload: {},
    remoteAddress,
  });

describe('API limits', () => {
  it('counts one key once, however "Bearer" is spelt or spaced', async () => {
    const { id, key } = await premiumKeyAndCounter();
    const spellings = ['Bearer ', 'bearer ', 'BEARER  ', 'Bearer\t', 'bEaReR   '];
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) codes.push((await increment(id, `${spellings[i % 5]}${key}`)).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 200)).toBe(true);
    expect(codes[120]).toBe(429);
  });

  it('refuses an address after 30 wrong keys, before looking them up; others are unaffected', async () => {
    const { id, key } = await premiumKeyAndCounter();
    const from = '192.0.2.20';
    for (let i = 0; i < 30; i++) {
      const res = await increment(id, `Bearer cs_live_madeup${i}`, from);
      expect(res.statusCode).toBe(401);
    }
    const refused = await increment(id, `Bearer cs_live_madeup-next`, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_GUESSES_MESSAGE);
    // Even a valid key from that address waits out the minute; a caller elsewhere does not.
    expect((await increment(id, `Bearer ${key}`, from)).statusCode).toBe(429);
    expect((await increment(id, `Bearer ${key}`, '192.0.2.21')).statusCode).toBe(200);
  });

  it('refuses an address after 30 made-up webhook tokens', async () => {
    const hook = (token: string) =>
      t.app.inject({ method: 'POST', url: `/api/hooks/${token}/increment`, remoteAddress: '192.0.2.30' });
    for (let i = 0; i < 30; i++) expect((await hook(`made-up-${i}`)).statusCode).toBe(404);
    const refused = await hook('made-up-next');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_GUESSES_MESSAGE);
  });
});
