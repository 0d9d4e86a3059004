import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createPaddleGateway } from './paddle-sdk-gateway';

// A loopback stand-in of the few Paddle API endpoints we call, so the SDK code runs for real.
const seen: { method: string; url: string; body: unknown; auth?: string }[] = [];
let refuseRefunds = false;
let server: Server;
let baseUrl: string;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c) => (s += c));
    req.on('end', () => resolve(s));
  });

const page = (data: unknown[]) => ({
  data,
  meta: { pagination: { per_page: 50, next: '', has_more: false, estimated_total: data.length } },
});

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const text = await read(req);
    const body = text ? JSON.parse(text) : null;
    seen.push({ method: req.method!, url: req.url!, body, auth: req.headers.authorization });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const path = req.url!.split('?')[0];
    if (req.method === 'GET' && path === '/customers') {
      return send(
        200,
        page(
          req.url!.includes('known%40example.com') ? [{ id: 'ctm_known', email: 'known@example.com' }] : [],
        ),
      );
    }
    if (req.method === 'POST' && path === '/customers')
      return send(201, { data: { id: 'ctm_new', email: body.email } });
    if (req.method === 'POST' && path === '/subscriptions/sub_1/cancel') {
      const data = {
        id: 'sub_1',
        status: 'canceled',
        billing_cycle: { interval: 'month', frequency: 1 },
        items: [],
      };
      return send(200, { data });
    }
    if (req.method === 'POST' && path === '/adjustments') {
      if (refuseRefunds)
        return send(400, {
          error: {
            type: 'request_error',
            code: 'adjustment_pending_refund_request',
            detail:
              'You are unable to create further adjustments against this transaction as there is a pending refund request',
            documentation_url:
              'https://developer.paddle.com/errors/adjustments/adjustment_pending_refund_request',
          },
          meta: { request_id: 'req_1' },
        });
      return send(201, { data: { id: 'adj_1', action: 'refund', items: [], totals: {} } });
    }
    if (req.method === 'GET' && path === '/prices/pri_regular') {
      const data = {
        id: 'pri_regular',
        product_id: 'pro_1',
        unit_price: { amount: '499', currency_code: 'EUR' },
        quantity: { minimum: 1, maximum: 1 },
      };
      return send(200, { data });
    }
    if (req.method === 'POST' && path === '/transactions') {
      return send(201, { data: { id: 'txn_custom', status: 'ready', items: [], payments: [] } });
    }
    return send(404, { error: { type: 'request_error', code: 'not_found', detail: 'unknown' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const quiet = { warn() {} };
const gateway = () =>
  createPaddleGateway(
    loadConfig({ PADDLE_API_KEY: 'key_123', PADDLE_API_URL: baseUrl, PADDLE_PRICE_ID: 'pri_regular' }),
    quiet,
  );

describe('the SDK gateway against a Paddle stand-in', () => {
  it('is a not-configured gateway without an API key', async () => {
    const g = createPaddleGateway(loadConfig({}), quiet);
    expect(g.configured).toBe(false);
    await expect(g.findOrCreateCustomer('a@b.co')).rejects.toThrow('Payment system not configured');
    // Refusals are answers, not throws: an admin refund still downgrades and reports the reason.
    expect(await g.createRefund('txn', 'why')).toEqual({
      ok: false,
      reason: 'Payment system not configured',
    });
  });

  it('finds an existing customer, or creates one', async () => {
    expect(await gateway().findOrCreateCustomer('known@example.com')).toBe('ctm_known');
    expect(await gateway().findOrCreateCustomer('new@example.com')).toBe('ctm_new');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/customers',
      body: { email: 'new@example.com' },
      auth: 'bearer key_123',
    });
  });

  it('cancels at once and refunds in full', async () => {
    await gateway().cancelSubscription('sub_1');
    expect(seen.at(-1)?.body).toEqual({ effective_from: 'immediately' });
    expect(await gateway().createRefund('txn_9', 'admin')).toEqual({ ok: true });
    expect(seen.at(-1)?.body).toEqual({
      action: 'refund',
      type: 'full',
      transaction_id: 'txn_9',
      reason: 'admin',
    });
    refuseRefunds = true;
    // Paddle's own reason reaches the admin (requiresManualRefund).
    expect(await gateway().createRefund('txn_9', 'admin')).toEqual({
      ok: false,
      reason:
        'You are unable to create further adjustments against this transaction as there is a pending refund request',
    });
  });

  it('creates a custom-price transaction from the catalog price’s product and currency', async () => {
    expect(
      await gateway().createCustomPriceTransaction({
        customerId: 'ctm_1',
        price: '9.99',
        customData: { userId: 'u1', userSig: 's1' },
      }),
    ).toBe('txn_custom');
    expect(seen.at(-1)?.body).toMatchObject({
      customer_id: 'ctm_1',
      custom_data: { userId: 'u1', userSig: 's1' },
      items: [
        {
          quantity: 1,
          price: {
            product_id: 'pro_1',
            unit_price: { amount: '999', currency_code: 'EUR' },
            billing_cycle: { interval: 'month', frequency: 1 },
          },
        },
      ],
    });
  });

  it('turns a Paddle error into a 503 with a safe message', async () => {
    await expect(gateway().cancelSubscription('sub_unknown')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
