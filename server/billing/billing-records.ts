import { isPaymentTakenBack } from '@core/plan/payment-state';
import { LIVE_PADDLE_STATUSES, type SubscriptionGrant } from '@core/plan/premium-state';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type PaddleSubscriptionRow,
  paddleAdjustments,
  paddleSubscriptions,
  paddleTransactions,
} from '../db/schema';
import type { AdjustmentFacts, SubscriptionFacts, TransactionFacts } from './webhook-events';

// A handle inside accounts/user-lock.ts's inTransaction (the same type; named for what it must be).
type Tx = Database;

// Our records of Paddle's subscriptions, transactions and adjustments (docs/decisions/009). Each
// upsert changes the named row only when the event is newer than the one it last applied:
// (event_at, event_id) compared as a pair, so every delivery order ends in the same row.

export interface Stamp {
  at: Date;
  id: string;
}

const newer = (table: typeof paddleSubscriptions | typeof paddleTransactions | typeof paddleAdjustments) =>
  sql`(excluded.event_at, excluded.event_id) > (${table.eventAt}, ${table.eventId})`;

/** True when the row changed (the event was newer than the row's last one). */
export async function saveSubscription(tx: Tx, userId: string, f: SubscriptionFacts, stamp: Stamp) {
  const values = {
    userId,
    customerId: f.customerId,
    status: f.status,
    priceId: f.priceId,
    unitAmount: f.unitAmount,
    currency: f.currency,
    currentPeriodEnd: f.currentPeriodEnd,
    scheduledChange: f.scheduledChange,
    eventAt: stamp.at,
    eventId: stamp.id,
  };
  const rows = await tx
    .insert(paddleSubscriptions)
    .values({ id: f.id, ...values })
    .onConflictDoUpdate({ target: paddleSubscriptions.id, set: values, setWhere: newer(paddleSubscriptions) })
    .returning({ id: paddleSubscriptions.id });
  return rows.length > 0;
}

export async function saveTransaction(tx: Tx, userId: string, f: TransactionFacts, stamp: Stamp) {
  const { id, ...rest } = f;
  const values = { userId, ...rest, eventAt: stamp.at, eventId: stamp.id };
  const rows = await tx
    .insert(paddleTransactions)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: paddleTransactions.id, set: values, setWhere: newer(paddleTransactions) })
    .returning({ id: paddleTransactions.id });
  return rows.length > 0;
}

export async function saveAdjustment(tx: Tx, userId: string, f: AdjustmentFacts, stamp: Stamp) {
  const { id, ...rest } = f;
  const values = { userId, ...rest, eventAt: stamp.at, eventId: stamp.id };
  const rows = await tx
    .insert(paddleAdjustments)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: paddleAdjustments.id, set: values, setWhere: newer(paddleAdjustments) })
    .returning({ id: paddleAdjustments.id });
  return rows.length > 0;
}

export async function findSubscriptionOwner(tx: Tx, subscriptionId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: paddleSubscriptions.userId })
    .from(paddleSubscriptions)
    .where(eq(paddleSubscriptions.id, subscriptionId));
  return row?.userId ?? null;
}

export async function findTransactionOwner(tx: Tx, transactionId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: paddleTransactions.userId })
    .from(paddleTransactions)
    .where(eq(paddleTransactions.id, transactionId));
  return row?.userId ?? null;
}

export function listSubscriptions(tx: Tx, userId: string): Promise<PaddleSubscriptionRow[]> {
  return tx
    .select()
    .from(paddleSubscriptions)
    .where(eq(paddleSubscriptions.userId, userId))
    .orderBy(paddleSubscriptions.createdAt, paddleSubscriptions.id);
}

/** Subscription ids whose money was taken back (core rule isPaymentTakenBack over their adjustments). */
export async function takenBackSubscriptions(tx: Tx, subscriptionIds: string[]): Promise<Set<string>> {
  // Stryker disable next-line ConditionalExpression: with no ids the query finds no rows and the set is empty all the same; the check saves a query
  if (subscriptionIds.length === 0) return new Set();
  const rows = await tx
    .select({
      adjustment: paddleAdjustments,
      txnSubscription: paddleTransactions.subscriptionId,
    })
    .from(paddleAdjustments)
    .leftJoin(paddleTransactions, eq(paddleTransactions.id, paddleAdjustments.transactionId))
    .where(
      or(
        inArray(paddleAdjustments.subscriptionId, subscriptionIds),
        inArray(paddleTransactions.subscriptionId, subscriptionIds),
      ),
    );
  const subOf = (r: (typeof rows)[number]) => r.adjustment.subscriptionId ?? r.txnSubscription;
  return new Set(
    subscriptionIds.filter((id) =>
      isPaymentTakenBack(rows.filter((r) => subOf(r) === id).map((r) => r.adjustment)),
    ),
  );
}

export async function grantsOf(tx: Tx, subs: PaddleSubscriptionRow[]): Promise<SubscriptionGrant[]> {
  const takenBack = await takenBackSubscriptions(
    tx,
    subs.map((s) => s.id),
  );
  return subs.map((s) => ({
    status: s.status,
    endedByUs: s.endedByUsAt !== null,
    paymentTakenBack: takenBack.has(s.id),
  }));
}

/** Paddle may still charge it: the stored status is a live one (checkout refuses a second). */
export const isLive = (s: PaddleSubscriptionRow) => LIVE_PADDLE_STATUSES.includes(s.status);

/** What ending Premium cancels: every subscription Paddle has not confirmed as canceled, whatever else is stored. */
export const needsCancel = (s: PaddleSubscriptionRow) => s.status !== 'canceled';

/** Marks subscriptions as ended by us (they grant nothing from now on); returns the ids newly marked. */
export type EndedReason = NonNullable<PaddleSubscriptionRow['endedReason']>;

export async function markEndedByUs(
  tx: Tx,
  ids: string[],
  reason: EndedReason,
  now: Date,
): Promise<string[]> {
  // Stryker disable next-line ConditionalExpression: with no ids the update matches no row and returns none all the same; the check saves a statement
  if (ids.length === 0) return [];
  const rows = await tx
    .update(paddleSubscriptions)
    .set({ endedByUsAt: now, endedReason: reason })
    .where(and(inArray(paddleSubscriptions.id, ids), isNull(paddleSubscriptions.endedByUsAt)))
    .returning({ id: paddleSubscriptions.id });
  return rows.map((r) => r.id);
}
