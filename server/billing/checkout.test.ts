import { ALREADY_SUBSCRIBED_MESSAGE } from '@core/api/billing';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { linkToken } from '../test/smtp-sink';
import { createTestApp, signUp, signUpProven, type TestApp } from '../test/test-app';
import { getBillingConfig, UNPROVEN_BILLING_MESSAGE } from './checkout-service';
import { signCheckoutUser } from './checkout-signature';
import { createUnconfiguredGateway, type PaddleGateway } from './paddle-gateway';
import { saveSubscriptionSettings } from './pricing-service';
import type { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { FREE, minute, PAID, startScenario } from './testing/sequence-support';
import {
  createBillingTestApp,
  deliver,
  PADDLE_ENV,
  paddleEvent,
  readUser,
  subscriptionData,
  WEBHOOK_SECRET,
} from './testing/test-support';

let t: TestApp;
let paddle: PaddleApiStandIn;
beforeAll(async () => {
  ({ t, paddle } = await createBillingTestApp({
    PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PADDLE_API_KEY: 'pdl_sdbx_apikey_secret',
    PADDLE_CLIENT_TOKEN: 'test_client_token',
    PADDLE_PRICE_ID: 'pri_regular',
    PADDLE_DISCOUNT_PRICE_ID: 'pri_discount',
  }));
});
// An app without Paddle settings, for the "not configured" answers: one for the file, made when
// first asked for (each app is a database of its own, about 2 CPU s to start).
let bareApp: Promise<TestApp> | undefined;
const bare = () => {
  bareApp ??= createTestApp({});
  return bareApp;
};
afterAll(async () => {
  await t?.close();
  await (await bareApp)?.close();
});

const post = (url: string, cookie?: string) => t.request({ method: 'POST', url, cookie });
const deliverSigned = (event: object) => deliver(t, event);
const setDiscount = (isDiscountActive: boolean) =>
  saveSubscriptionSettings(t.app.db, { generalPrice: '4.99', isDiscountActive, discountedPrice: '3.99' });

describe('GET /api/billing/config', () => {
  it('gives Paddle.js what it needs and no secret', async () => {
    const res = await t.request({ method: 'GET', url: '/api/billing/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      configured: true,
      clientToken: 'test_client_token',
      environment: 'sandbox',
      priceId: 'pri_regular',
      discountPriceId: 'pri_discount',
      isDiscountActive: false,
    });
    expect(res.body).not.toContain('apikey');
    expect(res.body).not.toContain(WEBHOOK_SECRET);
  });

  it('says when payments are not configured', async () => {
    const res = await (await bare()).request({ method: 'GET', url: '/api/billing/config' });
    expect(res.json()).toMatchObject({ configured: false, clientToken: null, priceId: null });
  });
});

describe('getBillingConfig', () => {
  const configWith = (over: Partial<TestApp['app']['config']>) => ({ ...t.app.config, ...over });

  it('is configured only with both the client token and the price id', async () => {
    const noPrice = await getBillingConfig(t.app.db, configWith({ PADDLE_PRICE_ID: undefined }));
    expect(noPrice).toMatchObject({ configured: false, priceId: null });
    const noToken = await getBillingConfig(t.app.db, configWith({ PADDLE_CLIENT_TOKEN: undefined }));
    expect(noToken).toMatchObject({ configured: false, clientToken: null });
  });

  it('offers the discount only while it is on and its price id is set', async () => {
    await setDiscount(true);
    try {
      expect((await getBillingConfig(t.app.db, t.app.config)).isDiscountActive).toBe(true);
      // Without the discounted price id, checkout would charge the regular price: the page must not
      // show the discounted one.
      const noId = await getBillingConfig(t.app.db, configWith({ PADDLE_DISCOUNT_PRICE_ID: undefined }));
      expect(noId).toMatchObject({ isDiscountActive: false, discountPriceId: null });
    } finally {
      await setDiscount(false);
    }
  });
});

describe('POST /api/fix-paddle-customer', () => {
  it('answers 401 to visitors', async () => {
    expect((await post('/api/fix-paddle-customer')).statusCode).toBe(401);
  });

  it('looks nobody up by an address the account has not proven, and claims nothing kept for it', async () => {
    const u = await signUp(t);
    // Someone else's customer and its subscription, kept as unmatched: the address is theirs.
    const customerId = 'ctm_01squat0000000000000000000';
    paddle.customers.set(customerId, { id: customerId, email: u.email });
    const input = { id: 'sub_01squat0000000000000000000', status: 'active', customerId, customData: null };
    paddle.seedSubscription(input);
    const kept = await deliverSigned(
      paddleEvent('subscription.created', new Date(), subscriptionData(input)),
    );
    expect(kept.json().outcome).toBe('unmatched');
    paddle.calls.length = 0;

    const res = await post('/api/fix-paddle-customer', u.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: UNPROVEN_BILLING_MESSAGE });
    const portal = await post('/api/billing/portal', u.cookie);
    expect(portal.statusCode).toBe(403);
    expect(portal.json()).toEqual({ message: UNPROVEN_BILLING_MESSAGE });
    expect(paddle.calls).toEqual([]);
    expect(await readUser(t, u.user.id)).toMatchObject({
      paddleCustomerId: null,
      subscriptionStatus: 'free',
    });

    // The event waits for the address's proven owner, and applies to them once they prove it.
    const token = linkToken(await t.smtp.waitFor(u.email, { subject: 'Welcome' }), '/auth/verify');
    await t.request({ method: 'POST', url: '/api/verify-email', payload: { token }, cookie: u.cookie });
    expect((await post('/api/fix-paddle-customer', u.cookie)).json().customerId).toBe(customerId);
    expect((await readUser(t, u.user.id)).subscriptionStatus).toBe('active');
  });

  it('finds or creates the customer by e-mail and stores its id', async () => {
    const u = await signUpProven(t);
    const res = await post('/api/fix-paddle-customer', u.cookie);
    expect(res.statusCode).toBe(200);
    const { customerId } = res.json();
    expect(customerId).toMatch(/^ctm_/);
    expect(paddle.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/customers',
      body: { email: u.email },
    });
    const me = await t.request({ method: 'GET', url: '/api/user', cookie: u.cookie });
    expect(me.json().paddleCustomerId).toBe(customerId);
    // Asking again finds the same customer.
    expect((await post('/api/fix-paddle-customer', u.cookie)).json().customerId).toBe(customerId);
  });

  it('applies events kept for the customer and shows the new plan on the owner’s cached views at once', async () => {
    const u = await signUpProven(t);
    // The customer exists at Paddle already (a checkout begun elsewhere), and its subscription's
    // event arrived before we knew whose it is: kept as unmatched.
    const customerId = 'ctm_01kept0000000000000000000';
    paddle.customers.set(customerId, { id: customerId, email: u.email });
    const input = { id: 'sub_01kept0000000000000000000', status: 'active', customerId, customData: null };
    paddle.seedSubscription(input);
    const kept = await deliverSigned(
      paddleEvent('subscription.created', new Date(), subscriptionData(input)),
    );
    expect(kept.json().outcome).toBe('unmatched');
    const created = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: u.cookie,
      payload: { name: 'Kept', settings: createFormDefaults(new Date(), 'UTC') },
    });
    const view = () => t.request({ method: 'GET', url: `/api/counters/${created.json().id}/view` });
    expect((await view()).json().user.subscriptionStatus).toBe('free'); // now cached

    expect((await post('/api/fix-paddle-customer', u.cookie)).json().customerId).toBe(customerId);
    expect((await readUser(t, u.user.id)).subscriptionStatus).toBe('active');
    expect((await view()).json().user.subscriptionStatus).toBe('active');
  });

  it('answers 503 Payment system not configured when the gateway is not set up', async () => {
    const u = await signUpProven(t);
    const app = t.app as unknown as { paddle: PaddleGateway };
    const real = app.paddle;
    app.paddle = createUnconfiguredGateway();
    try {
      const res = await post('/api/fix-paddle-customer', u.cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Payment system not configured');
      expect((await readUser(t, u.user.id)).paddleCustomerId).toBeNull();
    } finally {
      app.paddle = real;
    }
  });
});

describe('POST /api/billing/checkout', () => {
  it('answers 401 to visitors', async () => {
    expect((await post('/api/billing/checkout')).statusCode).toBe(401);
  });

  it('uses the regular price id, or the discounted one while the discount is on', async () => {
    const u = await signUp(t);
    const regular = await post('/api/billing/checkout', u.cookie);
    expect(regular.statusCode).toBe(200);
    expect(regular.json()).toEqual({
      kind: 'price',
      priceId: 'pri_regular',
      customerId: null,
      customData: signCheckoutUser(WEBHOOK_SECRET, u.user.id),
    });
    await setDiscount(true);
    expect((await post('/api/billing/checkout', u.cookie)).json().priceId).toBe('pri_discount');
    await setDiscount(false);
  });

  it('opens a custom-price transaction for a user with a custom price', async () => {
    const u = await signUpProven(t);
    await t.app.db.update(users).set({ customPrice: '9.99' }).where(eq(users.id, u.user.id));
    const res = await post('/api/billing/checkout', u.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'transaction',
      transactionId: expect.stringMatching(/^txn_/),
      customData: signCheckoutUser(WEBHOOK_SECRET, u.user.id),
    });
    expect(paddle.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/transactions',
      body: {
        customer_id: body.customerId,
        custom_data: signCheckoutUser(WEBHOOK_SECRET, u.user.id),
        items: [{ price: { unit_price: { amount: '999', currency_code: 'USD' } } }],
      },
    });
    expect((await readUser(t, u.user.id)).paddleCustomerId).toBe(body.customerId);
  });

  it.each(['active', 'past_due', 'paused'])(
    'refuses a second subscription while one is %s (409), and allows one after it is canceled',
    async (status) => {
      const u = await signUp(t);
      const custom = signCheckoutUser(WEBHOOK_SECRET, u.user.id);
      const sub = (s: string, minute: number) =>
        paddleEvent(
          `subscription.${s === 'active' ? 'updated' : s}`,
          new Date(Date.UTC(2025, 0, 1, 0, minute)),
          subscriptionData({
            id: `sub_live_${status}`,
            status: s,
            customerId: 'ctm_live',
            customData: custom,
          }),
        );
      await deliverSigned(sub(status, 1));
      const refused = await post('/api/billing/checkout', u.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(ALREADY_SUBSCRIBED_MESSAGE);
      await deliverSigned(sub('canceled', 2));
      expect((await post('/api/billing/checkout', u.cookie)).statusCode).toBe(200);
    },
  );

  it('allows a new subscription once ours was refunded, before Paddle confirms the cancel', async () => {
    const s = await startScenario(t, paddle);
    await s.step('live', s.sub('sub_co_refund', 'active', minute(1)), 'applied', PAID);
    await s.step('paid', s.paid('txn_co_refund', 'sub_co_refund', minute(1)), 'applied', PAID);
    const refund = {
      id: 'adj_co_refund',
      action: 'refund' as const,
      type: 'full' as const,
      status: 'approved' as const,
      transactionId: 'txn_co_refund',
      subscriptionId: 'sub_co_refund',
    };
    await s.step('refunded', s.adjustment('adjustment.updated', minute(2), refund), 'applied', FREE);
    const res = await post('/api/billing/checkout', s.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'price', priceId: 'pri_regular', customerId: s.customerId });
  });

  it('opens a custom-price transaction for the customer already known, without looking it up', async () => {
    const s = await startScenario(t, paddle);
    await s.step('was paying', s.sub('sub_co_known', 'active', minute(1)), 'applied', PAID);
    await s.step('ended', s.sub('sub_co_known', 'canceled', minute(2)), 'applied', FREE);
    await t.app.db.update(users).set({ customPrice: '2.5' }).where(eq(users.id, s.userId));
    paddle.reset();
    const res = await post('/api/billing/checkout', s.cookie);
    expect(res.json()).toMatchObject({ kind: 'transaction', customerId: s.customerId });
    expect(paddle.calls.map((c) => [c.method, c.path])).toEqual([['POST', '/transactions']]);
  });

  it('answers 503 without the webhook secret: no payment could be confirmed', async () => {
    const { PADDLE_WEBHOOK_SECRET: _unset, ...rest } = PADDLE_ENV;
    const { t: unsigned } = await createBillingTestApp(rest);
    try {
      const u = await signUp(unsigned);
      const res = await unsigned.request({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Payment system not configured');
      expect((await unsigned.request({ method: 'POST', url: '/api/paddle/webhook' })).statusCode).toBe(503);
    } finally {
      await unsigned.close();
    }
  });

  it('answers 503 while Paddle.js or the price it would charge is not set up', async () => {
    const { PADDLE_CLIENT_TOKEN: _token, PADDLE_PRICE_ID: _price, ...rest } = PADDLE_ENV;
    // Without the client token Paddle.js cannot open, whatever the price.
    const { t: noToken } = await createBillingTestApp({ ...rest, PADDLE_PRICE_ID: 'pri_regular' });
    try {
      const u = await signUp(noToken);
      const res = await noToken.request({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie });
      expect(res.statusCode).toBe(503);
    } finally {
      await noToken.close();
    }
    // A custom price is built on the catalog price: without its id there is nothing to charge.
    const { t: noPrice, paddle: noPricePaddle } = await createBillingTestApp(rest);
    try {
      const u = await signUp(noPrice);
      await noPrice.app.db.update(users).set({ customPrice: '3' }).where(eq(users.id, u.user.id));
      const res = await noPrice.request({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Payment system not configured');
      // Refused before Paddle is asked anything: no customer is made for a checkout that cannot be.
      expect(noPricePaddle.calls).toEqual([]);
      expect((await readUser(noPrice, u.user.id)).paddleCustomerId).toBeNull();
    } finally {
      await noPrice.close();
    }
  });

  it('answers 503 when Paddle is not configured', async () => {
    const app = await bare();
    const u = await signUp(app);
    const res = await app.request({ method: 'POST', url: '/api/billing/checkout', cookie: u.cookie });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Payment system not configured');
  });
});
