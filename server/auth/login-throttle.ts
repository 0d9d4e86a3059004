import { AppError } from '@core/errors/app-error';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginThrottles } from '../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOCKED_MESSAGE =
  'Too many sign-in attempts for this account. Please wait 15 minutes and try again.';

const keyOf = (email: string) => `email:${email}`;

/**
 * Counts this sign-in attempt and answers how many the account has had in its 15-minute window,
 * in one upsert. The row lock of ON CONFLICT DO UPDATE orders parallel attempts, so each gets its
 * own number and no more than `limit` of them ever reach the password check (decision 007b).
 */
export async function countLoginAttempt(db: Database, email: string, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const expired = sql`${loginThrottles.windowStartedAt} <= ${windowStart}`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key: keyOf(email), attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${loginThrottles.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${loginThrottles.windowStartedAt} end`,
      },
    })
    .returning({ attempts: loginThrottles.attempts });
  return row!.attempts;
}

/** Refuses the attempt before any password work when the account is over its limit. */
export async function assertLoginAllowed(
  db: Database,
  email: string,
  limit: number,
  now = new Date(),
): Promise<void> {
  if ((await countLoginAttempt(db, email, now)) > limit) {
    throw new AppError('rate_limited', LOCKED_MESSAGE, undefined, 'login_locked');
  }
}

export async function clearLoginFailures(db: Database, email: string, now = new Date()): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, keyOf(email)));
  // Opportunistic clean-up keeps the table small without a scheduled job.
  await db
    .delete(loginThrottles)
    .where(lt(loginThrottles.windowStartedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}
