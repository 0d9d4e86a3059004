import { eq } from 'drizzle-orm';
import { deriveSummary, type PremiumGrants } from '../../core/plan/premium-state';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';

export type Tx = Database;

/** Runs `work` in a transaction; drizzle's transaction handle is typed apart from Database. */
export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Tx));
}

/** Locks the user's row so concurrent webhooks and admin actions apply one after another. */
export async function lockUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

export async function lockUserByPaddleCustomer(tx: Tx, customerId: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.paddleCustomerId, customerId))
    .limit(1)
    .for('update');
  return row;
}

export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'adminPremium'
    | 'giftUntil'
    | 'paddleStatus'
    | 'paddleStatusAt'
    | 'paddleStatusEventId'
    | 'paddleSubscriptionId'
    | 'paddleCustomerId'
    | 'paddleTransactionId'
    | 'paddleTransactionAt'
  >
>;

/**
 * Writes a change of grants together with the recomputed summary (subscription_status,
 * premium_until, premium_source): the summary is never set on its own.
 */
export async function saveUserGrants(tx: Tx, user: UserRow, patch: UserPatch, now = new Date()) {
  const next = { ...user, ...patch };
  const grants: PremiumGrants = {
    adminPremium: next.adminPremium,
    giftUntil: next.giftUntil,
    paddleStatus: next.paddleStatus,
  };
  const [row] = await tx
    .update(users)
    .set({ ...patch, ...deriveSummary(grants, now) })
    .where(eq(users.id, user.id))
    .returning();
  return row!;
}
