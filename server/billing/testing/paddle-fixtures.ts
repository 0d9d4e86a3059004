// Paddle Billing entities in the shapes of developer.paddle.com (API responses and webhook `data`),
// for the Paddle API stand-in and the signed webhook deliveries of the tests. Every delivery passes
// through Webhooks.unmarshal of @paddle/paddle-node-sdk (test-support.ts), so these cannot drift
// from what the SDK parses.

import { randomBytes } from 'node:crypto';

const iso = (d: Date) => d.toISOString();
const T0 = new Date(Date.UTC(2025, 0, 1));

export interface SubscriptionInput {
  id: string;
  status: string;
  customerId: string;
  customData?: object | null;
  priceId?: string;
  amount?: string; // smallest unit
  currency?: string;
  periodEnd?: Date;
  scheduledCancelAt?: Date | null;
  at?: Date;
}

function price(id: string, amount: string, currency: string) {
  return {
    id,
    product_id: 'pro_premium',
    description: 'Countstream Premium monthly',
    type: 'standard',
    name: 'Monthly',
    billing_cycle: { interval: 'month', frequency: 1 },
    trial_period: null,
    tax_mode: 'account_setting',
    unit_price: { amount, currency_code: currency },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: 'active',
    custom_data: null,
    import_meta: null,
    created_at: iso(T0),
    updated_at: iso(T0),
  };
}

export function subscriptionData(s: SubscriptionInput) {
  const at = s.at ?? T0;
  const end = s.periodEnd ?? new Date(at.getTime() + 30 * 864e5);
  const start = new Date(end.getTime() - 30 * 864e5);
  const currency = s.currency ?? 'USD';
  const live = s.status !== 'canceled';
  return {
    id: s.id,
    status: s.status,
    customer_id: s.customerId,
    address_id: 'add_01',
    business_id: null,
    currency_code: currency,
    created_at: iso(start),
    updated_at: iso(at),
    started_at: iso(start),
    first_billed_at: iso(start),
    next_billed_at: live && !s.scheduledCancelAt ? iso(end) : null,
    paused_at: s.status === 'paused' ? iso(at) : null,
    canceled_at: s.status === 'canceled' ? iso(at) : null,
    discount: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period: live ? { starts_at: iso(start), ends_at: iso(end) } : null,
    billing_cycle: { interval: 'month', frequency: 1 },
    scheduled_change: s.scheduledCancelAt
      ? { action: 'cancel', effective_at: iso(s.scheduledCancelAt), resume_at: null }
      : null,
    items: [
      {
        status: 'active',
        quantity: 1,
        recurring: true,
        created_at: iso(start),
        updated_at: iso(at),
        previously_billed_at: iso(start),
        next_billed_at: live ? iso(end) : null,
        trial_dates: null,
        price: price(s.priceId ?? 'pri_regular', s.amount ?? '499', currency),
        product: {
          id: 'pro_premium',
          name: 'Premium',
          description: 'Countstream Premium',
          type: 'standard',
          tax_category: 'standard',
          image_url: null,
          custom_data: null,
          status: 'active',
          import_meta: null,
          created_at: iso(T0),
          updated_at: iso(T0),
        },
      },
    ],
    custom_data: s.customData ?? null,
    management_urls: {
      update_payment_method: `https://sandbox-customer-portal.paddle.com/upm/${s.id}`,
      cancel: `https://sandbox-customer-portal.paddle.com/cancel/${s.id}`,
    },
    import_meta: null,
  };
}

export interface TransactionInput {
  id: string;
  status: string;
  customerId: string;
  subscriptionId?: string | null;
  customData?: object | null;
  amount?: string;
  currency?: string;
  billedAt?: Date;
  origin?: string;
}

export function transactionData(t: TransactionInput) {
  const billed = t.billedAt ?? T0;
  const currency = t.currency ?? 'USD';
  const amount = t.amount ?? '499';
  const totals = {
    subtotal: amount,
    discount: '0',
    tax: '0',
    total: amount,
    credit: '0',
    credit_to_balance: '0',
    balance: '0',
    grand_total: amount,
    fee: null,
    earnings: null,
    currency_code: currency,
  };
  return {
    id: t.id,
    status: t.status,
    customer_id: t.customerId,
    address_id: 'add_01',
    business_id: null,
    custom_data: t.customData ?? null,
    currency_code: currency,
    origin: t.origin ?? (t.subscriptionId ? 'subscription_recurring' : 'web'),
    subscription_id: t.subscriptionId ?? null,
    invoice_id: `inv_${t.id}`,
    invoice_number: `1-${t.id}`,
    collection_mode: 'automatic',
    discount_id: null,
    billing_details: null,
    billing_period: { starts_at: iso(billed), ends_at: iso(new Date(billed.getTime() + 30 * 864e5)) },
    items: [{ price: price('pri_regular', amount, currency), quantity: 1, proration: null }],
    details: {
      tax_rates_used: [
        { tax_rate: '0', totals: { subtotal: amount, discount: '0', tax: '0', total: amount } },
      ],
      totals,
      adjusted_totals: { ...totals, retained_fee: '0' },
      payout_totals: null,
      adjusted_payout_totals: null,
      line_items: [],
    },
    payments: [],
    checkout: { url: `https://countstream.test/pay?_ptxn=${t.id}` },
    created_at: iso(billed),
    updated_at: iso(billed),
    billed_at: ['completed', 'paid', 'billed'].includes(t.status) ? iso(billed) : null,
    revised_at: null,
  };
}

export interface AdjustmentInput {
  id: string;
  action: 'refund' | 'chargeback' | 'credit' | 'chargeback_reverse';
  type?: 'full' | 'partial';
  status: 'pending_approval' | 'approved' | 'rejected' | 'reversed';
  transactionId: string;
  subscriptionId?: string | null;
  customerId: string;
  amount?: string;
  currency?: string;
  at?: Date;
}

export function adjustmentData(a: AdjustmentInput) {
  const at = a.at ?? T0;
  const currency = a.currency ?? 'USD';
  const amount = a.amount ?? '499';
  const totals = {
    subtotal: amount,
    tax: '0',
    total: amount,
    fee: '0',
    earnings: '0',
    currency_code: currency,
  };
  return {
    id: a.id,
    action: a.action,
    type: a.type ?? 'full',
    transaction_id: a.transactionId,
    subscription_id: a.subscriptionId ?? null,
    customer_id: a.customerId,
    reason: 'requested by customer',
    credit_applied_to_balance: null,
    currency_code: currency,
    status: a.status,
    items: [
      {
        id: `adjitm_${a.id}`,
        item_id: `txnitm_${a.transactionId}`,
        type: a.type ?? 'full',
        amount,
        proration: null,
        totals: { subtotal: amount, tax: '0', total: amount },
      },
    ],
    totals,
    payout_totals: { ...totals, chargeback_fee: { amount: '0', original: null } },
    tax_rates_used: [],
    created_at: iso(at),
    updated_at: iso(at),
  };
}

// Paddle's ids are a prefix and 26 lowercase Crockford base-32 characters (a ULID). Made random
// here, not counted: e2e workers and the API suite's files deliver to the same database, and a
// counter restarting in each process gave two events one id (the second was taken for a redelivery).
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';
// The time and a count lead, so one process's ids sort in the order they were made.
let seq = 0;
const base32 = (value: number, length: number) => {
  let out = '';
  for (let rest = value, i = 0; i < length; i++, rest = Math.floor(rest / 32))
    out = CROCKFORD[rest % 32] + out;
  return out;
};
export function paddleId(prefix: string): string {
  seq += 1;
  let random = '';
  for (const byte of randomBytes(10)) random += CROCKFORD[byte % 32];
  return `${prefix}_${base32(Date.now(), 10)}${base32(seq, 6)}${random}`;
}

/** A Paddle notification around an entity. */
export function paddleEvent(type: string, occurredAt: Date, data: object, id?: string) {
  return {
    event_id: id ?? paddleId('evt'),
    event_type: type,
    occurred_at: occurredAt.toISOString(),
    notification_id: paddleId('ntf'),
    data,
  };
}
