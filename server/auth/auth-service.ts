import type { FastifyBaseLogger } from 'fastify';
import type { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '../../core/api/auth';
import { AppError } from '../../core/errors/app-error';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { consumePasswordReset, createPasswordReset } from './reset-queries';
import { deleteUserSessions } from './session-queries';
import { findUserByEmail, insertUser, normalizeEmail, setUserPassword } from './user-queries';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  loginLimit: number;
  log: FastifyBaseLogger;
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

export async function registerUser(deps: AuthDeps, body: RegisterBody): Promise<UserRow> {
  const email = normalizeEmail(body.email);
  if (await findUserByEmail(deps.db, email)) {
    throw new AppError('conflict', 'An account with this email already exists');
  }
  const passwordHash = await hashPassword(body.password);
  try {
    // Never admin at sign-up, even for ADMIN_EMAIL: sign-up does not prove the address, so whoever
    // registered it first would be admin. ADMIN_EMAIL promotes an existing account at start-up.
    return await insertUser(deps.db, {
      email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', 'An account with this email already exists');
    throw err;
  }
}

export async function authenticateUser(deps: AuthDeps, body: LoginBody): Promise<UserRow> {
  const email = normalizeEmail(body.email);
  await assertLoginAllowed(deps.db, email, deps.loginLimit);
  const user = await findUserByEmail(deps.db, email);
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, body.password);
  else await verifyDummyPassword(body.password);
  if (!user || !ok) {
    await recordLoginFailure(deps.db, email);
    throw new AppError('unauthorized', 'Invalid email or password');
  }
  await clearLoginFailures(deps.db, email);
  return user;
}

// Same answer whether or not the account exists; the mail goes out in the background so timing tells nothing.
export async function requestPasswordReset(deps: AuthDeps, body: ForgotPasswordBody): Promise<void> {
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) return;
  const token = await createPasswordReset(deps.db, user.id);
  const link = `${deps.appUrl}/auth/reset?token=${encodeURIComponent(token)}`;
  deps.mailer
    .send(passwordResetMail(user.email, link))
    .catch((err) => deps.log.error({ err }, 'password reset mail failed'));
}

export async function resetPassword(deps: AuthDeps, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const userId = await deps.db.transaction(async (tx) => {
    const id = await consumePasswordReset(tx as unknown as Database, body.token);
    if (!id) return undefined;
    await setUserPassword(tx as unknown as Database, id, passwordHash);
    await deleteUserSessions(tx as unknown as Database, id);
    return id;
  });
  if (!userId)
    throw new AppError('validation', 'This reset link is invalid or has expired. Request a new one.');
}
