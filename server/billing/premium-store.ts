import { desc, eq, sql } from 'drizzle-orm';
import { deriveSummary, type PremiumSummary } from '../../core/plan/premium-state';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';
import { grantsOf, listSubscriptions } from './billing-records';

export type Tx = Database;

/** Runs `work` in a transaction (a transaction is a Database too, on either driver). */
export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** Locks the user's row so concurrent webhooks and admin actions apply one after another. */
export async function lockUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

/** The user holding this Paddle customer id (the most recently confirmed one, should two hold it). */
export async function lockUserByPaddleCustomer(tx: Tx, customerId: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.paddleCustomerId, customerId))
    .orderBy(sql`${users.paddleCustomerAt} desc nulls last`, desc(users.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export type UserPatch = Partial<
  Pick<UserRow, 'adminPremium' | 'giftUntil' | 'paddleCustomerId' | 'paddleCustomerAt' | 'notifyWhenPremium'>
>;

/**
 * Writes a change of grants together with the recomputed summary (subscription_status,
 * premium_until, premium_source) from the user's grants and all their Paddle subscriptions: the
 * summary is never set on its own. Call it under the user's row lock.
 */
export async function saveUserGrants(
  tx: Tx,
  user: UserRow,
  patch: UserPatch,
  now = new Date(),
): Promise<UserRow> {
  const next = { ...user, ...patch };
  const subscriptions = await grantsOf(tx, await listSubscriptions(tx, user.id));
  const summary: PremiumSummary = deriveSummary(
    { adminPremium: next.adminPremium, giftUntil: next.giftUntil, subscriptions },
    now,
  );
  const [row] = await tx
    .update(users)
    .set({ ...patch, ...summary })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}
