// Test helpers for billing and admin API tests: the app wired to a loopback Paddle API stand-in
// (through the real SDK gateway), and signed webhook deliveries that pass the SDK's own parser.

import { Paddle } from '@paddle/paddle-node-sdk';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signCheckoutUser } from '../checkout-signature';
import { signPayload } from '../paddle-signature';
import { PaddleApiStandIn } from './paddle-api-stand-in';

export { adjustmentData, paddleEvent, subscriptionData, transactionData } from './paddle-fixtures';

export const WEBHOOK_SECRET = 'pdl_ntfset_test_secret';

/** custom_data as checkout makes it: the user id with the server's signature. */
export const signedCustom = (userId: string) => signCheckoutUser(WEBHOOK_SECRET, userId);

export const PADDLE_ENV = {
  PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PADDLE_CLIENT_TOKEN: 'test_client_token',
  PADDLE_PRICE_ID: 'pri_regular',
  PADDLE_DISCOUNT_PRICE_ID: 'pri_discount',
  PADDLE_API_KEY: 'pdl_sdbx_apikey_test',
};

/** createTestApp whose Paddle API is a loopback stand-in, reached through the real SDK gateway. */
export async function createBillingTestApp(env: Record<string, string> = PADDLE_ENV) {
  const paddle = await new PaddleApiStandIn().start();
  const t = await createTestApp({ ...env, PADDLE_API_URL: paddle.url });
  const close = t.close;
  t.close = async () => {
    await close();
    await paddle.close();
  };
  return { t, paddle };
}

export function signedHeaders(body: string, secret = WEBHOOK_SECRET, ts = Math.floor(Date.now() / 1000)) {
  return {
    'content-type': 'application/json',
    'paddle-signature': `ts=${ts};h1=${signPayload(secret, ts, body)}`,
  };
}

/**
 * POSTs a body to the webhook route as it stands, signed for it unless other headers are given: for
 * what Paddle would never send (junk, wrong signatures) and apps without the SDK's check. deliver
 * below is the way for a real notification.
 */
export function postWebhook(
  t: TestApp,
  payload: string,
  headers: Record<string, string> = signedHeaders(payload),
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/paddle/webhook', payload, headers });
}

const sdk = new Paddle('pdl_sdbx_apikey_unused');

/**
 * Delivers a signed notification. It first goes through Webhooks.unmarshal of the Paddle SDK (the
 * signature and Paddle's entity shapes), so a fixture Paddle could not have sent fails the test.
 */
export async function deliver(t: TestApp, event: object): Promise<LightMyRequestResponse> {
  const body = JSON.stringify(event);
  const headers = signedHeaders(body);
  const parsed = await sdk.webhooks.unmarshal(body, WEBHOOK_SECRET, headers['paddle-signature']);
  if (parsed.eventType !== (event as { event_type: string }).event_type) {
    throw new Error(`the SDK read ${parsed.eventType}`);
  }
  return postWebhook(t, body, headers);
}

export async function readUser(t: TestApp, id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

export async function makeAdmin(t: TestApp, id: string) {
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
}
