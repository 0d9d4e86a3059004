import { z } from 'zod';
import { isSignedCheckoutUser } from './checkout-signature';

// The parts of a Paddle notification we rely on; the whole body is kept in payment_events.payload.
const customData = z
  .object({ userId: z.string().optional(), userSig: z.string().optional() })
  .loose()
  .nullish();
const money = z.object({ amount: z.string().optional(), currency_code: z.string().optional() }).loose();
const item = z
  .object({ price: z.object({ id: z.string().optional(), unit_price: money.nullish() }).loose().nullish() })
  .loose();
export const paddleEventSchema = z.object({
  event_id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z
    .object({
      id: z.string().max(200).optional(),
      status: z.string().max(100).optional(),
      customer_id: z.string().max(200).nullish(),
      subscription_id: z.string().max(200).nullish(),
      transaction_id: z.string().max(200).nullish(),
      action: z.string().max(100).optional(),
      type: z.string().max(100).nullish(),
      origin: z.string().max(100).nullish(),
      currency_code: z.string().max(10).nullish(),
      billed_at: z.iso.datetime({ offset: true }).nullish(),
      items: z.array(item).nullish(),
      current_billing_period: z
        .object({ ends_at: z.iso.datetime({ offset: true }) })
        .loose()
        .nullish(),
      scheduled_change: z
        .object({ action: z.string(), effective_at: z.iso.datetime({ offset: true }) })
        .loose()
        .nullish(),
      details: z
        .object({ totals: z.object({ grand_total: z.string().optional() }).loose().nullish() })
        .loose()
        .nullish(),
      custom_data: customData,
    })
    .loose(),
});
export type PaddleEvent = z.infer<typeof paddleEventSchema>;

export interface SubscriptionFacts {
  id: string;
  customerId: string | null;
  status: string;
  priceId: string | null;
  unitAmount: string | null;
  currency: string | null;
  currentPeriodEnd: Date | null;
  scheduledChange: { action: string; effectiveAt: string } | null;
}
export interface TransactionFacts {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  status: string;
  origin: string | null;
  total: string | null;
  currency: string | null;
  billedAt: Date | null;
}
export interface AdjustmentFacts {
  id: string;
  transactionId: string;
  subscriptionId: string | null;
  action: string;
  type: string | null;
  status: string;
}

export type PaddleChange =
  | { kind: 'subscription'; record: SubscriptionFacts }
  | { kind: 'transaction'; record: TransactionFacts }
  | { kind: 'adjustment'; record: AdjustmentFacts }
  | { kind: 'ignore' };

const date = (s: string | null | undefined) => (s ? new Date(s) : null);

/** What an event changes: the one record it names. Subscriptions are read by their status, not the event's name. */
export function describeChange(event: PaddleEvent): PaddleChange {
  const { data } = event;
  const type = event.event_type;
  if (!data.id || !data.status) return { kind: 'ignore' };
  // Every subscription.* event carries the whole subscription, so new event names need no code.
  if (type.startsWith('subscription.')) {
    const price = data.items?.[0]?.price;
    const change = data.scheduled_change;
    return {
      kind: 'subscription',
      record: {
        id: data.id,
        customerId: data.customer_id ?? null,
        status: data.status,
        priceId: price?.id ?? null,
        unitAmount: price?.unit_price?.amount ?? null,
        currency: data.currency_code ?? price?.unit_price?.currency_code ?? null,
        currentPeriodEnd: date(data.current_billing_period?.ends_at),
        scheduledChange: change ? { action: change.action, effectiveAt: change.effective_at } : null,
      },
    };
  }
  if (type.startsWith('transaction.')) {
    return {
      kind: 'transaction',
      record: {
        id: data.id,
        subscriptionId: data.subscription_id ?? null,
        customerId: data.customer_id ?? null,
        status: data.status,
        origin: data.origin ?? null,
        total: data.details?.totals?.grand_total ?? null,
        currency: data.currency_code ?? null,
        billedAt: date(data.billed_at),
      },
    };
  }
  if (type.startsWith('adjustment.') && data.transaction_id && data.action) {
    return {
      kind: 'adjustment',
      record: {
        id: data.id,
        transactionId: data.transaction_id,
        subscriptionId: data.subscription_id ?? null,
        action: data.action,
        type: data.type ?? null,
        status: data.status,
      },
    };
  }
  return { kind: 'ignore' };
}

/** Our user id from checkout's customData, believed only with the server's signature of it (checkout-signature.ts). */
export function signedUserId(event: PaddleEvent, secret: string): string | null {
  const userId = event.data.custom_data?.userId;
  const signed =
    typeof userId === 'string' &&
    userId.length <= 100 &&
    // Stryker disable next-line OptionalChaining: reached only when custom_data holds a userId string.
    isSignedCheckoutUser(secret, userId, event.data.custom_data?.userSig);
  return signed ? userId : null;
}

/** The subscription an event is about: its own id for subscription events, else the one it names. */
export function subscriptionIdOf(event: PaddleEvent): string | null {
  if (event.event_type.startsWith('subscription.')) return event.data.id ?? null;
  return event.data.subscription_id ?? null;
}
