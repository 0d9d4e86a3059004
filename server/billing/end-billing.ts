import { latestPayment } from '@core/plan/payment-state';
import { and, eq, inArray } from 'drizzle-orm';
import { paddleTransactions, type UserRow } from '../db/schema';
import { enqueueCancels } from './billing-jobs';
import { type EndedReason, isLive, listSubscriptions, markEndedByUs, needsCancel } from './billing-records';
import type { Tx } from './premium-store';

// Everything that ends Premium ends billing (docs/decisions/009): every subscription of the user
// that Paddle has not confirmed as canceled stops granting now and gets a durable cancel job,
// whatever its stored status says. Runs inside the caller's transaction, under the user's lock.
export async function endBilling(tx: Tx, user: UserRow, reason: EndedReason, now: Date): Promise<string[]> {
  const targets = (await listSubscriptions(tx, user.id)).filter(needsCancel).map((s) => s.id);
  await markEndedByUs(tx, targets, reason, now);
  await enqueueCancels(tx, targets, user.id, now);
  return targets;
}

/** The latest completed payment of each live subscription: what an admin refund gives back. */
export async function paymentsOfLiveSubscriptions(tx: Tx, user: UserRow): Promise<string[]> {
  const live = (await listSubscriptions(tx, user.id)).filter(isLive).map((s) => s.id);
  const payments = await tx
    .select()
    .from(paddleTransactions)
    .where(and(inArray(paddleTransactions.subscriptionId, live), eq(paddleTransactions.status, 'completed')));
  return live
    .map((id) => latestPayment(payments.filter((p) => p.subscriptionId === id))?.id)
    .filter((id): id is string => Boolean(id));
}
