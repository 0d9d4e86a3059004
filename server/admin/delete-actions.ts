import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors/app-error';
import { hasPaidSubscription } from '../../core/plan/premium-state';
import type { PaddleGateway } from '../billing/paddle-gateway';
import { inTransaction } from '../billing/premium-store';
import type { Database } from '../db/client';
import { counters, sessions, users } from '../db/schema';
import { lockTargetUser } from './plan-actions';

/**
 * Removes the account with its counters and sessions; returns the removed counter ids so their
 * cached public views can be dropped. A live Paddle subscription is cancelled first, so a deleted
 * user is never billed again; if Paddle cannot be reached nothing is deleted (503).
 */
export async function deleteUserAccount(
  db: Database,
  paddle: PaddleGateway,
  userId: string,
): Promise<string[]> {
  const user = await inTransaction(db, (tx) => lockTargetUser(tx, userId));
  if (
    user.paddleSubscriptionId &&
    (hasPaidSubscription(user.paddleStatus) || user.paddleStatus === 'paused')
  ) {
    await paddle.cancelSubscription(user.paddleSubscriptionId);
  }
  return inTransaction(db, async (tx) => {
    await lockTargetUser(tx, userId); // still there, still not an admin
    const removed = await tx
      .delete(counters)
      .where(eq(counters.userId, userId))
      .returning({ id: counters.id });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return removed.map((r) => r.id);
  });
}

export async function deleteAnyCounter(db: Database, id: string): Promise<void> {
  const removed = await db.delete(counters).where(eq(counters.id, id)).returning({ id: counters.id });
  if (removed.length === 0) throw new AppError('not_found', 'Counter not found');
}
