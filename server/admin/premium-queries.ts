import { PREMIUM_STATUS } from '@core/plan/premium-state';
import { and, count, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { type DayCount, readDailyCounts, subtractCounts, utcDaySql } from './daily-counts';

// Premium now, in SQL: core's one rule (isSummaryActive, core/plan/premium-state.ts) written for
// the database, so counting and filtering Premium users stays one indexed query. The status is a
// literal from the same constant, so the planner matches users_premium_created_at_id_idx, the
// partial index of the few percent who are Premium (a bound parameter would not prove it).
// premium-rule.test.ts holds this condition and isSummaryActive to the same answers.
const premiumStatusLiteral = sql.raw(`'${PREMIUM_STATUS}'`);
export const isPremiumNow = () =>
  and(
    sql`${users.subscriptionStatus} = ${premiumStatusLiteral}`,
    or(isNull(users.premiumUntil), gt(users.premiumUntil, sql`now()`)),
  );

// Premium users per UTC day of sign-up: the Free list's day totals are all users' minus these,
// and the Premium list pages by them. The trigger-kept totals count the users whose stored status
// is active (migration 0018); those whose premium_until has already passed are not Premium now
// (isPremiumNow), so they are taken off per day, read from users_active_premium_until_idx up to
// now(): a handful of rows, not the whole Premium slice (docs/decisions/010c).
export async function premiumCountsByDay(db: Database): Promise<DayCount[]> {
  const active = await readDailyCounts(db, 'premium_users');
  const lapsed = await db
    .select({ day: utcDaySql(users.createdAt), n: count() })
    .from(users)
    .where(
      and(
        sql`${users.subscriptionStatus} = ${premiumStatusLiteral}`,
        isNotNull(users.premiumUntil),
        lte(users.premiumUntil, sql`now()`),
      ),
    )
    .groupBy(sql`1`);
  return subtractCounts(active, lapsed);
}

// Premium users and the paying ones' revenue in ONE pass over the Premium partial index's rows:
// two statements read the same few percent of the table twice (15 + 19 ms at 200,000 users).
// Only paying subscribers bring money: gifted and admin-granted Premium count as 0.
export async function summarizePremium(db: Database) {
  const paying = sql`${users.premiumSource} = 'paddle'`;
  const [row] = await db
    .select({
      premiumUsers: count(),
      customSum: sql<string | null>`sum(${users.customPrice}) filter (where ${paying})`,
      customCount: sql<number>`count(${users.customPrice}) filter (where ${paying})`.mapWith(Number),
      payers: sql<number>`count(*) filter (where ${paying})`.mapWith(Number),
    })
    .from(users)
    .where(isPremiumNow());
  return {
    premiumUsers: row?.premiumUsers ?? 0,
    customSum: row?.customSum ?? null,
    customCount: row?.customCount ?? 0,
    payers: row?.payers ?? 0,
  };
}
