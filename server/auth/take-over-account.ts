import { endUserCredentials } from '../accounts/end-credentials';
import type { Database } from '../db/client';
import { deleteUserSessions } from './session-queries';
import { setUserPassword } from './user-queries';

// Not an argon2 hash, so no password ever verifies against it (verifyPassword answers false).
export const RETIRED_PASSWORD_HASH = '!retired';

/**
 * The holder of the mailbox takes the account over from whoever had it: the password becomes
 * `passwordHash` (a new one, or retired), every session ends and every credential that outlives a
 * password is turned off, inside the caller's transaction. Returns what was turned off.
 */
export async function takeOverAccount(db: Database, userId: string, passwordHash: string, now = new Date()) {
  await setUserPassword(db, userId, passwordHash);
  await deleteUserSessions(db, userId);
  return endUserCredentials(db, userId, now);
}
