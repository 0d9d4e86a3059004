import type { VerifyEmailBody } from '@core/api/auth';
import { AppError } from '@core/errors/app-error';
import type { UserRow } from '../db/schema';
import { addressProofMail } from '../mail/templates';
import { promoteAdminEmail } from './admin-bootstrap';
import type { AuthDeps } from './auth-deps';
import { authLinkOwner, consumeAuthLink, issueAuthLink, peekAuthLink } from './auth-links';
import { assertLoginAllowed, clearLoginFailures } from './login-throttle';
import { verifyPassword } from './passwords';
import { findUserById, markEmailVerified, normalizeEmail } from './user-queries';

export const PROOF_LINK_INVALID =
  'This confirmation link has expired or was already used. Send yourself a new one.';
export const PROOF_ALREADY_CONFIRMED = 'Your email address is already confirmed. Sign in to continue.';
export const PROOF_NEEDS_PASSWORD =
  'Enter the password of this account to confirm the address. If you did not create this account, reset its password instead.';
export const PROOF_WRONG_PASSWORD =
  'That is not the password of this account. If you did not create it, reset its password instead.';

type ProofDeps = Pick<AuthDeps, 'db' | 'mailer' | 'appUrl' | 'adminEmail' | 'loginLimit'>;

/** Mails a new confirmation link (24 h, single use); older ones stop working. */
export async function sendAddressProof(deps: ProofDeps, user: UserRow, welcome: boolean): Promise<void> {
  const token = await issueAuthLink(deps.db, user.id, 'verify');
  const link = `${deps.appUrl}/auth/verify?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(addressProofMail(user.email, link, welcome));
}

/**
 * The address is proven by someone who also holds every way into the account: the caller has
 * either checked the account's password in the same request, or ended every other session and
 * credential and replaced the password (reset, first sign-in link). If it is ADMIN_EMAIL, the
 * account becomes admin now, without a restart.
 */
export async function recordAddressProven(deps: ProofDeps, user: Pick<UserRow, 'id' | 'email'>) {
  await markEmailVerified(deps.db, user.id);
  if (deps.adminEmail && normalizeEmail(deps.adminEmail) === user.email) {
    await promoteAdminEmail(deps.db, deps.adminEmail);
  }
}

// Whoever signed up may not own the mailbox, and whoever owns the mailbox may not have signed up.
// The link proves the mailbox; a session of the account (made with its password) or the password
// itself proves the rest. Wrong passwords count against the account's sign-in limit.
async function assertHoldsPassword(
  deps: ProofDeps,
  user: UserRow,
  sessionUserId: string | null,
  password: string | undefined,
): Promise<void> {
  if (sessionUserId === user.id) return;
  if (password === undefined)
    throw new AppError('validation', PROOF_NEEDS_PASSWORD, undefined, 'password_needed');
  await assertLoginAllowed(deps.db, user.email, deps.loginLimit);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new AppError('validation', PROOF_WRONG_PASSWORD, undefined, 'password_needed');
  await clearLoginFailures(deps.db, user.email);
}

/**
 * A link that no longer works: one of an address that is confirmed (this link or a newer one did it)
 * says so, as a 409 with reason 'already_confirmed', so a second click from the mail reads as done
 * rather than as a failure. Anything else stays the plain 'expired or was already used'.
 */
async function refuseSpentLink(deps: ProofDeps, token: string): Promise<never> {
  const ownerId = await authLinkOwner(deps.db, token, 'verify');
  const owner = ownerId ? await findUserById(deps.db, ownerId) : undefined;
  if (owner?.emailVerifiedAt)
    throw new AppError('conflict', PROOF_ALREADY_CONFIRMED, undefined, 'already_confirmed');
  throw new AppError('validation', PROOF_LINK_INVALID);
}

/** `sessionUserId`: the account signed in where the link was opened, if any. */
export async function proveAddress(
  deps: ProofDeps,
  body: VerifyEmailBody,
  sessionUserId: string | null,
): Promise<void> {
  const userId = await peekAuthLink(deps.db, body.token, 'verify');
  const user = userId ? await findUserById(deps.db, userId) : undefined;
  if (!user) return refuseSpentLink(deps, body.token);
  await assertHoldsPassword(deps, user, sessionUserId, body.password);
  // Used up only now, in the statement that checks it is still open: two uses cannot both pass.
  if ((await consumeAuthLink(deps.db, body.token, 'verify')) !== user.id)
    throw new AppError('validation', PROOF_LINK_INVALID);
  await recordAddressProven(deps, user);
}
