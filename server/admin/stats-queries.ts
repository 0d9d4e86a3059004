import { and, count, eq, gt, isNull, or, sql, sum } from 'drizzle-orm';
import type { AdminStats } from '../../core/api/admin';
import { computePricing, getSubscriptionSettings } from '../billing/pricing-service';
import type { Database } from '../db/client';
import { counters, users } from '../db/schema';

// Premium now: the stored summary, with a lapsed gift (premium_until passed) counted as Free.
export const isPremiumNow = () =>
  and(
    eq(users.subscriptionStatus, 'active'),
    or(isNull(users.premiumUntil), gt(users.premiumUntil, sql`now()`)),
  );

const startOfToday = sql`date_trunc('day', now())`; // the database's day (UTC on a default server)
const toCents = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100);

export async function loadDashboardStats(db: Database): Promise<AdminStats> {
  const [[u], [c], [revenue], settings] = await Promise.all([
    db
      .select({
        total: count(),
        today: sql<number>`count(*) filter (where ${users.createdAt} >= ${startOfToday})`.mapWith(Number),
        premium: sql<number>`count(*) filter (where ${isPremiumNow()})`.mapWith(Number),
      })
      .from(users),
    db
      .select({
        total: count(),
        today: sql<number>`count(*) filter (where ${counters.createdAt} >= ${startOfToday})`.mapWith(Number),
      })
      .from(counters),
    // Only paying subscribers bring money: gifted and admin-granted Premium count as 0.
    db
      .select({
        customSum: sum(users.customPrice),
        customCount: sql<number>`count(${users.customPrice})`.mapWith(Number),
        payers: count(),
      })
      .from(users)
      .where(and(isPremiumNow(), eq(users.premiumSource, 'paddle'))),
    getSubscriptionSettings(db),
  ]);
  const current = computePricing(settings).currentPrice;
  const cents =
    toCents(revenue?.customSum) + ((revenue?.payers ?? 0) - (revenue?.customCount ?? 0)) * toCents(current);
  return {
    totalUsers: u?.total ?? 0,
    newUsersToday: u?.today ?? 0,
    totalCounters: c?.total ?? 0,
    newCountersToday: c?.today ?? 0,
    premiumUsers: u?.premium ?? 0,
    monthlyRevenue: (cents / 100).toFixed(2),
  };
}
