import type { BillingStatus } from '@core/api/billing';
import { grantsPremium, hasBillingProblem } from '@core/plan/premium-state';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import { grantsOf, isLive, listSubscriptions } from './billing-records';
import { assertAddressProven, fixPaddleCustomer } from './checkout-service';
import type { PaddleGateway } from './paddle-gateway';

/** The user's subscriptions as the dashboard shows them (banner, Premium until, Resume). */
export async function getBillingStatus(db: Database, userId: string): Promise<BillingStatus> {
  const subs = await listSubscriptions(db, userId);
  const grants = await grantsOf(db, subs);
  const paying = subs.filter((_, i) => grantsPremium(grants[i]!));
  const cancelAt = (s: (typeof subs)[number]) =>
    s.scheduledChange?.action === 'cancel' ? s.scheduledChange.effectiveAt : null;
  const allEnding = paying.length > 0 && paying.every((s) => cancelAt(s) !== null);
  const until = allEnding
    ? paying
        .map((s) => cancelAt(s)!)
        .sort()
        .at(-1)!
    : null;
  return {
    hasLiveSubscription: subs.some((s) => isLive(s) && !s.endedByUsAt),
    billingProblem: hasBillingProblem(grants),
    premiumUntil: until,
    canResume: allEnding,
    subscriptions: subs.map((s) => ({
      id: s.id,
      status: s.status,
      currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
      cancelAt: cancelAt(s),
    })),
  };
}

/** A Paddle customer portal session for the user's customer and live subscriptions. */
export async function openPortal(app: FastifyInstance, user: UserRow) {
  const { db, paddle } = app;
  assertAddressProven(user);
  const customerId = user.paddleCustomerId ?? (await fixPaddleCustomer(app, user));
  const subs = (await listSubscriptions(db, user.id)).filter((s) => isLive(s) && !s.endedByUsAt);
  const session = await paddle.createPortalSession(
    customerId,
    subs.map((s) => s.id),
  );
  const retrying = subs.find((s) => s.status === 'past_due');
  const fix = retrying ? session.subscriptions.find((s) => s.id === retrying.id) : undefined;
  return { url: session.overview, updatePaymentMethodUrl: fix?.updatePaymentMethod ?? null };
}

/** 'Resume': removes the scheduled cancel of the user's subscriptions that have one (none: nothing to do). */
export async function resumeSubscriptions(db: Database, paddle: PaddleGateway, userId: string) {
  const subs = (await listSubscriptions(db, userId)).filter(
    (s) => isLive(s) && !s.endedByUsAt && s.scheduledChange?.action === 'cancel',
  );
  for (const s of subs) await paddle.removeScheduledChange(s.id);
  return subs.length;
}
