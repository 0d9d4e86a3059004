import { eq } from 'drizzle-orm';
import { ADMIN_ACCOUNT_REFUSED } from '../../core/api/admin';
import { AppError } from '../../core/errors/app-error';
import { extendGift, hasPaidSubscription } from '../../core/plan/premium-state';
import type { PaddleGateway } from '../billing/paddle-gateway';
import {
  inTransaction,
  lockUserById,
  saveUserGrants,
  type Tx,
  type UserPatch,
} from '../billing/premium-store';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';

export async function lockTargetUser(tx: Tx, userId: string): Promise<UserRow> {
  const user = await lockUserById(tx, userId);
  if (!user) throw new AppError('not_found', 'User not found');
  if (user.role === 'admin') throw new AppError('forbidden', ADMIN_ACCOUNT_REFUSED);
  return user;
}

function changeGrants(db: Database, userId: string, patchOf: (user: UserRow, now: Date) => UserPatch) {
  return inTransaction(db, async (tx) => {
    const user = await lockTargetUser(tx, userId);
    const now = new Date();
    return saveUserGrants(tx, user, patchOf(user, now), now);
  });
}

export const upgradeUser = (db: Database, userId: string) =>
  changeGrants(db, userId, () => ({ adminPremium: true }));

export const giftPremium = (db: Database, userId: string, months: number) =>
  changeGrants(db, userId, (user, now) => ({ giftUntil: extendGift(user.giftUntil, months, now) }));

export async function setCustomPrice(db: Database, userId: string, customPrice: string | null) {
  await inTransaction(db, async (tx) => {
    await lockTargetUser(tx, userId);
    await tx.update(users).set({ customPrice }).where(eq(users.id, userId));
  });
}

// Ends every grant. The local stamp makes Paddle events from before this moment stale, so a late
// 'active' delivery cannot undo the downgrade; Paddle's own cancel event comes after it.
const freePatch = (user: UserRow, now: Date): UserPatch => ({
  adminPremium: false,
  giftUntil: null,
  paddleStatus: user.paddleStatus === null ? null : 'canceled',
  paddleStatusAt: now,
  paddleStatusEventId: 'admin',
});

async function findTargetUser(db: Database, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('not_found', 'User not found');
  if (user.role === 'admin') throw new AppError('forbidden', ADMIN_ACCOUNT_REFUSED);
  return user;
}

const hasLiveSubscription = (user: UserRow) =>
  Boolean(user.paddleSubscriptionId) &&
  (hasPaidSubscription(user.paddleStatus) || user.paddleStatus === 'paused');

/**
 * A paying customer must not keep being billed after losing Premium: the subscription is cancelled
 * in Paddle first, and when that fails nothing changes here (503) and the admin can retry.
 */
export async function downgradeUser(db: Database, paddle: PaddleGateway, userId: string) {
  const user = await findTargetUser(db, userId);
  if (hasLiveSubscription(user)) await paddle.cancelSubscription(user.paddleSubscriptionId!);
  return changeGrants(db, userId, (u, now) => freePatch(u, now));
}

/**
 * Full refund of the last completed transaction, then Free. Whatever Paddle cannot do (no
 * transaction, not configured, refused, cancel failed) is left to the admin in Paddle's dashboard:
 * the downgrade happens anyway and the answer says requiresManualRefund.
 */
export async function refundUser(db: Database, paddle: PaddleGateway, userId: string) {
  const user = await findTargetUser(db, userId);
  let manual = true;
  if (user.paddleTransactionId && paddle.configured) {
    manual =
      (await paddle.createRefund(user.paddleTransactionId, 'Refund issued by an administrator')) !== 'ok';
  }
  if (hasLiveSubscription(user)) {
    try {
      await paddle.cancelSubscription(user.paddleSubscriptionId!);
    } catch {
      manual = true;
    }
  }
  await changeGrants(db, userId, (u, now) => freePatch(u, now));
  return { requiresManualRefund: manual };
}
