import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { minute, PAID, startScenario } from './testing/sequence-support';
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
});
