import type { AdminUserBilling } from '@core/api/billing-admin';
import { REFUND_LABELS } from '@core/api/billing-admin';
import { refundStateOf } from '@core/plan/payment-state';
import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { billingJobs, paddleAdjustments, paddleTransactions, paymentEvents } from '../db/schema';
import { listSubscriptions } from './billing-records';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A user's subscriptions and payments with their refund state, for the admin's user details. */
export async function loadUserBilling(db: Database, userId: string): Promise<AdminUserBilling> {
  const subs = await listSubscriptions(db, userId);
  const txns = await db
    .select()
    .from(paddleTransactions)
    .where(eq(paddleTransactions.userId, userId))
    .orderBy(desc(paddleTransactions.billedAt), asc(paddleTransactions.id))
    .limit(100);
  const adjs = txns.length
    ? await db
        .select()
        .from(paddleAdjustments)
        .where(
          inArray(
            paddleAdjustments.transactionId,
            txns.map((t) => t.id),
          ),
        )
    : // Stryker disable next-line ArrayDeclaration: without transactions no adjustment is ever looked up
      [];
  return {
    subscriptions: subs.map((s) => ({
      id: s.id,
      status: s.status,
      endedReason: s.endedReason,
      currentPeriodEnd: iso(s.currentPeriodEnd),
      cancelAt: s.scheduledChange?.action === 'cancel' ? s.scheduledChange.effectiveAt : null,
    })),
    transactions: txns.map((t) => ({
      id: t.id,
      subscriptionId: t.subscriptionId,
      status: t.status,
      total: t.total,
      currency: t.currency,
      billedAt: iso(t.billedAt),
      refund: REFUND_LABELS[refundStateOf(adjs.filter((a) => a.transactionId === t.id))],
    })),
  };
}

export async function listPendingJobs(db: Database) {
  const rows = await db
    .select()
    .from(billingJobs)
    .where(isNull(billingJobs.doneAt))
    .orderBy(asc(billingJobs.createdAt))
    .limit(200);
  return {
    items: rows.map((j) => ({
      id: j.id,
      kind: j.kind,
      target: j.target,
      userId: j.userId,
      attempts: j.attempts,
      nextRunAt: j.nextRunAt.toISOString(),
      lastError: j.lastError,
      createdAt: j.createdAt.toISOString(),
    })),
  };
}

export async function listUnmatchedEvents(db: Database) {
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.outcome, 'unmatched'))
    .orderBy(desc(paymentEvents.occurredAt))
    .limit(200);
  return {
    items: rows.map((e) => ({
      eventId: e.eventId,
      type: e.type,
      occurredAt: iso(e.occurredAt),
      customerId: e.customerId,
      subscriptionId: e.subscriptionId,
    })),
  };
}
