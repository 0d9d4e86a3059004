import { isNewerEvent } from '../../core/plan/premium-state';
import type { Database } from '../db/client';
import { paymentEvents, type UserRow } from '../db/schema';
import {
  inTransaction,
  lockUserById,
  lockUserByPaddleCustomer,
  saveUserGrants,
  type Tx,
  type UserPatch,
} from './premium-store';
import { describeChange, describeOwner, type PaddleChange, type PaddleEvent } from './webhook-events';

export type WebhookOutcome = 'applied' | 'stale' | 'duplicate' | 'unmatched' | 'ignored';

async function findOwner(tx: Tx, event: PaddleEvent, secret: string): Promise<UserRow | undefined> {
  const { userId, customerId } = describeOwner(event, secret);
  const byId = userId ? await lockUserById(tx, userId) : undefined;
  if (byId) return byId;
  return customerId ? lockUserByPaddleCustomer(tx, customerId) : undefined;
}

// Each kind of change has its own "last applied" stamp; an older event leaves the row alone.
function patchFor(change: PaddleChange, user: UserRow, event: PaddleEvent): UserPatch | null {
  const at = new Date(event.occurred_at);
  const stamp = { at, id: event.event_id };
  const applied = user.paddleStatusAt
    ? { at: user.paddleStatusAt, id: user.paddleStatusEventId ?? '' }
    : null;
  switch (change.kind) {
    case 'subscription':
      if (!isNewerEvent(stamp, applied)) return null;
      return {
        paddleStatus: change.status,
        paddleSubscriptionId: change.subscriptionId,
        paddleStatusAt: at,
        paddleStatusEventId: event.event_id,
      };
    case 'refund':
      if (!isNewerEvent(stamp, applied)) return null;
      return {
        paddleStatus: 'refunded',
        // The newest event alone decides the Paddle state, whatever order deliveries came in.
        paddleSubscriptionId: change.subscriptionId ?? user.paddleSubscriptionId,
        paddleStatusAt: at,
        paddleStatusEventId: event.event_id,
      };
    case 'transaction': {
      const last = user.paddleTransactionAt
        ? { at: user.paddleTransactionAt, id: user.paddleTransactionId ?? '' }
        : null;
      if (!isNewerEvent({ at, id: change.transactionId }, last)) return null;
      return { paddleTransactionId: change.transactionId, paddleTransactionAt: at };
    }
    default:
      return null;
  }
}

/**
 * Records the event (its id makes a second delivery a no-op) and applies it to its user in one
 * transaction, under the user's row lock (taken first), so parallel deliveries cannot interleave.
 */
export async function applyPaddleEvent(db: Database, event: PaddleEvent, secret: string, now = new Date()) {
  return inTransaction(db, async (tx): Promise<{ outcome: WebhookOutcome; userId?: string }> => {
    const user = await findOwner(tx, event, secret);
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        eventId: event.event_id,
        type: event.event_type,
        payload: event,
        occurredAt: new Date(event.occurred_at),
        userId: user?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (inserted.length === 0) return { outcome: 'duplicate' };
    const change = describeChange(event);
    if (!user) return { outcome: change.kind === 'ignore' ? 'ignored' : 'unmatched' };
    const patch = patchFor(change, user, event);
    const outcome: WebhookOutcome = patch ? 'applied' : change.kind === 'ignore' ? 'ignored' : 'stale';
    // Remember the customer so later events without customData still find this user.
    const customerId = event.data.customer_id ?? null;
    const link = customerId && !user.paddleCustomerId ? { paddleCustomerId: customerId } : null;
    if (patch || link) await saveUserGrants(tx, user, { ...patch, ...link }, now);
    return { outcome, userId: user.id };
  });
}
