import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, users } from '../db/schema';
import { signUp, signUpProven, type TestApp } from '../test/test-app';
import { computePricing, getSubscriptionSettings, saveSubscriptionSettings } from './pricing-service';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { minute, PAID, startScenario } from './testing/sequence-support';
import { createBillingTestApp, readUser } from './testing/test-support';

// The billing routes' own answers (routes.ts, pricing-service.ts), each pinned once here; the
// scenarios behind them (webhooks, checkout, resume) have their own files. Issue #25: before this
// file only tests outside server/billing reached most of these routes.

let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  t.request({ method, url, cookie });

describe('GET /api/pricing', () => {
  it('shows the general price, the discount only while it is active, and a user’s own price first', async () => {
    await saveSubscriptionSettings(t.app.db, {
      generalPrice: '5',
      isDiscountActive: false,
      discountedPrice: '3.5',
    });
    expect((await call('GET', '/api/pricing')).json()).toEqual({
      currentPrice: '5.00',
      originalPrice: '5.00',
      isDiscountActive: false,
      discountedPrice: '3.50',
    });
    // Saved twice: the second save replaces the first.
    await saveSubscriptionSettings(t.app.db, {
      generalPrice: '5',
      isDiscountActive: true,
      discountedPrice: '3.5',
    });
    expect((await call('GET', '/api/pricing')).json()).toMatchObject({
      currentPrice: '3.50',
      isDiscountActive: true,
    });

    const u = await signUp(t);
    await t.app.db.update(users).set({ customPrice: '2' }).where(eq(users.id, u.user.id));
    expect((await call('GET', '/api/pricing', u.cookie)).json()).toEqual({
      currentPrice: '2.00',
      originalPrice: '5.00',
      isDiscountActive: true,
      discountedPrice: '3.50',
    });
    const plain = await signUp(t);
    expect((await call('GET', '/api/pricing', plain.cookie)).json().currentPrice).toBe('3.50');
  });

  it('falls back to the default price with no settings stored, and keeps a missing discount missing', async () => {
    await t.app.db.delete(appSettings);
    expect(await getSubscriptionSettings(t.app.db)).toEqual({
      generalPrice: '4.99',
      isDiscountActive: false,
      discountedPrice: null,
    });
    await saveSubscriptionSettings(t.app.db, {
      generalPrice: '6.5',
      isDiscountActive: true,
      discountedPrice: null,
    });
    expect(await getSubscriptionSettings(t.app.db)).toEqual({
      generalPrice: '6.50',
      isDiscountActive: true,
      discountedPrice: null,
    });
  });
});

describe('the stored subscription settings', () => {
  it('live under the key existing databases already hold them by', async () => {
    const next = { generalPrice: '7.00', isDiscountActive: false, discountedPrice: null };
    await saveSubscriptionSettings(t.app.db, next);
    const rows = await t.app.db.select().from(appSettings).where(eq(appSettings.key, 'subscription'));
    expect(rows.map((r) => r.value)).toEqual([next]);
  });
});

describe('computePricing', () => {
  const settings = { generalPrice: '4.99', isDiscountActive: true, discountedPrice: '3.99' };

  it('takes the discount only when it is active and has a price', () => {
    expect(computePricing(settings).currentPrice).toBe('3.99');
    expect(computePricing({ ...settings, isDiscountActive: false }).currentPrice).toBe('4.99');
    expect(computePricing({ ...settings, discountedPrice: null }).currentPrice).toBe('4.99');
    expect(computePricing({ ...settings, discountedPrice: '' }).currentPrice).toBe('4.99');
  });

  it('puts a custom price above the discount, and ignores an empty one', () => {
    expect(computePricing(settings, { customPrice: '1.5' })).toEqual({
      currentPrice: '1.50',
      originalPrice: '4.99',
      isDiscountActive: true,
      discountedPrice: '3.99',
    });
    expect(computePricing(settings, { customPrice: null }).currentPrice).toBe('3.99');
    expect(computePricing(settings, null).currentPrice).toBe('3.99');
  });
});

describe('signed-in billing routes', () => {
  it('answer 401 with the sign-in message to visitors', async () => {
    for (const [method, url] of [
      ['POST', '/api/fix-paddle-customer'],
      ['POST', '/api/billing/checkout'],
      ['GET', '/api/billing/status'],
      ['POST', '/api/billing/portal'],
      ['POST', '/api/billing/resume'],
      ['DELETE', '/api/user'],
      ['POST', '/api/billing/notify-when-active'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message, url).toBe('Unauthorized: please sign in.');
    }
  });

  it('GET /api/billing/status: a user who never paid has nothing to show', async () => {
    const u = await signUp(t);
    const res = await call('GET', '/api/billing/status', u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      hasLiveSubscription: false,
      billingProblem: false,
      premiumUntil: null,
      canResume: false,
      subscriptions: [],
    });
  });

  it('POST /api/billing/portal: opens a portal session for the user’s Paddle customer', async () => {
    const u = await signUpProven(t);
    paddle.reset();
    const res = await call('POST', '/api/billing/portal', u.cookie);
    expect(res.statusCode).toBe(200);
    const { customerId } = (await call('POST', '/api/fix-paddle-customer', u.cookie)).json();
    expect(res.json()).toEqual({
      url: `https://customer-portal.paddle.com/cpl_standin/${customerId}/overview?token=pga_standin`,
      updatePaymentMethodUrl: null,
    });
  });

  it('POST /api/billing/portal: links straight to the card form of a subscription in payment retries', async () => {
    const s = await startScenario(t, paddle);
    await s.step('live', s.created('sub_portal_a', minute(1)), 'applied', PAID);
    await s.step('retrying', s.sub('sub_portal_a', 'past_due', minute(2)), 'applied', {
      billingProblem: true,
    });
    paddle.reset();
    const res = await call('POST', '/api/billing/portal', s.cookie);
    const base = `https://customer-portal.paddle.com/cpl_standin/${s.customerId}`;
    expect(res.json()).toEqual({
      url: `${base}/overview?token=pga_standin`,
      updatePaymentMethodUrl: `${base}/subscriptions/sub_portal_a/update-payment-method?token=pga_standin`,
    });
    // The customer id known from the webhook is used as it is: no customer look-up first.
    expect(paddle.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', `/customers/${s.customerId}/portal-sessions`, { subscription_ids: ['sub_portal_a'] }],
    ]);
  });

  it('POST /api/billing/notify-when-active: promises the e-mail and remembers it', async () => {
    const u = await signUp(t);
    const res = await call('POST', '/api/billing/notify-when-active', u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'We will e-mail you when Premium is active.' });
    expect((await readUser(t, u.user.id)).notifyWhenPremium).toBe(true);
  });

  it('DELETE /api/user: deletes the account, says so and clears the session cookie', async () => {
    const u = await signUp(t);
    const res = await call('DELETE', '/api/user', u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted.' });
    const cleared = res.cookies.find((c) => c.name === 'cs_session');
    expect(cleared?.value).toBe('');
    expect(await t.app.db.select().from(users).where(eq(users.id, u.user.id))).toEqual([]);
    expect((await call('GET', '/api/user', u.cookie)).statusCode).toBe(401);
  });
});
