import { and, count, desc, eq, gt, isNull, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { type DayCount, utcDaySql } from './daily-counts';

// Premium now: the stored summary, with a lapsed gift (premium_until passed) counted as Free.
// 'active' is written as a literal so the planner matches users_premium_created_at_id_idx, the
// partial index of the few percent who are Premium (a bound parameter would not prove it).
export const isPremiumNow = () =>
  and(
    sql`${users.subscriptionStatus} = 'active'`,
    or(isNull(users.premiumUntil), gt(users.premiumUntil, sql`now()`)),
  );

// Premium users per UTC day of sign-up: the Free list's day totals are all users' minus these.
export async function premiumCountsByDay(db: Database): Promise<DayCount[]> {
  const day = utcDaySql(users.createdAt);
  return db.select({ day, n: count() }).from(users).where(isPremiumNow()).groupBy(day).orderBy(desc(day));
}

export async function countPremiumNow(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(isPremiumNow());
  return row?.n ?? 0;
}

// Only paying subscribers bring money: gifted and admin-granted Premium count as 0.
export async function sumPaddleRevenue(db: Database) {
  const [row] = await db
    .select({
      customSum: sum(users.customPrice),
      customCount: sql<number>`count(${users.customPrice})`.mapWith(Number),
      payers: count(),
    })
    .from(users)
    .where(and(isPremiumNow(), eq(users.premiumSource, 'paddle')));
  return { customSum: row?.customSum ?? null, customCount: row?.customCount ?? 0, payers: row?.payers ?? 0 };
}
