import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adjustmentData, subscriptionData, transactionData } from './paddle-fixtures';
import { answerListing } from './paddle-stand-in-lists';

// A loopback stand-in of the Paddle API endpoints we call, for tests: the real SDK gateway talks
// to it over HTTP. It keeps customers, subscriptions, transactions and adjustments in memory,
// answers with Paddle's documented shapes ({ data, meta }) and error shapes ({ error: { type,
// code, detail, documentation_url }, meta }), and records every call so tests can assert exactly
// which cancels and refunds arrived.

export interface StandInCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}
type Json = Record<string, unknown>;

const meta = () => ({ request_id: `req_${Math.random().toString(36).slice(2)}` });
const errorBody = (code: string, detail: string, type = 'request_error') => ({
  error: { type, code, detail, documentation_url: `https://developer.paddle.com/errors/shared/${code}` },
  meta: meta(),
});

// Paddle's own wording of the refusals a test can ask for (developer.paddle.com/errors/adjustments).
const REFUSAL_DETAILS: Record<string, string> = {
  adjustment_pending_refund_request:
    'You are unable to create further adjustments against this transaction as there is a pending refund request',
  adjustment_total_amount_exceeds_transaction_total:
    'The total amount of the adjustment exceeds the transaction total available for adjustment',
  adjustment_transaction_invalid_status_for_refund:
    'The transaction being adjusted (refund) has a non supported status.',
};

export class PaddleApiStandIn {
  url = '';
  calls: StandInCall[] = [];
  customers = new Map<string, { id: string; email: string }>();
  subscriptions = new Map<string, Json>();
  transactions = new Map<string, Json>();
  adjustments = new Map<string, Json>();
  /** Paddle unreachable in effect: every call answers 500 internal_error. */
  outage = false;
  /** Refunds refused with this error code (Paddle's own), e.g. adjustment_pending_refund_request. */
  refuseRefundsWith: string | null = null;
  private server: Server | null = null;
  private ids = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }
  close(): Promise<void> {
    return new Promise((r) => (this.server ? this.server.close(() => r()) : r()));
  }
  reset() {
    this.calls = [];
    this.outage = false;
    this.refuseRefundsWith = null;
  }

  /** Subscription ids that received a cancel call, in order. */
  cancels(): string[] {
    return this.calls
      .filter((c) => c.method === 'POST' && /^\/subscriptions\/[^/]+\/cancel$/.test(c.path))
      .map((c) => c.path.split('/')[2]!);
  }
  /** Adjustment requests as sent: transaction, action, type. */
  refunds(): { transactionId: string; action: unknown; type: unknown }[] {
    return this.calls
      .filter((c) => c.method === 'POST' && c.path === '/adjustments')
      .map((c) => ({
        transactionId: String(c.body?.transaction_id),
        action: c.body?.action,
        type: c.body?.type,
      }));
  }

  seedSubscription(input: Parameters<typeof subscriptionData>[0]) {
    this.subscriptions.set(input.id, subscriptionData(input));
  }
  seedTransaction(input: Parameters<typeof transactionData>[0]) {
    this.transactions.set(input.id, transactionData(input));
  }

  private nextId(prefix: string) {
    this.ids += 1;
    return `${prefix}_standin${String(this.ids).padStart(6, '0')}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = text ? (JSON.parse(text) as Json) : null;
    this.calls.push({ method: req.method ?? '', path: url.pathname, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (
      !req.headers.authorization?.startsWith('Bearer ') &&
      !req.headers.authorization?.startsWith('bearer ')
    ) {
      return send(
        403,
        errorBody('forbidden', 'You are not authorized to perform this request', 'request_error'),
      );
    }
    if (this.outage) return send(500, errorBody('internal_error', 'An internal error occurred', 'api_error'));
    const answer = this.route(req.method ?? '', url, body);
    send(answer[0], answer[1]);
  }

  private route(method: string, url: URL, body: Json | null): [number, unknown] {
    const path = url.pathname;
    const ok = (data: unknown, status = 200): [number, unknown] => [status, { data, meta: meta() }];
    const notFound = (what: string): [number, unknown] => [404, errorBody('not_found', `${what} not found`)];
    if (
      method === 'GET' &&
      ['/customers', '/subscriptions', '/transactions', '/adjustments'].includes(path)
    ) {
      return [200, answerListing(this, path, url.searchParams)];
    }
    if (method === 'POST' && path === '/customers') {
      const email = String(body?.email ?? '');
      if ([...this.customers.values()].some((c) => c.email === email)) {
        return [
          409,
          errorBody('customer_already_exists', `customer email conflicts with customer of id ${email}`),
        ];
      }
      const c = { id: this.nextId('ctm'), email };
      this.customers.set(c.id, c);
      return ok(
        {
          ...c,
          status: 'active',
          custom_data: null,
          locale: 'en',
          marketing_consent: false,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          import_meta: null,
        },
        201,
      );
    }
    const sub = path.match(/^\/subscriptions\/([^/]+)(\/cancel)?$/);
    if (sub) {
      const current = this.subscriptions.get(sub[1]!);
      if (!current) return notFound(`subscription ${sub[1]}`);
      if (current.status === 'canceled') {
        return [
          400,
          errorBody(
            'subscription_update_when_canceled',
            'cannot update subscription, as subscription is canceled',
          ),
        ];
      }
      if (method === 'POST' && sub[2]) {
        const next = {
          ...current,
          status: 'canceled',
          canceled_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          scheduled_change: null,
          next_billed_at: null,
          current_billing_period: null,
        };
        this.subscriptions.set(sub[1]!, next);
        return ok(next);
      }
      if (method === 'PATCH' && body && 'scheduled_change' in body && body.scheduled_change === null) {
        const next = { ...current, scheduled_change: null, updated_at: new Date().toISOString() };
        this.subscriptions.set(sub[1]!, next);
        return ok(next);
      }
    }
    if (method === 'POST' && path === '/adjustments') return this.createAdjustment(body ?? {}, ok);
    const portal = path.match(/^\/customers\/([^/]+)\/portal-sessions$/);
    if (method === 'POST' && portal) {
      const ids = (body?.subscription_ids as string[] | undefined) ?? [];
      const base = `https://customer-portal.paddle.com/cpl_standin/${portal[1]}`;
      return ok(
        {
          id: this.nextId('cpls'),
          customer_id: portal[1],
          urls: {
            general: { overview: `${base}/overview?token=pga_standin` },
            subscriptions: ids.map((id) => ({
              id,
              cancel_subscription: `${base}/subscriptions/${id}/cancel?token=pga_standin`,
              update_subscription_payment_method: `${base}/subscriptions/${id}/update-payment-method?token=pga_standin`,
            })),
          },
          created_at: new Date().toISOString(),
        },
        201,
      );
    }
    if (method === 'GET' && path === '/prices/pri_regular') {
      return ok(subscriptionData({ id: 'sub_x', status: 'active', customerId: 'c' }).items[0]!.price);
    }
    if (method === 'POST' && path === '/transactions') {
      const id = this.nextId('txn');
      this.transactions.set(
        id,
        transactionData({
          id,
          status: 'ready',
          customerId: String(body?.customer_id ?? ''),
          customData: (body?.custom_data as Json) ?? null,
        }),
      );
      return ok(this.transactions.get(id), 201);
    }
    return notFound(`${method} ${path}`);
  }

  // Paddle's rules for refunds: only a completed transaction, and none while a refund is pending.
  private createAdjustment(
    body: Json,
    ok: (data: unknown, status?: number) => [number, unknown],
  ): [number, unknown] {
    const txnId = String(body.transaction_id ?? '');
    const txn = this.transactions.get(txnId);
    if (!txn) return [404, errorBody('not_found', `transaction ${txnId} not found`)];
    if (this.refuseRefundsWith) {
      const detail = REFUSAL_DETAILS[this.refuseRefundsWith] ?? 'Invalid request.';
      return [400, errorBody(this.refuseRefundsWith, detail)];
    }
    if (txn.status !== 'completed') {
      return [
        400,
        errorBody(
          'adjustment_transaction_invalid_status_for_refund',
          `The transaction being adjusted (refund) has a non supported status. ID: ${txnId}`,
        ),
      ];
    }
    const pending = [...this.adjustments.values()].some(
      (a) => a.transaction_id === txnId && a.status === 'pending_approval',
    );
    if (pending) {
      return [
        400,
        errorBody(
          'adjustment_pending_refund_request',
          'You are unable to create further adjustments against this transaction as there is a pending refund request',
        ),
      ];
    }
    const id = this.nextId('adj');
    const adj = adjustmentData({
      id,
      action: 'refund',
      type: body.type === 'full' ? 'full' : 'partial',
      status: 'pending_approval',
      transactionId: txnId,
      subscriptionId: (txn.subscription_id as string | null) ?? null,
      customerId: String(txn.customer_id),
      at: new Date(),
    });
    this.adjustments.set(id, adj);
    return ok(adj, 201);
  }
}
