import { grantsPremium } from '@core/plan/premium-state';
import { and, eq, inArray } from 'drizzle-orm';
import {
  type PaddleSubscriptionRow,
  paddleSubscriptions,
  paddleTransactions,
  type UserRow,
} from '../db/schema';
import type { BillingFollowUpWork } from '../effects/effect-ports';
import { enqueueCancels } from './billing-jobs';
import {
  grantsOf,
  listSubscriptions,
  markEndedByUs,
  needsCancel,
  takenBackSubscriptions,
} from './billing-records';
import type { Tx } from './premium-store';
import type { PaddleEvent } from './webhook-events';

// What an applied event sets off beyond its own record: cancels (durable jobs, written here in
// its transaction), then refunds and e-mails, run after the commit through server/effects/.
export type Effects = BillingFollowUpWork;
export const noEffects = (): Effects => ({ cancels: [], refunds: [], mails: [] });

/**
 * Money taken back (an approved full refund or a chargeback of any of its payments) ends the
 * subscription: it stops granting at once (core rule) and is cancelled in Paddle, so nothing more
 * is charged. Whatever order the events came in, the same subscriptions end.
 */
export async function endTakenBack(tx: Tx, user: UserRow, now: Date, effects: Effects) {
  const subs = await listSubscriptions(tx, user.id);
  const takenBack = await takenBackSubscriptions(
    tx,
    subs.map((s) => s.id),
  );
  const ids = subs.filter((s) => takenBack.has(s.id) && needsCancel(s)).map((s) => s.id);
  // Only those not ended yet are marked (and cancelled): a second refund or chargeback adds nothing.
  const marked = await markEndedByUs(tx, ids, 'taken_back', now);
  await enqueueCancels(tx, marked, user.id, now);
  effects.cancels.push(...marked);
}

async function paymentsToRefund(tx: Tx, subscriptionId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: paddleTransactions.id })
    .from(paddleTransactions)
    .where(
      and(
        eq(paddleTransactions.subscriptionId, subscriptionId),
        inArray(paddleTransactions.status, ['completed']),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * A second paying subscription made by checkout (two tabs, a late webhook) is a double charge:
 * the newer one is cancelled and its payment refunded, and the user is told. Judged when Paddle
 * reports the subscription created, the one moment a checkout makes it.
 */
export async function endDuplicate(tx: Tx, user: UserRow, event: PaddleEvent, now: Date, effects: Effects) {
  if (event.event_type !== 'subscription.created') return;
  const subs = await listSubscriptions(tx, user.id);
  const grants = await grantsOf(tx, subs);
  const paying = subs.filter((_, i) => grantsPremium(grants[i]!));
  const created = paying.find((s) => s.id === event.data.id);
  if (!created || paying.length < 2) return;
  // Paying means not ended by us, so this marks it.
  const marked = await markEndedByUs(tx, [created.id], 'duplicate', now);
  await enqueueCancels(tx, marked, user.id, now);
  effects.cancels.push(...marked);
  effects.refunds.push(...(await paymentsToRefund(tx, created.id)));
  // Stryker disable next-line StringLiteral: follow-ups.ts sends this mail for any kind but 'premium-confirmed'
  effects.mails.push({ to: user.email, kind: 'duplicate-cancelled' });
}

/** A completed payment of a subscription already ended as a duplicate is refunded too (it may come after). */
export async function refundDuplicatePayment(tx: Tx, event: PaddleEvent, effects: Effects) {
  const subscriptionId = event.data.subscription_id;
  // Only transactions complete: subscriptions and adjustments have statuses of their own.
  if (event.data.status !== 'completed' || !subscriptionId) return;
  const [sub] = await tx
    .select({ reason: paddleSubscriptions.endedReason })
    .from(paddleSubscriptions)
    .where(eq(paddleSubscriptions.id, subscriptionId));
  // A transaction event without an id was ignored before any effect ran (describeChange).
  if (sub?.reason === 'duplicate') effects.refunds.push(event.data.id!);
}

export type { PaddleSubscriptionRow };
