import type { AdminStats } from '@core/api/admin';
import { computePricing, getSubscriptionSettings } from '../billing/pricing-service';
import type { Database } from '../db/client';
import { readDailyCounts, sumCounts, utcDay } from './daily-counts';
import { summarizePremium } from './premium-queries';

const toCents = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100);

// Every card reads a small set: the trigger-kept day totals (a few hundred rows) for totals and
// 'today' (a UTC day), and the Premium partial index for Premium users and revenue.
export async function loadDashboardStats(db: Database): Promise<AdminStats> {
  // In turn, not Promise.all: one transaction's connection on PostgreSQL, one engine on PGlite.
  const userDays = await readDailyCounts(db, 'users');
  const counterDays = await readDailyCounts(db, 'counters');
  const revenue = await summarizePremium(db);
  const settings = await getSubscriptionSettings(db);
  const today = utcDay(new Date());
  const onToday = (days: typeof userDays) => days.find((d) => d.day === today)?.n ?? 0;
  const current = computePricing(settings).currentPrice;
  const cents = toCents(revenue.customSum) + (revenue.payers - revenue.customCount) * toCents(current);
  return {
    totalUsers: sumCounts(userDays),
    newUsersToday: onToday(userDays),
    totalCounters: sumCounts(counterDays),
    newCountersToday: onToday(counterDays),
    premiumUsers: revenue.premiumUsers,
    monthlyRevenue: (cents / 100).toFixed(2),
  };
}
