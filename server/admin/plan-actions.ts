import { ADMIN_MESSAGES } from '@core/api/admin';
import { AppError } from '@core/errors/app-error';
import { extendGift } from '@core/plan/premium-state';
import { eq } from 'drizzle-orm';
import { inTransaction, lockTargetUser } from '../accounts/user-lock';
import { cancelSoon } from '../billing/billing-jobs';
import { endBilling, paymentsOfLiveSubscriptions } from '../billing/end-billing';
import type { PaddleGateway, RefundAnswer } from '../billing/paddle-gateway';
import { saveUserGrants, type UserPatch } from '../billing/premium-store';
import type { Database } from '../db/client';
import { type UserRow, users } from '../db/schema';

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

const FREE: UserPatch = { adminPremium: false, giftUntil: null };

/**
 * Free now, and billing ends: every subscription not confirmed canceled stops granting at once
 * and is cancelled in Paddle through a durable job, tried here for a few seconds at most. A late
 * 'active' event cannot bring Premium back: the subscription stays ended by us.
 */
export async function downgradeUser(db: Database, paddle: PaddleGateway, userId: string) {
  const targets = await inTransaction(db, async (tx) => {
    const user = await lockTargetUser(tx, userId);
    const now = new Date();
    const ended = await endBilling(tx, user, 'downgrade', now);
    await saveUserGrants(tx, user, FREE, now);
    return ended;
  });
  await cancelSoon(db, paddle, targets);
}

const REFUND_REASON = 'Refund issued by an administrator';
const REFUND_WAIT_MS = 5000;

async function refundWithin(paddle: PaddleGateway, transactionId: string): Promise<RefundAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<RefundAnswer>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: 'Paddle did not answer in time' }), REFUND_WAIT_MS);
  });
  const answer = await Promise.race([paddle.createRefund(transactionId, REFUND_REASON), late]);
  clearTimeout(timer);
  return answer;
}

/**
 * Refunds the latest completed payment of the live subscription through Paddle's Adjustments
 * API, ends billing and downgrades. The downgrade happens whatever Paddle answers; when Paddle
 * refuses (or there is nothing to refund) the answer says requiresManualRefund, with the reason.
 */
export async function refundUser(db: Database, paddle: PaddleGateway, userId: string) {
  const { payments, targets } = await inTransaction(db, async (tx) => {
    const user = await lockTargetUser(tx, userId);
    const now = new Date();
    const found = await paymentsOfLiveSubscriptions(tx, user);
    // Granted or gifted Premium was never paid for: refusing here leaves the account as it was,
    // rather than downgrading it and calling for a manual refund of nothing.
    if (found.length === 0) throw new AppError('conflict', ADMIN_MESSAGES.nothingToRefund);
    const ended = await endBilling(tx, user, 'refund', now);
    await saveUserGrants(tx, user, FREE, now);
    return { payments: found, targets: ended };
  });
  const answers = await Promise.all(payments.map((id) => refundWithin(paddle, id)));
  await cancelSoon(db, paddle, targets);
  const refused = answers.find((a): a is Extract<RefundAnswer, { ok: false }> => !a.ok);
  return refused ? { requiresManualRefund: true, reason: refused.reason } : { requiresManualRefund: false };
}
