import { ADMIN_ACCOUNT_REFUSED } from '@core/api/admin';
import { AppError } from '@core/errors/app-error';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';

// The user lock: FOR UPDATE on the user's row, so whatever changes one account (Paddle's webhooks,
// admin actions, plan checks of a new counter, deleting the account) applies one after another.

/** A handle inside `inTransaction` (a transaction is a Database too, on either driver). */
export type Tx = Database;

/** Runs `work` in a transaction. */
export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** Locks the user's row so concurrent webhooks and admin actions apply one after another. */
export async function lockUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

/** The lock for an admin's action on another account: a missing user is 404, an admin is refused. */
export async function lockTargetUser(tx: Tx, userId: string): Promise<UserRow> {
  const user = await lockUserById(tx, userId);
  if (!user) throw new AppError('not_found', 'User not found');
  if (user.role === 'admin') throw new AppError('forbidden', ADMIN_ACCOUNT_REFUSED);
  return user;
}

// Serialises plan checks of one user (FOR UPDATE on the user row), so two parallel creates cannot both pass the limit.
export async function lockUser(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
