import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paddleSubscriptions, users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { inTransaction, saveUserGrants } from './premium-store';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { FREE, minute, PAID, startScenario } from './testing/sequence-support';
import { createBillingTestApp, deliver, readUser } from './testing/test-support';

// Whose row an event locks when it names only a Paddle customer that two accounts have held (one
// Paddle customer per e-mail, and an e-mail can move between accounts). Issue #25.

let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => paddle.reset());

const subscriptionIds = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/billing/status', cookie }))
    .json()
    .subscriptions.map((s: { id: string }) => s.id);

describe('an event naming only a customer two accounts have held', () => {
  it('goes to the account Paddle named with that customer most recently', async () => {
    const a = await startScenario(t, paddle);
    const b = await startScenario(t, paddle);
    const shared = a.customerId;
    await a.step('a buys', a.sub('sub_ps_a', 'active', minute(1)), 'applied', PAID);
    // b's checkout, signed for b, came back with the same Paddle customer: b holds it from minute 2.
    await b.step('b buys', b.sub('sub_ps_b', 'active', minute(2), { customerId: shared }), 'applied', PAID);
    expect((await readUser(t, a.userId)).paddleCustomerId).toBe(shared);
    expect((await readUser(t, b.userId)).paddleCustomerId).toBe(shared);

    const unsigned = (id: string, at: Date) => a.sub(id, 'active', at, { customData: null });
    expect((await deliver(t, unsigned('sub_ps_x', minute(3)))).json().outcome).toBe('applied');
    expect(await subscriptionIds(b.cookie)).toContain('sub_ps_x');
    expect(await subscriptionIds(a.cookie)).not.toContain('sub_ps_x');

    // Now a's own subscription names the customer again, later than b's: a holds it.
    await a.step('a renews', a.sub('sub_ps_a', 'active', minute(4)), 'applied', PAID);
    expect((await deliver(t, unsigned('sub_ps_y', minute(5)))).json().outcome).toBe('applied');
    expect(await subscriptionIds(a.cookie)).toContain('sub_ps_y');
    expect(await subscriptionIds(b.cookie)).not.toContain('sub_ps_y');
  });
});

describe('a Paddle event for a user Premium by other grants as well', () => {
  it('keeps an admin grant and a gift when the subscription ends, and the gift’s end date', async () => {
    const s = await startScenario(t, paddle);
    await s.step('buys', s.sub('sub_ps_gift', 'active', minute(1)), 'applied', PAID);
    const giftUntil = new Date(Date.now() + 30 * 864e5);
    await t.app.db.update(users).set({ giftUntil }).where(eq(users.id, s.userId));
    await s.step('ends', s.sub('sub_ps_gift', 'canceled', minute(2)), 'applied', {
      plan: 'active',
      source: 'gift',
      premiumUntil: null, // the billing status speaks of subscriptions only
    });
    expect((await readUser(t, s.userId)).premiumUntil).toEqual(giftUntil);

    const admin = await startScenario(t, paddle);
    await admin.step('buys', admin.sub('sub_ps_admin', 'active', minute(1)), 'applied', PAID);
    await t.app.db.update(users).set({ adminPremium: true }).where(eq(users.id, admin.userId));
    await admin.step('ends', admin.sub('sub_ps_admin', 'canceled', minute(2)), 'applied', {
      plan: 'active',
      source: 'admin',
    });
  });
});

describe('a subscription whose payment was taken back', () => {
  it('grants nothing even where its row was never marked ended by us', async () => {
    const s = await startScenario(t, paddle);
    await s.step('buys', s.sub('sub_ps_back', 'active', minute(1)), 'applied', PAID);
    await s.step('pays', s.paid('txn_ps_back', 'sub_ps_back', minute(1)), 'applied', PAID);
    const chargeback = s.adjustment('adjustment.created', minute(2), {
      id: 'adj_ps_back',
      action: 'chargeback',
      status: 'approved',
      transactionId: 'txn_ps_back',
      subscriptionId: 'sub_ps_back',
    });
    await s.step('charged back', chargeback, 'applied', FREE);
    // A row written before the mark existed (or a mark lost in a restore): the grants are recomputed
    // from the payments themselves, so the money taken back still ends Premium.
    await t.app.db
      .update(paddleSubscriptions)
      .set({ endedByUsAt: null, endedReason: null })
      .where(eq(paddleSubscriptions.id, 'sub_ps_back'));
    const user = await readUser(t, s.userId);
    const saved = await inTransaction(t.app.db, (tx) => saveUserGrants(tx, user, {}));
    expect([saved.subscriptionStatus, saved.premiumSource]).toEqual(['free', null]);
  });
});
