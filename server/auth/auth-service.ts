import type { LoginBody, RegisterBody } from '../../core/api/auth';
import { AppError } from '../../core/errors/app-error';
import type { UserRow } from '../db/schema';
import { sendAddressProof } from './address-proof';
import type { AuthDeps } from './auth-deps';
import { assertLoginAllowed, clearLoginFailures } from './login-throttle';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { findUserByEmail, insertUser, normalizeEmail } from './user-queries';

export type { AuthDeps } from './auth-deps';

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

export async function registerUser(deps: AuthDeps, body: RegisterBody): Promise<UserRow> {
  const email = normalizeEmail(body.email);
  if (await findUserByEmail(deps.db, email)) {
    throw new AppError('conflict', 'An account with this email already exists', undefined, 'email_taken');
  }
  const passwordHash = await hashPassword(body.password);
  let user: UserRow;
  try {
    // Never admin at sign-up, even for ADMIN_EMAIL: the address is not proven yet (address-proof.ts).
    user = await insertUser(deps.db, {
      email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('conflict', 'An account with this email already exists', undefined, 'email_taken');
    throw err;
  }
  deps.background.run('welcome mail', () => sendAddressProof(deps, user, true));
  return user;
}

/**
 * The attempt is counted before the password is looked at, so however many arrive at once, at most
 * `loginLimit` password checks run per account per window (login-throttle.ts).
 */
export async function authenticateUser(deps: AuthDeps, body: LoginBody): Promise<UserRow> {
  const email = normalizeEmail(body.email);
  await assertLoginAllowed(deps.db, email, deps.loginLimit);
  const user = await findUserByEmail(deps.db, email);
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, body.password);
  else await verifyDummyPassword(body.password);
  if (!user || !ok)
    throw new AppError('unauthorized', 'Invalid email or password', undefined, 'invalid_credentials');
  await clearLoginFailures(deps.db, email);
  return user;
}
