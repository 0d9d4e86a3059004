import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { passwordResets } from '../db/schema';
import { createToken, hashToken } from './tokens';

export const RESET_TTL_MS = 60 * 60 * 1000;

export async function createPasswordReset(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = createToken();
  await db
    .insert(passwordResets)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
  return token;
}

// Marks the token used in the same statement that checks it, so two concurrent uses cannot both succeed.
export async function consumePasswordReset(
  db: Database,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}
