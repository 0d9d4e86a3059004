import { AppError } from '@core/errors/app-error';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counters, sessions, type UserRow, users } from '../db/schema';
import { takeUserConnections } from '../platform-apis/end-connections';
import { inTransaction, lockTargetUser, lockUserById, type Tx } from './user-lock';

/**
 * What deleting an account asks of billing. Billing sits above accounts (it takes the user lock
 * from here), so its part is passed in: billing/account-billing.ts makes it.
 */
export interface BillingEnding {
  /** In the deletion's transaction, under the user's lock: no subscription grants or renews; answers what to cancel. */
  end(tx: Tx, user: UserRow, now: Date): Promise<string[]>;
  /** After the commit: a durable cancel job per target, tried at once for a few seconds. */
  cancel(targets: string[]): Promise<void>;
}

async function removeAccount(tx: Tx, billing: BillingEnding, user: UserRow) {
  const targets = await billing.end(tx, user, new Date());
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
export async function deleteUserAccount(db: Database, billing: BillingEnding, userId: string) {
  const { counterIds, targets, connections } = await inTransaction(db, async (tx) =>
    removeAccount(tx, billing, await lockTargetUser(tx, userId)),
  );
  await billing.cancel(targets);
  return { counterIds, connections };
}

/** A signed-in user deleting their own account (admins cannot: an operator demotes them first). */
export async function deleteOwnAccount(db: Database, billing: BillingEnding, userId: string) {
  const { counterIds, targets, connections } = await inTransaction(db, async (tx) => {
    const user = await lockUserById(tx, userId);
    if (!user) throw new AppError('not_found', 'User not found');
    if (user.role === 'admin') {
      throw new AppError(
        'forbidden',
        'Admin accounts cannot be deleted here. Ask another admin to demote you first.',
      );
    }
    return removeAccount(tx, billing, user);
  });
  await billing.cancel(targets);
  return { counterIds, connections };
}
