import { AppError } from '../../core/errors/app-error';
import type { Database } from '../db/client';
import { hashPassword } from './passwords';
import { findUserByEmail, insertUser, setUserPassword, setUserRole } from './user-queries';

export type EnsureAdminResult = 'created' | 'promoted' | 'already-admin';

// Used by `npm run admin` and by ADMIN_EMAIL at start-up.
export async function ensureAdmin(
  db: Database,
  email: string,
  password?: string,
): Promise<EnsureAdminResult> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (password) await setUserPassword(db, existing.id, await hashPassword(password));
    if (existing.role === 'admin') return 'already-admin';
    await setUserRole(db, existing.id, 'admin');
    return 'promoted';
  }
  if (!password) {
    throw new AppError('validation', `No account for ${email}. Pass --password to create it.`);
  }
  await insertUser(db, { email, passwordHash: await hashPassword(password), role: 'admin' });
  return 'created';
}
