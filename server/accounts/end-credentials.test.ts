import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, counterHooks, counters, counterWebhooks } from '../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { endUserCredentials } from './end-credentials';

// Taking an account over turns off what outlives a password: the user's live API keys (kept, marked
// revoked), webhook URLs and outbound webhooks (deleted), and names them for the mail; nobody
// else's are touched. (Connected channels: platform-apis/end-connections.test.ts.)

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const keysOf = (userId: string) => t.app.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));
const hookOf = async (counterId: string) =>
  (await t.app.db.select().from(counterHooks).where(eq(counterHooks.counterId, counterId)))[0];
const rename = (id: string, name: string) =>
  t.app.db.update(counters).set({ name }).where(eq(counters.id, id));

const NOTHING = { apiKeys: [], webhookCounters: [], outboundWebhooks: [], platforms: [] };

describe('endUserCredentials', () => {
  it("revokes the user's live keys and deletes their webhook URLs, naming each, and no one else's", async () => {
    const a = await premiumUser(t);
    const b = await premiumUser(t);
    await createApiKey(t, a.cookie, 'Bot one');
    await createApiKey(t, a.cookie, 'Bot two');
    const old = await createApiKey(t, a.cookie, 'Old bot');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/keys/${old.id}`, cookie: a.cookie })).statusCode,
    ).toBeLessThan(300);
    const [oldRow] = (await keysOf(a.user.id)).filter((k) => k.id === old.id);
    expect(oldRow!.revokedAt).toBeInstanceOf(Date);
    const hooked = [await createSyncedCounter(t, a.cookie), await createSyncedCounter(t, a.cookie)];
    const plain = await createSyncedCounter(t, a.cookie);
    await rename(hooked[1]!, 'Second');
    for (const id of hooked)
      expect(
        (await t.request({ method: 'POST', url: `/api/counters/${id}/hook`, cookie: a.cookie })).statusCode,
      ).toBe(200);
    await createApiKey(t, b.cookie, 'B bot');
    const bCounter = await createSyncedCounter(t, b.cookie);
    await t.request({ method: 'POST', url: `/api/counters/${bCounter}/hook`, cookie: b.cookie });

    const outbound = (cookie: string, id: string, url: string) =>
      t.request({ method: 'POST', url: `/api/counters/${id}/webhooks`, cookie, payload: { url } });
    expect((await outbound(a.cookie, plain, 'https://hooks.example.com/in')).statusCode).toBe(201);
    expect((await outbound(b.cookie, bCounter, 'https://b.example.com/in')).statusCode).toBe(201);

    const now = new Date('2030-01-02T03:04:05Z');
    const { ended: revoked, taken } = await endUserCredentials(t.app.db, a.user.id, now);
    expect(taken).toEqual([]);
    expect(revoked.platforms).toEqual([]);
    expect(revoked.outboundWebhooks).toEqual([{ counter: 'Live', host: 'hooks.example.com' }]);
    expect(await t.app.db.select().from(counterWebhooks).where(eq(counterWebhooks.counterId, plain))).toEqual(
      [],
    );
    expect(
      await t.app.db.select().from(counterWebhooks).where(eq(counterWebhooks.counterId, bCounter)),
    ).toHaveLength(1);
    expect(revoked.apiKeys.sort()).toEqual(['Bot one', 'Bot two']);
    expect(revoked.webhookCounters.sort()).toEqual(['Live', 'Second']);

    const keys = await keysOf(a.user.id);
    expect(keys.filter((k) => k.name !== 'Old bot').map((k) => k.revokedAt?.getTime())).toEqual([
      now.getTime(),
      now.getTime(),
    ]);
    expect(keys.find((k) => k.name === 'Old bot')!.revokedAt).toEqual(oldRow!.revokedAt);
    for (const id of [...hooked, plain]) expect(await hookOf(id)).toBeUndefined();
    expect((await keysOf(b.user.id))[0]!.revokedAt).toBeNull();
    expect(await hookOf(bCounter)).toBeDefined();

    // A second time there is nothing left to turn off.
    expect((await endUserCredentials(t.app.db, a.user.id)).ended).toEqual(NOTHING);
  });

  it('turns off nothing for a user who has neither', async () => {
    const c = await premiumUser(t);
    await createSyncedCounter(t, c.cookie);
    expect((await endUserCredentials(t.app.db, c.user.id)).ended).toEqual(NOTHING);
  });
});
