import { z } from 'zod';
import { isSignedCheckoutUser } from './checkout-signature';

// The parts of a Paddle notification we rely on; everything else is kept in payment_events.payload.
const customData = z
  .object({ userId: z.string().optional(), userSig: z.string().optional() })
  .loose()
  .nullish();
export const paddleEventSchema = z.object({
  event_id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z
    .object({
      id: z.string().optional(),
      status: z.string().optional(),
      customer_id: z.string().nullish(),
      subscription_id: z.string().nullish(),
      transaction_id: z.string().nullish(),
      action: z.string().optional(),
      type: z.string().optional(),
      custom_data: customData,
    })
    .loose(),
});
export type PaddleEvent = z.infer<typeof paddleEventSchema>;

export type PaddleChange =
  | { kind: 'subscription'; subscriptionId: string; status: string }
  | { kind: 'transaction'; transactionId: string; subscriptionId: string | null }
  | { kind: 'refund'; subscriptionId: string | null }
  | { kind: 'ignore' };

export const HANDLED_EVENT_TYPES = [
  'subscription.created',
  'subscription.activated',
  'subscription.updated',
  'subscription.canceled',
  'subscription.past_due',
  'subscription.paused',
  'subscription.resumed',
  'subscription.trialing',
  'subscription.imported',
  'transaction.completed',
  'adjustment.created',
  'adjustment.updated',
] as const;

// An approved full refund or a chargeback takes the money back, so it ends Paddle-granted Premium.
function revokesPremium(data: PaddleEvent['data']): boolean {
  if (data.status !== 'approved') return false;
  if (data.action === 'chargeback') return true;
  return data.action === 'refund' && data.type === 'full';
}

/** What an event changes. The subscription's own status is trusted over the event's name. */
export function describeChange(event: PaddleEvent): PaddleChange {
  const { data } = event;
  const type = event.event_type;
  // Every subscription.* event carries the whole subscription, so new event names need no code.
  if (type.startsWith('subscription.')) {
    if (!data.id || !data.status) return { kind: 'ignore' };
    return { kind: 'subscription', subscriptionId: data.id, status: data.status };
  }
  if (type === 'transaction.completed' && data.id) {
    return { kind: 'transaction', transactionId: data.id, subscriptionId: data.subscription_id ?? null };
  }
  if ((type === 'adjustment.created' || type === 'adjustment.updated') && revokesPremium(data)) {
    return { kind: 'refund', subscriptionId: data.subscription_id ?? null };
  }
  return { kind: 'ignore' };
}

/**
 * Who the event is about: our user id from checkout's customData when the server's signature of
 * it matches (checkout-signature.ts), else the Paddle customer.
 */
export function describeOwner(
  event: PaddleEvent,
  secret: string,
): { userId: string | null; customerId: string | null } {
  const userId = event.data.custom_data?.userId;
  const signed =
    typeof userId === 'string' &&
    userId.length <= 100 &&
    isSignedCheckoutUser(secret, userId, event.data.custom_data?.userSig);
  return {
    userId: signed ? userId : null,
    customerId: event.data.customer_id ?? null,
  };
}
