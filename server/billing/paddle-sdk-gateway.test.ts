import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { createPaddleGateway } from './paddle-sdk-gateway';
import { PaddleApiStandIn } from './testing/paddle-api-stand-in';
import { adjustmentData } from './testing/paddle-fixtures';

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
    // Paddle scheduling the cancel instead of making it: the subscription is still active.
    if (req.method === 'POST' && path === '/subscriptions/sub_scheduled/cancel') {
      const data = {
        id: 'sub_scheduled',
        status: 'active',
        billing_cycle: { interval: 'month', frequency: 1 },
        scheduled_change: { action: 'cancel', effective_at: '2030-01-01T00:00:00Z', resume_at: null },
        items: [],
      };
      return send(200, { data });
    }
    // Paddle's other answer for a subscription canceled already.
    if (req.method === 'POST' && path === '/subscriptions/sub_gone/cancel')
      return send(400, {
        error: {
          type: 'request_error',
          code: 'subscription_is_canceled_action_invalid',
          detail: 'subscription is canceled, action is invalid',
          documentation_url:
            'https://developer.paddle.com/errors/subscriptions/subscription_is_canceled_action_invalid',
        },
        meta: { request_id: 'req_2' },
      });
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
            description: 'Countstream Premium (custom monthly price)',
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

  it('takes a subscription Paddle says is canceled already as canceled', async () => {
    await expect(gateway().cancelSubscription('sub_gone')).resolves.toBeUndefined();
  });

  it('fails a cancel Paddle only scheduled: the subscription would still charge', async () => {
    const warned: unknown[][] = [];
    const g = createPaddleGateway(loadConfig({ PADDLE_API_KEY: 'key_123', PADDLE_API_URL: baseUrl }), {
      warn: (obj, msg) => warned.push([obj, msg]),
    });
    await expect(g.cancelSubscription('sub_scheduled')).rejects.toMatchObject({
      code: 'unavailable',
      message: 'The payment system did not answer as expected. Please try again in a moment.',
    });
    expect(warned).toEqual([
      [
        {
          what: 'cancelSubscription',
          code: undefined,
          detail: 'Error: subscription is active after cancel',
        },
        'paddle call failed',
      ],
    ]);
  });
});

// The same gateway against the fuller stand-in (testing/paddle-api-stand-in.ts): records kept in
// memory, paged listings, Paddle's error shapes, and what our calls log.
describe('the SDK gateway against the Paddle API stand-in', () => {
  let api: PaddleApiStandIn;
  const warned: unknown[][] = [];
  const log = { warn: (obj: unknown, msg: string) => void warned.push([obj, msg]) };
  beforeAll(async () => {
    api = await new PaddleApiStandIn().start();
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.reset();
    warned.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  // Trailing slashes on the URL are dropped: the SDK appends paths that start with one.
  const gw = (env: Record<string, string> = {}) =>
    createPaddleGateway(
      loadConfig({
        PADDLE_API_KEY: 'key_standin',
        PADDLE_API_URL: `${api.url}//`,
        PADDLE_PRICE_ID: 'pri_regular',
        ...env,
      }),
      log,
    );

  it('lists a customer’s subscriptions, transactions and adjustments in webhook shape, every page', async () => {
    const at = new Date(Date.UTC(2025, 2, 1, 9));
    const cancelAt = new Date(Date.UTC(2025, 3, 1, 9));
    api.seedSubscription({
      id: 'sub_rec_a',
      status: 'active',
      customerId: 'ctm_rec',
      at,
      scheduledCancelAt: cancelAt,
    });
    api.seedSubscription({
      id: 'sub_rec_b',
      status: 'canceled',
      customerId: 'ctm_rec',
      at,
      currency: 'EUR',
      amount: '999',
    });
    api.seedSubscription({ id: 'sub_rec_other', status: 'active', customerId: 'ctm_other' });
    api.seedTransaction({ id: 'txn_rec_other', status: 'completed', customerId: 'ctm_other' });
    api.adjustments.set(
      'adj_rec_other',
      adjustmentData({
        id: 'adj_rec_other',
        action: 'refund',
        status: 'approved',
        transactionId: 'txn_rec_other',
        customerId: 'ctm_other',
      }),
    );
    for (let i = 0; i < 51; i++)
      api.seedTransaction({
        id: `txn_rec_${String(i).padStart(2, '0')}`,
        status: 'completed',
        customerId: 'ctm_rec',
        subscriptionId: 'sub_rec_a',
        billedAt: at,
        amount: '1234',
      });
    api.adjustments.set(
      'adj_rec',
      adjustmentData({
        id: 'adj_rec',
        action: 'refund',
        type: 'partial',
        status: 'approved',
        transactionId: 'txn_rec_00',
        subscriptionId: 'sub_rec_a',
        customerId: 'ctm_rec',
        at,
      }),
    );
    for (const [id, details] of [
      ['txn_rec_nodetails', null],
      ['txn_rec_nototals', 'no totals'],
    ] as const) {
      api.seedTransaction({ id, status: 'completed', customerId: 'ctm_rec', billedAt: at });
      const txn = api.transactions.get(id)!;
      api.transactions.set(id, {
        ...txn,
        details: details && { ...(txn.details as object), totals: null },
      });
    }
    const records = await gw().listCustomerRecords('ctm_rec');
    expect(records.subscriptions).toEqual([
      {
        id: 'sub_rec_a',
        status: 'active',
        customer_id: 'ctm_rec',
        currency_code: 'USD',
        updated_at: at.toISOString(),
        current_billing_period: { ends_at: new Date(at.getTime() + 30 * 864e5).toISOString() },
        scheduled_change: { action: 'cancel', effective_at: cancelAt.toISOString() },
        items: [{ price: { id: 'pri_regular', unit_price: { amount: '499', currency_code: 'USD' } } }],
      },
      {
        id: 'sub_rec_b',
        status: 'canceled',
        customer_id: 'ctm_rec',
        currency_code: 'EUR',
        updated_at: at.toISOString(),
        current_billing_period: null,
        scheduled_change: null,
        items: [{ price: { id: 'pri_regular', unit_price: { amount: '999', currency_code: 'EUR' } } }],
      },
    ]);
    expect(records.transactions).toHaveLength(53);
    // A transaction without totals (the SDK allows details and their totals to be null) has none.
    expect(
      records.transactions.filter((r) => r.id === 'txn_rec_nodetails' || r.id === 'txn_rec_nototals'),
    ).toEqual(
      ['txn_rec_nodetails', 'txn_rec_nototals'].map((id) =>
        expect.objectContaining({ id, details: { totals: { grand_total: undefined } } }),
      ),
    );
    expect(records.transactions.find((r) => r.id === 'txn_rec_50')).toEqual({
      id: 'txn_rec_50',
      status: 'completed',
      customer_id: 'ctm_rec',
      subscription_id: 'sub_rec_a',
      origin: 'subscription_recurring',
      currency_code: 'USD',
      billed_at: at.toISOString(),
      updated_at: at.toISOString(),
      details: { totals: { grand_total: '1234' } },
    });
    expect(records.adjustments).toEqual([
      {
        id: 'adj_rec',
        status: 'approved',
        action: 'refund',
        type: 'partial',
        customer_id: 'ctm_rec',
        subscription_id: 'sub_rec_a',
        transaction_id: 'txn_rec_00',
        updated_at: at.toISOString(),
      },
    ]);
    // Each listing asks for this customer only, 50 a page.
    const lists = api.calls.filter((c) => c.method === 'GET');
    expect(lists.map((c) => c.path).sort()).toEqual([
      '/adjustments',
      '/subscriptions',
      '/transactions',
      '/transactions',
    ]);
  });

  it('is configured, and logs which call failed when Paddle is down', async () => {
    const g = gw();
    expect(g.configured).toBe(true);
    api.outage = true;
    await expect(g.findOrCreateCustomer('down@example.com')).rejects.toMatchObject({ code: 'unavailable' });
    await expect(g.createPortalSession('ctm_down', [])).rejects.toMatchObject({ code: 'unavailable' });
    await expect(g.listCustomerRecords('ctm_down')).rejects.toMatchObject({ code: 'unavailable' });
    await expect(g.cancelSubscription('sub_down')).rejects.toMatchObject({ code: 'unavailable' });
    expect(warned.map(([obj]) => (obj as { what: string }).what)).toEqual([
      'findOrCreateCustomer',
      'createPortalSession',
      'listCustomerRecords',
      'cancelSubscription',
    ]);
  });

  it('finds the customer it created before instead of creating a second', async () => {
    const first = await gw().findOrCreateCustomer('twice@example.com');
    expect(await gw().findOrCreateCustomer('twice@example.com')).toBe(first);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { email: 'twice@example.com' },
    ]);
  });

  it('opens a portal session with the overview and each subscription’s links', async () => {
    expect(await gw().createPortalSession('ctm_portal', ['sub_p1', 'sub_p2'])).toEqual({
      overview: 'https://customer-portal.paddle.com/cpl_standin/ctm_portal/overview?token=pga_standin',
      subscriptions: ['sub_p1', 'sub_p2'].map((id) => ({
        id,
        updatePaymentMethod: `https://customer-portal.paddle.com/cpl_standin/ctm_portal/subscriptions/${id}/update-payment-method?token=pga_standin`,
        cancel: `https://customer-portal.paddle.com/cpl_standin/ctm_portal/subscriptions/${id}/cancel?token=pga_standin`,
      })),
    });
    expect(api.calls.at(-1)?.body).toEqual({ subscription_ids: ['sub_p1', 'sub_p2'] });
  });

  it('removes a scheduled cancel', async () => {
    api.seedSubscription({
      id: 'sub_resume',
      status: 'active',
      customerId: 'ctm_resume',
      scheduledCancelAt: new Date(Date.UTC(2030, 0, 1)),
    });
    await gw().removeScheduledChange('sub_resume');
    expect(api.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/subscriptions/sub_resume',
      body: { scheduled_change: null },
    });
    expect(api.subscriptions.get('sub_resume')?.scheduled_change).toBeNull();
  });

  it('logs what failed with Paddle’s code and detail, and answers the safe message', async () => {
    await expect(gw().removeScheduledChange('sub_nowhere')).rejects.toMatchObject({
      code: 'unavailable',
      message: 'The payment system did not answer as expected. Please try again in a moment.',
    });
    expect(warned).toEqual([
      [
        { what: 'removeScheduledChange', code: 'not_found', detail: 'subscription sub_nowhere not found' },
        'paddle call failed',
      ],
    ]);
  });

  it('loads the catalog price once for every custom-price transaction, again after a failure', async () => {
    const g = gw();
    const input = { customerId: 'ctm_c', price: '7.50', customData: { userId: 'u', userSig: 's' } };
    api.outage = true;
    await expect(g.createCustomPriceTransaction(input)).rejects.toMatchObject({ code: 'unavailable' });
    expect(warned).toEqual([
      [
        {
          what: 'createCustomPriceTransaction',
          code: 'internal_error',
          detail: 'An internal error occurred',
        },
        'paddle call failed',
      ],
    ]);
    api.outage = false;
    await g.createCustomPriceTransaction(input);
    await g.createCustomPriceTransaction(input);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /prices/pri_regular',
      'GET /prices/pri_regular',
      'POST /transactions',
      'POST /transactions',
    ]);
  });

  it('answers 503 for a custom price without the catalog price, asking Paddle nothing', async () => {
    const g = gw({ PADDLE_PRICE_ID: '' });
    await expect(
      g.createCustomPriceTransaction({
        customerId: 'ctm_c',
        price: '7.50',
        customData: { userId: 'u', userSig: 's' },
      }),
    ).rejects.toMatchObject({ code: 'unavailable', message: 'Payment system not configured' });
    expect(api.calls).toEqual([]);
    expect(warned).toEqual([]);
  });

  it('reports a refund Paddle never answered, and logs it', async () => {
    const closed = createPaddleGateway(
      loadConfig({ PADDLE_API_KEY: 'key_standin', PADDLE_API_URL: 'http://127.0.0.1:9' }),
      log,
    );
    expect(await closed.createRefund('txn_net', 'why')).toEqual({
      ok: false,
      reason: 'Paddle did not answer',
    });
    expect(warned).toHaveLength(1);
    expect(warned[0]![1]).toBe('paddle refund refused');
    expect(warned[0]![0]).toMatchObject({
      transactionId: 'txn_net',
      code: undefined,
      detail: expect.stringContaining('fetch failed'),
    });
    api.refuseRefundsWith = 'adjustment_total_amount_exceeds_transaction_total';
    api.seedTransaction({ id: 'txn_big', status: 'completed', customerId: 'ctm_r' });
    const reason =
      'The total amount of the adjustment exceeds the transaction total available for adjustment';
    expect(await gw().createRefund('txn_big', 'why')).toEqual({ ok: false, reason });
    expect(warned[1]).toEqual([
      { transactionId: 'txn_big', code: 'adjustment_total_amount_exceeds_transaction_total', detail: reason },
      'paddle refund refused',
    ]);
  });

  it('talks to Paddle’s live API in production and to its sandbox otherwise', async () => {
    const hosts: string[] = [];
    vi.stubGlobal('fetch', async (url: string | URL) => {
      hosts.push(new URL(String(url)).host);
      return new Response(
        JSON.stringify({ error: { type: 'api_error', code: 'internal_error', detail: 'x' } }),
        {
          status: 500,
          headers: { 'content-type': 'application/json' },
        },
      );
    });
    const on = (env: Record<string, string>) =>
      createPaddleGateway(loadConfig({ PADDLE_API_KEY: 'key_live', ...env }), log).removeScheduledChange(
        'sub_x',
      );
    await expect(on({ PADDLE_ENV: 'production' })).rejects.toMatchObject({ code: 'unavailable' });
    await expect(on({ PADDLE_ENV: 'sandbox' })).rejects.toMatchObject({ code: 'unavailable' });
    await expect(on({})).rejects.toMatchObject({ code: 'unavailable' });
    expect(hosts).toEqual(['api.paddle.com', 'sandbox-api.paddle.com', 'sandbox-api.paddle.com']);
  });
});
