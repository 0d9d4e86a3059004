import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authLinks, users } from '../db/schema';
import { createToken, hashToken } from './tokens';

export type LinkPurpose = 'reset' | 'verify' | 'sign_in';

// How long a mailed link works. Reset and sign-in links are short because they grant access.
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  reset: 30 * 60 * 1000,
  verify: 24 * 60 * 60 * 1000,
  sign_in: 20 * 60 * 1000,
};

/**
 * A new single-use link for one purpose. Every older open link of that purpose for the user is
 * marked used first, so only the newest mail works.
 */
export async function issueAuthLink(
  db: Database,
  userId: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<string> {
  const token = createToken();
  await db.transaction(async (tx) => {
    // The user's row lock orders two parallel requests, so the later one always ends the earlier link.
    // Stryker disable next-line ObjectLiteral: only the row lock matters, not the column read
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(authLinks)
      .set({ usedAt: now })
      .where(and(eq(authLinks.userId, userId), eq(authLinks.purpose, purpose), isNull(authLinks.usedAt)));
    await tx.insert(authLinks).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
    });
  });
  return token;
}

/** Whose open link this is, without using it up: a proof that still needs the password reads it first. */
export async function peekAuthLink(
  db: Database,
  token: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: authLinks.userId })
    .from(authLinks)
    .where(
      and(
        eq(authLinks.tokenHash, hashToken(token)),
        eq(authLinks.purpose, purpose),
        isNull(authLinks.usedAt),
        gt(authLinks.expiresAt, now),
      ),
    );
  return row?.userId;
}

/**
 * Whose link this was, used or expired alike: a spent confirmation link can then be told apart
 * from one that never proved anything (the address is confirmed already, or it is not).
 */
export async function authLinkOwner(
  db: Database,
  token: string,
  purpose: LinkPurpose,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: authLinks.userId })
    .from(authLinks)
    .where(and(eq(authLinks.tokenHash, hashToken(token)), eq(authLinks.purpose, purpose)));
  return row?.userId;
}

// Marks the link used in the same statement that checks it, so two concurrent uses cannot both succeed.
export async function consumeAuthLink(
  db: Database,
  token: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .update(authLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(authLinks.tokenHash, hashToken(token)),
        eq(authLinks.purpose, purpose),
        isNull(authLinks.usedAt),
        gt(authLinks.expiresAt, now),
      ),
    )
    .returning({ userId: authLinks.userId });
  return row?.userId;
}
