import { deriveSummary, type PremiumSummary } from '@core/plan/premium-state';
import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../accounts/user-lock';
import { type UserRow, users } from '../db/schema';
import { grantsOf, listSubscriptions } from './billing-records';

// The user lock and the transaction handle are accounts' (accounts/user-lock.ts); billing's files
// take them from here with the rest of the store.
export { inTransaction, lockUserById, type Tx } from '../accounts/user-lock';

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
