import { and, count, eq, gt, lt } from 'drizzle-orm';
import { AppError } from '../../core/errors/app-error';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

// Failed sign-ins are counted per account in the database, so the limit holds across instances.
export async function assertLoginAllowed(
  db: Database,
  email: string,
  limit: number,
  now = new Date(),
): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, `email:${email}`),
        gt(loginAttempts.attemptedAt, since),
        eq(loginAttempts.succeeded, false),
      ),
    );
  if ((row?.n ?? 0) >= limit) {
    throw new AppError(
      'rate_limited',
      'Too many sign-in attempts for this account. Please wait 15 minutes and try again.',
    );
  }
}

export async function recordLoginFailure(db: Database, email: string): Promise<void> {
  await db.insert(loginAttempts).values({ key: `email:${email}` });
}

export async function clearLoginFailures(db: Database, email: string, now = new Date()): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, `email:${email}`));
  // Opportunistic clean-up keeps the table small without a scheduled job.
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}
