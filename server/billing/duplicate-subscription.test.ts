import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { FREE, minute, PAID, startScenario } from './testing/sequence-support';
import { createBillingTestApp } from './testing/test-support';

let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});

describe('a second subscription made anyway (two tabs, before the first webhook)', () => {
  it('is cancelled, its payment refunded, the user told; Premium stays on the first', async () => {
    const s = await startScenario(t, paddle);
    await s.step('first', s.created('sub_one', minute(1)), 'applied', PAID);
    await s.step('first paid', s.paid('txn_one', 'sub_one', minute(1)), 'applied', PAID);
    await s.step('second', s.created('sub_two', minute(2)), 'applied', { ...PAID, cancels: ['sub_two'] });
    expect(paddle.refunds()).toEqual([]); // its payment has not arrived yet
    await s.step('second paid', s.paid('txn_two', 'sub_two', minute(2)), 'applied', {
      ...PAID,
      cancels: ['sub_two'],
    });
    expect(paddle.refunds()).toEqual([{ transactionId: 'txn_two', action: 'refund', type: 'full' }]);
    expect(paddle.subscriptions.get('sub_two')?.status).toBe('canceled');
    expect(paddle.subscriptions.get('sub_one')?.status).toBe('active');
    const mail = await t.smtp.waitFor(s.email);
    expect(mail.subject).toBe('We refunded a second Countstream subscription');
    expect(mail.text).toContain('cancelled the second one and refunded its payment in full');
  });

  it('whose payment came first is refunded when its creation is judged; only completed payments are', async () => {
    const s = await startScenario(t, paddle);
    await s.step('first', s.created('sub_early_one', minute(1)), 'applied', PAID);
    await s.step('first paid', s.paid('txn_early_one', 'sub_early_one', minute(1)), 'applied', PAID);
    // Paddle sent the second checkout's payment before its subscription.created.
    await s.step('second paid', s.paid('txn_early_two', 'sub_early_two', minute(2)), 'applied', PAID);
    paddle.reset();
    await s.step('second', s.created('sub_early_two', minute(2)), 'applied', {
      ...PAID,
      cancels: ['sub_early_two'],
    });
    expect(paddle.refunds()).toEqual([{ transactionId: 'txn_early_two', action: 'refund', type: 'full' }]);
    // A later payment of the ended duplicate that is not completed is nothing to refund.
    paddle.reset();
    const billed = s.paid('txn_early_three', 'sub_early_two', minute(3), { status: 'billed' });
    await s.step('billed', billed, 'applied', PAID);
    expect(paddle.refunds()).toEqual([]);
    // Other users' and the first subscription's payments are never touched.
    await s.step('first renews', s.paid('txn_early_four', 'sub_early_one', minute(4)), 'applied', PAID);
    expect(paddle.refunds()).toEqual([]);
  });

  it('is not what a returning customer’s new subscription is, after the old one ended', async () => {
    const s = await startScenario(t, paddle);
    await s.step('first', s.created('sub_back_old', minute(1)), 'applied', PAID);
    await s.step('first ends', s.sub('sub_back_old', 'canceled', minute(2)), 'applied', FREE);
    paddle.reset();
    await s.step('back', s.created('sub_back_new', minute(3)), 'applied', { ...PAID, cancels: [] });
    expect(paddle.refunds()).toEqual([]);
  });
});
