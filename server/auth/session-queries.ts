import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, type UserRow, users } from '../db/schema';
import { createToken, hashToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Renew the sliding expiry at most once a day, so reads do not write on every request.
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

export async function createSession(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface SessionLookup {
  user: UserRow;
  sessionId: string;
  renewedUntil?: Date;
}

export async function findSessionUser(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SessionLookup | undefined> {
  const id = hashToken(token);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  const result: SessionLookup = { user: row.user, sessionId: id };
  if (row.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - RENEW_AFTER_MS) {
    result.renewedUntil = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt: result.renewedUntil }).where(eq(sessions.id, id));
  }
  return result;
}

export async function deleteSessionByToken(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteUserSessions(
  db: Database,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  const cond = exceptSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(cond);
}
