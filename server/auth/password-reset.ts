import type { ForgotPasswordBody, ResetPasswordBody } from '@core/api/auth';
import { AppError } from '@core/errors/app-error';
import type { Database } from '../db/client';
import { passwordChangedMail, passwordResetMail } from '../mail/templates';
import { revokeAtPlatformsLater } from '../platform-apis/end-connections';
import { recordAddressProven } from './address-proof';
import { consumeAuthLink, issueAuthLink } from './auth-links';
import type { AuthDeps } from './auth-service';
import { hashPassword } from './passwords';
import { takeOverAccount } from './take-over-account';
import { findUserByEmail, findUserById } from './user-queries';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Request a new one.';

// The answer leaves before the address is even looked up: known and unknown take the same time.
export function requestPasswordReset(deps: AuthDeps, body: ForgotPasswordBody): void {
  // Stryker disable next-line StringLiteral: the label only names the task in the log line of a failure
  deps.background.run('password reset mail', async () => {
    const user = await findUserByEmail(deps.db, body.email);
    if (!user) return;
    const token = await issueAuthLink(deps.db, user.id, 'reset');
    const link = `${deps.appUrl}/auth/reset?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(passwordResetMail(user.email, link));
  });
}

/**
 * Sets the new password, ends every session and turns off every credential that outlives a
 * password (API keys, webhook URLs, outbound webhooks, connected channels), all in one transaction
 * with using up the link; the platforms revoke their tokens after it. The owner is told exactly
 * what was turned off.
 */
export async function resetPassword(deps: AuthDeps, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const done = await deps.db.transaction(async (tx) => {
    const db: Database = tx;
    const id = await consumeAuthLink(db, body.token, 'reset');
    if (!id) return undefined;
    return { id, ...(await takeOverAccount(db, id, passwordHash)) };
  });
  if (!done) throw new AppError('validation', RESET_LINK_INVALID);
  revokeAtPlatformsLater(deps, done.taken);
  const user = await findUserById(deps.db, done.id);
  // Stryker disable next-line ConditionalExpression: the link was just used up for this account; only an account deleted in that instant is missing (skipping it always fails the tests of the mail and the proof)
  if (!user) return;
  // Opening the mailed link proved the address, and the new password is the prover's alone.
  await recordAddressProven(deps, user);
  const forgotLink = `${deps.appUrl}/auth?mode=forgot`;
  // Stryker disable next-line StringLiteral: the label only names the task in the log line of a failure
  deps.background.run('password changed mail', () =>
    deps.mailer.send(passwordChangedMail(user.email, done.ended, forgotLink)),
  );
}
