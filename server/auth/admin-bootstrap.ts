import { AppError } from '@core/errors/app-error';
import type { Database } from '../db/client';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, markEmailVerified, setUserPassword, setUserRole } from './user-queries';

export type EnsureAdminResult = 'created' | 'promoted' | 'already-admin';

// `npm run admin`: the operator vouches for the address, so it counts as proven.
export async function ensureAdmin(
  db: Database,
  email: string,
  password?: string,
): Promise<EnsureAdminResult> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (password) await setUserPassword(db, existing.id, await hashPassword(password));
    await markEmailVerified(db, existing.id);
    if (existing.role === 'admin') return 'already-admin';
    await setUserRole(db, existing.id, 'admin');
    return 'promoted';
  }
  if (!password) {
    const message = `No account for ${email}. Pass --password to create it.`;
    // Stryker disable next-line StringLiteral: npm run admin prints the message and exits 1 whatever the code (exit-on-error.ts)
    throw new AppError('validation', message);
  }
  await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    emailVerifiedAt: new Date(),
  });
  return 'created';
}

export type AdminEmailResult = 'promoted' | 'already-admin' | 'unproven' | 'no-account';

/**
 * ADMIN_EMAIL: promotes that account only once its owner has proven the address with a mailed
 * link. Signing up first with someone else's address therefore never makes anyone admin.
 */
export async function promoteAdminEmail(db: Database, adminEmail: string): Promise<AdminEmailResult> {
  const user = await findUserByEmail(db, adminEmail);
  if (!user) return 'no-account';
  if (user.role === 'admin') return 'already-admin';
  if (!user.emailVerifiedAt) return 'unproven';
  await setUserRole(db, user.id, 'admin');
  return 'promoted';
}

export function describeAdminEmail(email: string, result: AdminEmailResult): string {
  switch (result) {
    case 'promoted':
      return `ADMIN_EMAIL: promoted ${email} to admin (its address is proven)`;
    case 'already-admin':
      return `ADMIN_EMAIL: ${email} is an admin`;
    case 'unproven':
      return `ADMIN_EMAIL: ${email} is not promoted because its address is not proven yet. It becomes admin once its owner opens the confirmation link we mailed (or run: npm run admin -- --email ${email})`;
    case 'no-account':
      return `ADMIN_EMAIL: no account for ${email}. Create it with: npm run admin -- --email ${email} --password <password>`;
  }
}
