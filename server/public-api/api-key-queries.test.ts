import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeys } from '../db/schema';
import { createApiKey, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { sha256 } from './api-key-queries';

// Which bearer keys are looked up (only "cs_live_…" of at most 100 characters, unrevoked), and
// how often their "last used" time is written (once a minute, not on every call).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const listCounters = (key: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/counters', headers: { authorization: `Bearer ${key}` } });

async function storeKey(userId: string, key: string) {
  await t.app.db.execute(
    sql`insert into api_keys (id, user_id, name, key_hash) values (${`k${sha256(key).slice(0, 12)}`}, ${userId}, 'Stored', ${sha256(key)})`,
  );
}

const lastUsed = async (id: string) =>
  (await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!.lastUsedAt?.getTime();

describe('looking up a bearer key', () => {
  it('accepts a stored "cs_live_" key of up to 100 characters, and nothing longer or otherwise named', async () => {
    const p = await premiumUser(t);
    const longest = `cs_live_${'a'.repeat(92)}`;
    const tooLong = `cs_live_${'b'.repeat(93)}`;
    const unprefixed = `cs_test_${'c'.repeat(32)}`;
    for (const key of [longest, tooLong, unprefixed]) await storeKey(p.user.id, key);
    expect((await listCounters(longest)).statusCode).toBe(200);
    expect((await listCounters(tooLong)).statusCode).toBe(401);
    expect((await listCounters(unprefixed)).statusCode).toBe(401);
  });

  it('writes "last used" at most once a minute per key', async () => {
    const p = await premiumUser(t);
    const { id, key } = await createApiKey(t, p.cookie);
    expect(await lastUsed(id)).toBeUndefined();
    expect((await listCounters(key)).statusCode).toBe(200);
    const first = (await lastUsed(id))!;
    expect(first).toBeGreaterThan(Date.now() - 60_000);
    const at = async (now: number) => {
      const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
      try {
        expect((await listCounters(key)).statusCode).toBe(200);
      } finally {
        clock.mockRestore();
      }
      return lastUsed(id);
    };
    expect(await at(first + 59_999)).toBe(first);
    expect(await at(first + 60_000)).toBe(first + 60_000);
    expect(await at(first + 60_001)).toBe(first + 60_000);
  });
});
