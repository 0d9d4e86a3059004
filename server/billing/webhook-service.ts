import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentEvents, type UserRow } from '../db/schema';
import {
  findSubscriptionOwner,
  findTransactionOwner,
  listSubscriptions,
  saveAdjustment,
  saveSubscription,
  saveTransaction,
} from './billing-records';
import {
  type Effects,
  endDuplicate,
  endTakenBack,
  noEffects,
  refundDuplicatePayment,
} from './event-follow-ups';
import {
  inTransaction,
  lockUserById,
  lockUserByPaddleCustomer,
  saveUserGrants,
  type Tx,
  type UserPatch,
} from './premium-store';
import {
  describeChange,
  type PaddleEvent,
  paddleEventSchema,
  signedUserId,
  subscriptionIdOf,
} from './webhook-events';

export type WebhookOutcome = 'applied' | 'stale' | 'duplicate' | 'unmatched' | 'ignored';
export interface ApplyResult extends Effects {
  outcome: WebhookOutcome;
  userId?: string;
}

function transactionIdOf(e: PaddleEvent): string | null {
  if (e.event_type.startsWith('adjustment.')) return e.data.transaction_id ?? null;
  // Stryker disable next-line StringLiteral,ConditionalExpression: any other event's own id (sub_…, ctm_…) names no transaction, so it finds nobody
  if (e.event_type.startsWith('transaction.')) return e.data.id ?? null;
  return null;
}

async function lockKnown(tx: Tx, userId: string | null) {
  return userId ? lockUserById(tx, userId) : undefined;
}

/** Our signed customData, then a subscription or transaction we know, then the Paddle customer. */
async function findOwner(tx: Tx, event: PaddleEvent, secret: string): Promise<UserRow | undefined> {
  const subId = subscriptionIdOf(event);
  const txnId = transactionIdOf(event);
  return (
    (await lockKnown(tx, signedUserId(event, secret))) ??
    (subId ? await lockKnown(tx, await findSubscriptionOwner(tx, subId)) : undefined) ??
    (txnId ? await lockKnown(tx, await findTransactionOwner(tx, txnId)) : undefined) ??
    (event.data.customer_id ? await lockUserByPaddleCustomer(tx, event.data.customer_id) : undefined)
  );
}

async function saveRecord(tx: Tx, userId: string, event: PaddleEvent): Promise<WebhookOutcome> {
  const change = describeChange(event);
  const stamp = { at: new Date(event.occurred_at), id: event.event_id };
  let changed: boolean;
  if (change.kind === 'subscription') changed = await saveSubscription(tx, userId, change.record, stamp);
  else if (change.kind === 'transaction') changed = await saveTransaction(tx, userId, change.record, stamp);
  else if (change.kind === 'adjustment') changed = await saveAdjustment(tx, userId, change.record, stamp);
  else return 'ignored';
  return changed ? 'applied' : 'stale';
}

// The newest event names the customer: a user's customer id follows Paddle.
function customerPatch(user: UserRow, event: PaddleEvent): UserPatch {
  const customerId = event.data.customer_id;
  const at = new Date(event.occurred_at);
  // Stryker disable next-line EqualityOperator: at the same instant neither event is the newer; either customer may stay
  if (!customerId || (user.paddleCustomerAt && at.getTime() <= user.paddleCustomerAt.getTime())) return {};
  return { paddleCustomerId: customerId, paddleCustomerAt: at };
}

async function applyToUser(tx: Tx, user: UserRow, event: PaddleEvent, effects: Effects, now: Date) {
  const outcome = await saveRecord(tx, user.id, event);
  if (outcome === 'ignored') return { outcome, user };
  await endTakenBack(tx, user, now, effects);
  await endDuplicate(tx, user, event, now, effects);
  await refundDuplicatePayment(tx, event, effects);
  const saved = await saveUserGrants(tx, user, customerPatch(user, event), now);
  // The flag is only ever set while Premium is not paid (premium-mail-request.ts) and is cleared
  // here as paid Premium arrives, so it is never found on a paid user.
  if (user.notifyWhenPremium && saved.premiumSource === 'paddle') {
    effects.mails.push({ to: saved.email, kind: 'premium-confirmed' });
    return { outcome, user: await saveUserGrants(tx, saved, { notifyWhenPremium: false }, now) };
  }
  return { outcome, user: saved };
}

/**
 * Applies the kept unmatched events that now point at this user (its customer or subscriptions);
 * answers how many it applied, so a caller outside the webhook knows the plan may have changed.
 */
async function replayUnmatched(tx: Tx, start: UserRow, effects: Effects, now: Date): Promise<number> {
  let user = start;
  let replayed = 0;
  // An applied event can add a subscription, and with it a link to more kept events. Each pass
  // records every event it applies with an outcome other than unmatched, so the passes end.
  for (;;) {
    const subIds = (await listSubscriptions(tx, user.id)).map((s) => s.id);
    const links = [
      user.paddleCustomerId ? eq(paymentEvents.customerId, user.paddleCustomerId) : undefined,
      subIds.length ? inArray(paymentEvents.subscriptionId, subIds) : undefined,
    ].filter((c) => c !== undefined);
    if (links.length === 0) return replayed;
    const waiting = await tx
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.outcome, 'unmatched'), or(...links)))
      .orderBy(asc(paymentEvents.occurredAt), asc(paymentEvents.eventId));
    if (waiting.length === 0) return replayed;
    for (const row of waiting) {
      const event = paddleEventSchema.parse(row.payload);
      const result = await applyToUser(tx, user, event, effects, now);
      user = result.user;
      replayed += 1;
      await tx
        .update(paymentEvents)
        .set({ outcome: result.outcome, userId: user.id })
        .where(eq(paymentEvents.eventId, row.eventId));
    }
  }
}

/**
 * Records the event (its id makes a second delivery a no-op) and applies it to the one record it
 * names, in one transaction under the owner's row lock (taken first), so parallel deliveries for
 * one user serialise. An event that matches nobody is kept as unmatched and applied later.
 */
export async function applyPaddleEvent(db: Database, event: PaddleEvent, secret: string, now = new Date()) {
  return inTransaction(db, async (tx): Promise<ApplyResult> => {
    const effects = noEffects();
    const user = await findOwner(tx, event, secret);
    const kind = describeChange(event).kind;
    const pending = user ? 'applied' : kind === 'ignore' ? 'ignored' : 'unmatched';
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        eventId: event.event_id,
        type: event.event_type,
        payload: event,
        occurredAt: new Date(event.occurred_at),
        userId: user?.id ?? null,
        outcome: pending,
        customerId: event.data.customer_id ?? null,
        subscriptionId: subscriptionIdOf(event),
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (inserted.length === 0) return { outcome: 'duplicate', ...effects };
    if (!user) return { outcome: pending, ...effects };
    const { outcome, user: saved } = await applyToUser(tx, user, event, effects, now);
    // Stryker disable next-line ConditionalExpression,StringLiteral: writing 'applied' over 'applied' changes nothing
    if (outcome !== 'applied') {
      await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, event.event_id));
    }
    await replayUnmatched(tx, saved, effects, now);
    return { outcome, userId: user.id, ...effects };
  });
}

/** What a replay did: the effects to run after commit, and how many kept events it applied. */
export interface ReplayResult extends Effects {
  replayed: number;
}

/** When a user's customer id becomes known outside webhooks (fix-paddle-customer). */
export function replayUnmatchedFor(db: Database, userId: string, now = new Date()): Promise<ReplayResult> {
  return inTransaction(db, async (tx) => {
    const effects = noEffects();
    const user = await lockUserById(tx, userId);
    const replayed = user ? await replayUnmatched(tx, user, effects, now) : 0;
    return { ...effects, replayed };
  });
}
