import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { paymentsOfLiveSubscriptions } from './end-billing';
import { inTransaction } from './premium-store';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { FREE, minute, PAID, startScenario } from './testing/sequence-support';
import { createBillingTestApp, readUser } from './testing/test-support';

// Ending Premium ends billing (docs/decisions/009): what is cancelled when an account goes, and which
// payment an admin refund gives back. Written against end-billing.ts's mutants (issue #25).

let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => paddle.reset());

describe('deleting an account', () => {
  it('cancels every subscription Paddle may still charge, and none it already ended', async () => {
    const s = await startScenario(t, paddle);
    await s.step('old', s.sub('sub_del_old', 'active', minute(1)), 'applied', PAID);
    await s.step('old ends', s.sub('sub_del_old', 'canceled', minute(2)), 'applied', FREE);
    await s.step('live', s.sub('sub_del_live', 'active', minute(3)), 'applied', PAID);
    // In payment retries, Paddle still tries to charge it (no banner: the other one pays).
    await s.step('retrying', s.sub('sub_del_retry', 'past_due', minute(4)), 'applied', PAID);
    paddle.reset();
    const res = await t.request({ method: 'DELETE', url: '/api/user', cookie: s.cookie });
    expect(res.statusCode).toBe(200);
    expect(paddle.cancels().sort()).toEqual(['sub_del_live', 'sub_del_retry']);
  });
});

describe('paymentsOfLiveSubscriptions', () => {
  const paymentsOf = async (userId: string) => {
    const user = await readUser(t, userId);
    return inTransaction(t.app.db, (tx) => paymentsOfLiveSubscriptions(tx, user));
  };

  it('gives the latest completed payment of each live subscription, and nothing of an ended one', async () => {
    const s = await startScenario(t, paddle);
    await s.step('old', s.sub('sub_pay_old', 'active', minute(1)), 'applied', PAID);
    await s.step('old paid', s.paid('txn_pay_old', 'sub_pay_old', minute(1)), 'applied', PAID);
    await s.step('old ends', s.sub('sub_pay_old', 'canceled', minute(2)), 'applied', FREE);
    await s.step('a', s.sub('sub_pay_a', 'active', minute(3)), 'applied', PAID);
    await s.step('a paid', s.paid('txn_pay_a1', 'sub_pay_a', minute(3)), 'applied', PAID);
    await s.step('a renewed', s.paid('txn_pay_a2', 'sub_pay_a', minute(8)), 'applied', PAID);
    // A renewal still being collected is no payment to give back.
    const due = s.paid('txn_pay_a3', 'sub_pay_a', minute(9), { status: 'past_due' });
    await s.step('a due', due, 'applied', PAID);
    await s.step('b', s.sub('sub_pay_b', 'active', minute(4)), 'applied', PAID);
    await s.step('b paid', s.paid('txn_pay_b1', 'sub_pay_b', minute(4)), 'applied', PAID);
    await s.step('c, not paid yet', s.sub('sub_pay_c', 'active', minute(5)), 'applied', PAID);
    expect((await paymentsOf(s.userId)).sort()).toEqual(['txn_pay_a2', 'txn_pay_b1']);
  });

  it('gives nothing to a user without a live subscription, or whose live one has no payment yet', async () => {
    const s = await startScenario(t, paddle);
    expect(await paymentsOf(s.userId)).toEqual([]);
    await s.step('old', s.sub('sub_pay_gone', 'active', minute(1)), 'applied', PAID);
    await s.step('old paid', s.paid('txn_pay_gone', 'sub_pay_gone', minute(1)), 'applied', PAID);
    await s.step('old ends', s.sub('sub_pay_gone', 'canceled', minute(2)), 'applied', FREE);
    expect(await paymentsOf(s.userId)).toEqual([]);
    await s.step('new', s.sub('sub_pay_new', 'active', minute(3)), 'applied', PAID);
    expect(await paymentsOf(s.userId)).toEqual([]);
  });
});
