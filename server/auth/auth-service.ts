import type { LoginBody, RegisterBody } from '@core/api/auth';
import { AppError } from '@core/errors/app-error';
import type { UserRow } from '../db/schema';
import { sendAddressProof } from './address-proof';
import type { AuthDeps } from './auth-deps';
import { assertLoginAllowed, clearLoginFailures } from './login-throttle';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import { findUserByEmail, insertUser, normalizeEmail } from './user-queries';

export type { AuthDeps } from './auth-deps';

// Drizzle wraps every failed query (DrizzleQueryError), on PGlite and on PostgreSQL alike: the
// driver's error, with PostgreSQL's code, is its cause.
// Stryker disable next-line OptionalChaining: every query error has the driver's error as its cause; without the ?. another error would turn into a TypeError, a 500 either way
const isUniqueViolation = (err: unknown) => (err as { cause?: { code?: string } }).cause?.code === '23505';

const invalidCredentials = () =>
  new AppError('unauthorized', 'Invalid email or password', undefined, 'invalid_credentials');

export async function registerUser(deps: AuthDeps, body: RegisterBody): Promise<UserRow> {
  const email = normalizeEmail(body.email);
  // A taken address is refused before the costly hash; the unique index below settles a race.
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
  // Stryker disable next-line StringLiteral: the label only names the task in the log line of a failure
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
  if (!user) {
    // An unknown address costs one argon2 verify too, so the answer's time does not tell it apart.
    await verifyDummyPassword(body.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw invalidCredentials();
  await clearLoginFailures(deps.db, email);
  return user;
}
