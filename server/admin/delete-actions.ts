import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors/app-error';
import { cancelSoon } from '../billing/billing-jobs';
import { endBilling } from '../billing/end-billing';
import type { PaddleGateway } from '../billing/paddle-gateway';
import { inTransaction, lockUserById, type Tx } from '../billing/premium-store';
import type { Database } from '../db/client';
import { counters, sessions, type UserRow, users } from '../db/schema';
import { takeUserConnections } from '../integrations/end-connections';
import { lockTargetUser } from './plan-actions';

async function removeAccount(tx: Tx, user: UserRow) {
  const targets = await endBilling(tx, user, 'deleted', new Date());
  // The rows would go with the user; taken first so the platforms can be told to drop the tokens.
  const connections = await takeUserConnections(tx, user.id);
  const removed = await tx
    .delete(counters)
    .where(eq(counters.userId, user.id))
    .returning({ id: counters.id });
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(users).where(eq(users.id, user.id));
  return { counterIds: removed.map((r) => r.id), targets, connections };
}

/**
 * Removes the account with its counters and sessions (and everything that hangs off it: API keys,
 * webhook URLs, outbound webhooks, connected channels); returns the removed counter ids so their
 * cached public views can be dropped, and the channels' tokens for the caller to revoke at the
 * platforms (revokeAtPlatformsLater). Every subscription not confirmed canceled gets a durable
 * cancel job in the same transaction (kept after the account is gone), tried at once for a few
 * seconds: a deleted user is never billed again, and Paddle being down does not block deletion.
 */
export async function deleteUserAccount(db: Database, paddle: PaddleGateway, userId: string) {
  const { counterIds, targets, connections } = await inTransaction(db, async (tx) =>
    removeAccount(tx, await lockTargetUser(tx, userId)),
  );
  await cancelSoon(db, paddle, targets);
  return { counterIds, connections };
}

/** A signed-in user deleting their own account (admins cannot: an operator demotes them first). */
export async function deleteOwnAccount(db: Database, paddle: PaddleGateway, userId: string) {
  const { counterIds, targets, connections } = await inTransaction(db, async (tx) => {
    const user = await lockUserById(tx, userId);
    if (!user) throw new AppError('not_found', 'User not found');
    if (user.role === 'admin') {
      throw new AppError(
        'forbidden',
        'Admin accounts cannot be deleted here. Ask another admin to demote you first.',
      );
    }
    return removeAccount(tx, user);
  });
  await cancelSoon(db, paddle, targets);
  return { counterIds, connections };
}

export async function deleteAnyCounter(db: Database, id: string): Promise<void> {
  const removed = await db.delete(counters).where(eq(counters.id, id)).returning({ id: counters.id });
  if (removed.length === 0) throw new AppError('not_found', 'Counter not found');
}
