import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../test/test-app';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import {
  createBillingTestApp,
  deliver,
  paddleEvent,
  readUser,
  signedCustom,
  subscriptionData,
  transactionData,
} from './testing/test-support';

// Issue 15, item 4: the browser stopped waiting for the webhook ("we will e-mail you when Premium
// is active"); the e-mail goes out when the webhook arrives, once. Item 8: smallest-unit prices.
let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});

const SUBJECT = 'Your Countstream Premium is active';

describe('the e-mail promised after a long wait for the webhook', () => {
  it('is sent when the webhook makes the user Premium, and only once', async () => {
    const u = await signUp(t);
    const asked = await t.request({
      method: 'POST',
      url: '/api/billing/notify-when-active',
      cookie: u.cookie,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: 'We will e-mail you when Premium is active.' });
    expect((await readUser(t, u.user.id)).notifyWhenPremium).toBe(true);

    const at = new Date();
    const sub = {
      id: 'sub_mail',
      status: 'active',
      customerId: 'ctm_mail',
      customData: signedCustom(u.user.id),
      at,
    };
    paddle.seedSubscription(sub);
    const since = t.smtp.mails.length;
    expect(
      (await deliver(t, paddleEvent('subscription.created', at, subscriptionData(sub)))).statusCode,
    ).toBe(200);
    const mail = await t.smtp.waitFor(u.email, { subject: SUBJECT, after: since });
    expect(mail.text).toContain('Your payment is confirmed and Premium is now active on your account.');
    expect((await readUser(t, u.user.id)).notifyWhenPremium).toBe(false);

    // The payment's webhook after it sends nothing more.
    const later = t.smtp.mails.length;
    const txn = transactionData({
      id: 'txn_mail',
      status: 'completed',
      customerId: 'ctm_mail',
      subscriptionId: 'sub_mail',
      customData: signedCustom(u.user.id),
      billedAt: at,
    });
    await deliver(t, paddleEvent('transaction.completed', at, txn));
    await expect(
      t.smtp.waitFor(u.email, { subject: SUBJECT, after: later, timeoutMs: 1500 }),
    ).rejects.toThrow();
  });

  it('waits through an event that does not make the user Premium', async () => {
    const u = await signUp(t);
    await t.request({ method: 'POST', url: '/api/billing/notify-when-active', cookie: u.cookie });
    const at = new Date();
    const custom = signedCustom(u.user.id);
    // A payment without its subscription yet: nothing paid is active.
    const txn = transactionData({
      id: 'txn_wait',
      status: 'completed',
      customerId: 'ctm_wait',
      subscriptionId: 'sub_wait',
      customData: custom,
      billedAt: at,
    });
    const since = t.smtp.mails.length;
    await deliver(t, paddleEvent('transaction.completed', at, txn));
    expect((await readUser(t, u.user.id)).notifyWhenPremium).toBe(true);
    const sub = { id: 'sub_wait', status: 'active', customerId: 'ctm_wait', customData: custom, at };
    paddle.seedSubscription(sub);
    await deliver(t, paddleEvent('subscription.created', at, subscriptionData(sub)));
    await t.smtp.waitFor(u.email, { subject: SUBJECT, after: since });
    expect(t.smtp.mails.slice(since).filter((m) => m.subject === SUBJECT)).toHaveLength(1);
    expect((await readUser(t, u.user.id)).notifyWhenPremium).toBe(false);
  });

  it('is not promised to a user the webhook already made Premium', async () => {
    const u = await signUp(t);
    const at = new Date();
    const sub = {
      id: 'sub_early',
      status: 'active',
      customerId: 'ctm_early',
      customData: signedCustom(u.user.id),
      at,
    };
    await deliver(t, paddleEvent('subscription.created', at, subscriptionData(sub)));
    await t.request({ method: 'POST', url: '/api/billing/notify-when-active', cookie: u.cookie });
    expect((await readUser(t, u.user.id)).notifyWhenPremium).toBe(false);
  });
});
