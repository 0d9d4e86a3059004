// The Premium model (docs/decisions/003-premium-model.md, 009-billing-records.md). A user is
// Premium while any grant stands: an admin upgrade, a gift that has not lapsed, or one of their
// Paddle subscriptions in a paying state. users.subscription_status / premium_until /
// premium_source are a stored summary of these grants, recomputed by deriveSummary on every
// change, so counting Premium users is one indexed query and a lapsing gift needs no cron
// (readers compare premium_until with now through isSummaryActive).

export type PremiumSource = 'paddle' | 'admin' | 'gift';

/** The stored status of a Premium summary; the admin statistics' SQL is written from it too. */
export const PREMIUM_STATUS = 'active';

/** Paddle subscription states in which the customer keeps Premium (past_due: Paddle's dunning retries). */
export const PREMIUM_PADDLE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

/** States in which Paddle may still charge (paused resumes): what must be cancelled when Premium ends. */
export const LIVE_PADDLE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due', 'paused'];

/** One Paddle subscription as the Premium rule sees it. */
export interface SubscriptionGrant {
  status: string;
  /** We asked Paddle to cancel it (admin downgrade or refund, deletion, duplicate, refund by Paddle). */
  endedByUs: boolean;
  /** Its latest payment was refunded in full, or a payment of it was charged back. */
  paymentTakenBack: boolean;
}

export interface PremiumGrants {
  adminPremium: boolean;
  giftUntil: Date | null;
  subscriptions: readonly SubscriptionGrant[];
}

export interface PremiumSummary {
  subscriptionStatus: 'free' | typeof PREMIUM_STATUS;
  premiumUntil: Date | null;
  premiumSource: PremiumSource | null;
}

export function grantsPremium(sub: SubscriptionGrant): boolean {
  return PREMIUM_PADDLE_STATUSES.includes(sub.status) && !sub.endedByUs && !sub.paymentTakenBack;
}

export function hasPaidSubscription(subs: readonly SubscriptionGrant[]): boolean {
  return subs.some(grantsPremium);
}

/** Paid Premium hangs on Paddle's payment retries alone: the dashboard asks to fix the card. */
export function hasBillingProblem(subs: readonly SubscriptionGrant[]): boolean {
  const paying = subs.filter(grantsPremium);
  return paying.length > 0 && paying.every((s) => s.status === 'past_due');
}

/**
 * The stored summary for a set of grants. Indefinite grants win over a gift (premiumUntil null);
 * Paddle wins over admin so revenue counts a paying user even if an admin also upgraded them.
 */
export function deriveSummary(grants: PremiumGrants, now: Date): PremiumSummary {
  if (hasPaidSubscription(grants.subscriptions)) {
    return { subscriptionStatus: PREMIUM_STATUS, premiumUntil: null, premiumSource: 'paddle' };
  }
  if (grants.adminPremium) {
    return { subscriptionStatus: PREMIUM_STATUS, premiumUntil: null, premiumSource: 'admin' };
  }
  if (grants.giftUntil && grants.giftUntil.getTime() > now.getTime()) {
    return { subscriptionStatus: PREMIUM_STATUS, premiumUntil: grants.giftUntil, premiumSource: 'gift' };
  }
  return { subscriptionStatus: 'free', premiumUntil: null, premiumSource: null };
}

/** A stored summary as any reader has it: rows (Date), API answers (ISO string), or a status alone. */
export interface SummaryLike {
  subscriptionStatus: string;
  /** Absent when the status was already read through this rule (the server's answers). */
  premiumUntil?: Date | string | null;
}

/**
 * THE Premium rule for readers: the summary says active, and its end (a gift's) has not passed.
 * Every reader asks this: the server (effectiveStatus), the web app (isPremium), and the admin
 * statistics, whose SQL (server/admin/premium-queries.ts) a test holds to this function.
 */
export function isSummaryActive(summary: SummaryLike, now: Date = new Date()): boolean {
  if (summary.subscriptionStatus !== PREMIUM_STATUS) return false;
  if (!summary.premiumUntil) return true;
  return new Date(summary.premiumUntil).getTime() > now.getTime();
}

/** Adds calendar months in UTC; a day that does not exist in the target month clamps to its last day. */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** A gift extends from now or from the current gift's end, whichever is later. */
export function extendGift(giftUntil: Date | null, months: number, now: Date): Date {
  // Stryker disable next-line EqualityOperator: at equal times giftUntil and now are the same instant
  const base = giftUntil && giftUntil.getTime() > now.getTime() ? giftUntil : now;
  return addMonths(base, months);
}

export interface EventStamp {
  at: Date;
  id: string;
}

/**
 * Webhooks arrive late, twice and out of order. A change applies only when its event is newer
 * than the last one applied: by occurred_at, ties broken by event id, so the final state is the
 * same for every delivery order.
 */
export function isNewerEvent(candidate: EventStamp, applied: EventStamp | null): boolean {
  if (!applied) return true;
  const diff = candidate.at.getTime() - applied.at.getTime();
  // Stryker disable next-line EqualityOperator: diff is not 0 here, so > 0 and >= 0 agree
  if (diff !== 0) return diff > 0;
  return candidate.id > applied.id;
}
