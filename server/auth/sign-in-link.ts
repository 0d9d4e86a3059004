import type { ForgotPasswordBody } from '@core/api/auth';
import { AppError } from '@core/errors/app-error';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import { accountClaimedMail, signInLinkMail } from '../mail/templates';
import { revokeAtPlatformsLater } from '../platform-apis/end-connections';
import { recordAddressProven } from './address-proof';
import { consumeAuthLink, issueAuthLink } from './auth-links';
import type { AuthDeps } from './auth-service';
import { RETIRED_PASSWORD_HASH, takeOverAccount } from './take-over-account';
import { findUserByEmail, findUserById } from './user-queries';

export const SIGN_IN_LINK_INVALID = 'This sign-in link has expired or was already used. Request a new one.';

/**
 * The way in for an owner whose account is locked by someone else's wrong passwords: the link goes
 * to the mailbox, which the attacker does not have. Looked up and mailed off the request path.
 */
export function requestSignInLink(deps: AuthDeps, body: ForgotPasswordBody): void {
  // Stryker disable next-line StringLiteral: the label only names the task in the log line of a failure
  deps.background.run('sign-in link mail', async () => {
    const user = await findUserByEmail(deps.db, body.email);
    if (!user) return;
    const token = await issueAuthLink(deps.db, user.id, 'sign_in');
    const link = `${deps.appUrl}/auth/link?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(signInLinkMail(user.email, link));
  });
}

// The first proof of an address by a sign-in link: whoever signed up may have been someone else,
// holding a session and a password the mailbox owner never chose. Both end, with every other
// credential, before the link signs anyone in; the owner then chooses a password (mailed link).
async function claimUnprovenAccount(deps: AuthDeps, user: UserRow): Promise<void> {
  const done = await deps.db.transaction((tx) =>
    takeOverAccount(tx as Database, user.id, RETIRED_PASSWORD_HASH),
  );
  revokeAtPlatformsLater(deps, done.taken);
  const forgotLink = `${deps.appUrl}/auth?mode=forgot`;
  // Stryker disable next-line StringLiteral: the label only names the task in the log line of a failure
  deps.background.run('account claimed mail', () =>
    deps.mailer.send(accountClaimedMail(user.email, done.ended, forgotLink)),
  );
}

// Does not clear the password throttle: the lock keeps holding against whoever caused it.
export async function signInWithLink(deps: AuthDeps, token: string): Promise<UserRow> {
  const userId = await consumeAuthLink(deps.db, token, 'sign_in');
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) throw new AppError('validation', SIGN_IN_LINK_INVALID);
  if (!user.emailVerifiedAt) await claimUnprovenAccount(deps, user);
  await recordAddressProven(deps, user);
  return (await findUserById(deps.db, user.id)) ?? user;
}
