import { describe, expect, it } from 'vitest';
import { signCheckoutUser } from './checkout-signature';
import {
  describeChange,
  type PaddleEvent,
  paddleEventSchema,
  signedUserId,
  subscriptionIdOf,
} from './webhook-events';

// Pure reading of Paddle notifications: what each event changes is decided here, before any row is
// touched, so every field and every condition is pinned on plain objects.
const SECRET = 'whsec-test';

function event(type: string, data: Record<string, unknown>): PaddleEvent {
  return paddleEventSchema.parse({
    event_id: 'evt_01',
    event_type: type,
    occurred_at: '2026-03-01T10:00:00+02:00',
    data,
  });
}

const fullSubscription = {
  id: 'sub_01',
  status: 'active',
  customer_id: 'ctm_01',
  currency_code: 'EUR',
  items: [{ price: { id: 'pri_01', unit_price: { amount: '900', currency_code: 'USD' } } }],
  current_billing_period: { ends_at: '2026-04-01T00:00:00+02:00' },
  scheduled_change: { action: 'cancel', effective_at: '2026-04-01T02:00:00+02:00' },
};

describe('paddleEventSchema', () => {
  it('takes times with an offset on every date field, and keeps fields it does not know', () => {
    const parsed = event('subscription.updated', {
      ...fullSubscription,
      billed_at: '2026-03-01T10:00:00-05:00',
      extra: 1,
    });
    expect(parsed.occurred_at).toBe('2026-03-01T10:00:00+02:00');
    expect(parsed.data.billed_at).toBe('2026-03-01T10:00:00-05:00');
    expect((parsed.data as Record<string, unknown>).extra).toBe(1);
  });

  // Loose objects keep unknown fields, but every field we read must have the type we read it as.
  it('refuses a read field of the wrong type, however deep', () => {
    const base = { event_id: 'e', event_type: 't', occurred_at: '2026-03-01T10:00:00Z' };
    const bad = [
      { custom_data: { userId: 7 } },
      { custom_data: { userSig: 7 } },
      { items: [{ price: { id: 7 } }] },
      { items: [{ price: { unit_price: { amount: 900 } } }] },
      { items: [{ price: { unit_price: { currency_code: 1 } } }] },
      { current_billing_period: {} },
      { scheduled_change: { effective_at: '2026-04-01T00:00:00Z' } },
      { scheduled_change: { action: 'cancel', effective_at: 'soon' } },
      { details: { totals: { grand_total: 1071 } } },
    ];
    for (const data of bad)
      expect(paddleEventSchema.safeParse({ ...base, data }).success, JSON.stringify(data)).toBe(false);
  });

  it('refuses an empty or over-long event id and an over-long record id', () => {
    const base = { event_id: 'e', event_type: 't', occurred_at: '2026-03-01T10:00:00Z', data: {} };
    expect(paddleEventSchema.safeParse(base).success).toBe(true);
    expect(paddleEventSchema.safeParse({ ...base, event_id: '' }).success).toBe(false);
    expect(paddleEventSchema.safeParse({ ...base, event_id: 'e'.repeat(201) }).success).toBe(false);
    expect(paddleEventSchema.safeParse({ ...base, event_type: 't'.repeat(101) }).success).toBe(false);
    expect(paddleEventSchema.safeParse({ ...base, data: { id: 'i'.repeat(201) } }).success).toBe(false);
    expect(paddleEventSchema.safeParse({ ...base, occurred_at: 'yesterday' }).success).toBe(false);
  });
});

describe('describeChange', () => {
  it('reads a subscription event by its status, whatever its name, with every fact it carries', () => {
    const change = describeChange(event('subscription.some_future_event', fullSubscription));
    expect(change).toEqual({
      kind: 'subscription',
      record: {
        id: 'sub_01',
        customerId: 'ctm_01',
        status: 'active',
        priceId: 'pri_01',
        unitAmount: '900',
        currency: 'EUR',
        currentPeriodEnd: new Date('2026-03-31T22:00:00Z'),
        scheduledChange: { action: 'cancel', effectiveAt: '2026-04-01T02:00:00+02:00' },
      },
    });
  });

  it("falls back to the price's currency, and to null for every fact a subscription lacks", () => {
    const priced = describeChange(
      event('subscription.created', { id: 'sub_02', status: 'trialing', items: [fullSubscription.items[0]] }),
    );
    expect(priced.kind === 'subscription' && priced.record.currency).toBe('USD');
    expect(describeChange(event('subscription.created', { id: 'sub_03', status: 'active' }))).toEqual({
      kind: 'subscription',
      record: {
        id: 'sub_03',
        customerId: null,
        status: 'active',
        priceId: null,
        unitAmount: null,
        currency: null,
        currentPeriodEnd: null,
        scheduledChange: null,
      },
    });
  });

  it('reads partial items and totals as nulls, never failing on a missing level', () => {
    const noItems = describeChange(
      event('subscription.updated', { id: 'sub_04', status: 'active', items: [] }),
    );
    expect(noItems.kind === 'subscription' && noItems.record.priceId).toBeNull();
    const unpriced = describeChange(
      event('subscription.updated', { id: 'sub_05', status: 'active', items: [{ price: { id: 'pri_02' } }] }),
    );
    expect(
      unpriced.kind === 'subscription' && [
        unpriced.record.priceId,
        unpriced.record.unitAmount,
        unpriced.record.currency,
      ],
    ).toEqual(['pri_02', null, null]);
    const untotalled = describeChange(
      event('transaction.paid', { id: 'txn_03', status: 'paid', details: {} }),
    );
    expect(untotalled.kind === 'transaction' && untotalled.record.total).toBeNull();
  });

  it('reads a transaction with its total, currency and billing time, or nulls', () => {
    const data = {
      id: 'txn_01',
      status: 'completed',
      subscription_id: 'sub_01',
      customer_id: 'ctm_01',
      origin: 'subscription_recurring',
      currency_code: 'EUR',
      billed_at: '2026-03-01T10:00:00Z',
      details: { totals: { grand_total: '1071' } },
    };
    expect(describeChange(event('transaction.completed', data))).toEqual({
      kind: 'transaction',
      record: {
        id: 'txn_01',
        subscriptionId: 'sub_01',
        customerId: 'ctm_01',
        status: 'completed',
        origin: 'subscription_recurring',
        total: '1071',
        currency: 'EUR',
        billedAt: new Date('2026-03-01T10:00:00Z'),
      },
    });
    expect(describeChange(event('transaction.paid', { id: 'txn_02', status: 'paid' }))).toEqual({
      kind: 'transaction',
      record: {
        id: 'txn_02',
        subscriptionId: null,
        customerId: null,
        status: 'paid',
        origin: null,
        total: null,
        currency: null,
        billedAt: null,
      },
    });
  });

  // Refunds and chargebacks arrive as adjustments: one missing its transaction or its action
  // must be ignored, never read as money taken back from some other payment.
  it('reads an adjustment only with the transaction and the action it names', () => {
    const data = {
      id: 'adj_01',
      status: 'approved',
      transaction_id: 'txn_01',
      action: 'chargeback',
      type: 'full',
    };
    expect(describeChange(event('adjustment.created', { ...data, subscription_id: 'sub_01' }))).toEqual({
      kind: 'adjustment',
      record: {
        id: 'adj_01',
        transactionId: 'txn_01',
        subscriptionId: 'sub_01',
        action: 'chargeback',
        type: 'full',
        status: 'approved',
      },
    });
    const bare = describeChange(event('adjustment.updated', { ...data, type: undefined }));
    expect(bare.kind === 'adjustment' && [bare.record.subscriptionId, bare.record.type]).toEqual([
      null,
      null,
    ]);
    expect(describeChange(event('adjustment.created', { ...data, transaction_id: undefined }))).toEqual({
      kind: 'ignore',
    });
    expect(describeChange(event('adjustment.created', { ...data, action: undefined }))).toEqual({
      kind: 'ignore',
    });
  });

  it('ignores events without an id or a status, and event types it does not read', () => {
    expect(describeChange(event('subscription.updated', { ...fullSubscription, id: undefined }))).toEqual({
      kind: 'ignore',
    });
    expect(describeChange(event('subscription.updated', { ...fullSubscription, status: undefined }))).toEqual(
      {
        kind: 'ignore',
      },
    );
    expect(describeChange(event('customer.updated', { id: 'ctm_01', status: 'active' }))).toEqual({
      kind: 'ignore',
    });
    expect(describeChange(event('payout.subscription.', { id: 'x', status: 'paid' }))).toEqual({
      kind: 'ignore',
    });
    // Only adjustment.* events are adjustments, even when another event names a transaction and an action.
    const lookalike = { id: 'x', status: 'approved', transaction_id: 'txn_01', action: 'refund' };
    expect(describeChange(event('payout.created', lookalike))).toEqual({ kind: 'ignore' });
  });
});

describe('signedUserId', () => {
  const withUser = (custom: unknown) =>
    event('transaction.completed', { id: 'txn_01', status: 'completed', custom_data: custom });

  it('believes a user id only with the server signature of that id and that secret', () => {
    const signed = signCheckoutUser(SECRET, 'user-1');
    expect(signedUserId(withUser(signed), SECRET)).toBe('user-1');
    expect(signedUserId(withUser(signed), 'another-secret')).toBeNull();
    expect(signedUserId(withUser({ ...signed, userId: 'user-2' }), SECRET)).toBeNull();
    expect(signedUserId(withUser({ userId: 'user-1' }), SECRET)).toBeNull();
    expect(signedUserId(withUser(null), SECRET)).toBeNull();
  });

  it('takes ids up to 100 characters, even signed ones no longer', () => {
    const longest = 'u'.repeat(100);
    expect(signedUserId(withUser(signCheckoutUser(SECRET, longest)), SECRET)).toBe(longest);
    expect(signedUserId(withUser(signCheckoutUser(SECRET, `${longest}u`)), SECRET)).toBeNull();
  });
});

describe('subscriptionIdOf', () => {
  it("is a subscription event's own id, else the subscription the event names", () => {
    expect(subscriptionIdOf(event('subscription.updated', { id: 'sub_01', subscription_id: 'sub_x' }))).toBe(
      'sub_01',
    );
    expect(subscriptionIdOf(event('subscription.updated', {}))).toBeNull();
    expect(
      subscriptionIdOf(event('transaction.completed', { id: 'txn_01', subscription_id: 'sub_01' })),
    ).toBe('sub_01');
    expect(subscriptionIdOf(event('transaction.completed', { id: 'txn_01' }))).toBeNull();
  });
});
