// Test helpers for billing and admin API tests: a fake Paddle gateway and signed webhook deliveries.

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { AppError } from '../../core/errors/app-error';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { signCheckoutUser } from './checkout-signature';
import { type CustomPriceTransactionInput, notConfiguredError, type PaddleGateway } from './paddle-gateway';
import { signPayload } from './paddle-signature';

export const WEBHOOK_SECRET = 'pdl_ntfset_test_secret';

/** custom_data as checkout makes it: the user id with the server's signature. */
export const signedCustom = (userId: string) => signCheckoutUser(WEBHOOK_SECRET, userId);

export class FakePaddle implements PaddleGateway {
  configured = true;
  refundAnswer: 'ok' | 'unavailable' = 'ok';
  failCancel = false;
  calls: { op: string; args: unknown[] }[] = [];
  customers = new Map<string, string>();

  private note(op: string, ...args: unknown[]) {
    this.calls.push({ op, args });
    if (!this.configured) throw notConfiguredError();
  }
  async findOrCreateCustomer(email: string) {
    this.note('findOrCreateCustomer', email);
    if (!this.customers.has(email)) this.customers.set(email, `ctm_${this.customers.size + 1}`);
    return this.customers.get(email)!;
  }
  async cancelSubscription(id: string) {
    this.note('cancelSubscription', id);
    if (this.failCancel) throw new AppError('unavailable', 'Paddle is down');
  }
  async createRefund(transactionId: string, reason: string) {
    this.calls.push({ op: 'createRefund', args: [transactionId, reason] });
    return this.configured ? this.refundAnswer : 'unavailable';
  }
  async createCustomPriceTransaction(input: CustomPriceTransactionInput) {
    this.note('createCustomPriceTransaction', input);
    return `txn_custom_${input.price}`;
  }
  opsOf(op: string) {
    return this.calls.filter((c) => c.op === op).map((c) => c.args);
  }
}

export const PADDLE_ENV = {
  PADDLE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PADDLE_CLIENT_TOKEN: 'test_client_token',
  PADDLE_PRICE_ID: 'pri_regular',
  PADDLE_DISCOUNT_PRICE_ID: 'pri_discount',
};

/** createTestApp with a fake gateway in place of the configured one (the decoration is a plain property). */
export async function createBillingTestApp(env: Record<string, string> = PADDLE_ENV) {
  const t = await createTestApp(env);
  const paddle = new FakePaddle();
  (t.app as { paddle: PaddleGateway }).paddle = paddle;
  return { t, paddle };
}

export function signedHeaders(body: string, secret = WEBHOOK_SECRET, ts = Math.floor(Date.now() / 1000)) {
  return {
    'content-type': 'application/json',
    'paddle-signature': `ts=${ts};h1=${signPayload(secret, ts, body)}`,
  };
}

export function deliver(t: TestApp, event: object): Promise<LightMyRequestResponse> {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/paddle/webhook',
    payload: body,
    headers: signedHeaders(body),
  });
}

export async function readUser(t: TestApp, id: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

export async function makeAdmin(t: TestApp, id: string) {
  await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
}

let seq = 0;
/** A Paddle-shaped notification. */
export function paddleEvent(type: string, occurredAt: Date, data: Record<string, unknown>, id?: string) {
  seq += 1;
  return {
    event_id: id ?? `evt_${seq.toString().padStart(6, '0')}`,
    event_type: type,
    occurred_at: occurredAt.toISOString(),
    notification_id: `ntf_${seq}`,
    data,
  };
}
