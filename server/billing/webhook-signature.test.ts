import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  createBillingTestApp,
  PADDLE_ENV,
  paddleEvent,
  postWebhook,
  signedHeaders,
  subscriptionData,
  WEBHOOK_SECRET,
} from './testing/test-support';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createBillingTestApp());
});
afterAll(async () => {
  await t?.close();
});

const body = JSON.stringify(
  paddleEvent(
    'subscription.created',
    new Date(),
    subscriptionData({ id: 'sub_1', status: 'active', customerId: 'ctm_nobody' }),
  ),
);
const post = (payload: string, headers?: Record<string, string>) => postWebhook(t, payload, headers);
const storedEvents = async () => (await t.app.db.select().from(paymentEvents)).length;

describe('Paddle-Signature over HTTP', () => {
  it('accepts a valid signature without an Origin header', async () => {
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().received).toBe(true);
  });

  it.each([
    [
      'wrong secret',
      () => post(body, signedHeaders(body, 'pdl_ntfset_other')),
      401,
      'Invalid webhook signature',
    ],
    ['altered body', () => post(body.replace('active', 'activf'), signedHeaders(body)), 401, 'Invalid'],
    [
      'stale timestamp',
      () => post(body, signedHeaders(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 6)),
      401,
      'too old',
    ],
    ['missing header', () => post(body, { 'content-type': 'application/json' }), 400, 'Missing'],
    [
      'malformed header',
      () => post(body, { 'content-type': 'application/json', 'paddle-signature': 'x' }),
      400,
      'Malformed',
    ],
  ])('refuses a delivery with %s and records nothing', async (_name, send, status, text) => {
    const before = await storedEvents();
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(text);
    expect(await storedEvents()).toBe(before);
  });

  it('refuses a signed body that is not a Paddle notification', async () => {
    const junk = JSON.stringify({ hello: 'world' });
    expect((await post(junk)).statusCode).toBe(400);
  });
});

describe('PADDLE_WEBHOOK_TOLERANCE_SECONDS', () => {
  it('widens the window for a server whose clock drifts', async () => {
    const { t: wide } = await createBillingTestApp({ ...PADDLE_ENV, PADDLE_WEBHOOK_TOLERANCE_SECONDS: '60' });
    try {
      const ts = Math.floor(Date.now() / 1000);
      const send = (age: number) => postWebhook(wide, body, signedHeaders(body, WEBHOOK_SECRET, ts - age));
      expect((await send(30)).statusCode).toBe(200);
      expect((await send(90)).statusCode).toBe(401);
    } finally {
      await wide.close();
    }
  });
});

describe('without a webhook secret', () => {
  it('answers 503 instead of trusting unsigned events', async () => {
    const bare = await createTestApp({});
    try {
      const res = await postWebhook(bare, body);
      expect(res.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
