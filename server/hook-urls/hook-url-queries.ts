import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counterHooks, counters, users } from '../db/schema';
import { sha256 } from '../public-api/api-key-queries';

// A counter's secret webhook URL: only the SHA-256 of its token is kept. Rotating replaces the
// token (the old URL is dead at once); disabling keeps it but makes it answer like an unknown one.

/** Replaces a counter's webhook token, enabled; returns the new token (shown once). */
export async function rotateHookToken(db: Database, counterId: string) {
  const token = randomBytes(24).toString('base64url');
  const values = { tokenHash: sha256(token), createdAt: new Date(), disabledAt: null };
  const [row] = await db
    .insert(counterHooks)
    .values({ counterId, ...values })
    .onConflictDoUpdate({ target: counterHooks.counterId, set: values })
    .returning();
  return { token, row: row! };
}

export async function findHook(db: Database, counterId: string) {
  const [row] = await db.select().from(counterHooks).where(eq(counterHooks.counterId, counterId)).limit(1);
  return row;
}

/** Switches an existing hook on or off; undefined when the counter has none. */
export async function switchHook(db: Database, counterId: string, enabled: boolean) {
  const [row] = await db
    .update(counterHooks)
    .set({ disabledAt: enabled ? null : new Date() })
    .where(eq(counterHooks.counterId, counterId))
    .returning();
  return row;
}

/** The counter an enabled webhook token belongs to, with its owner (whose plan decides). */
export async function findHookTarget(db: Database, token: string) {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a cheap refusal before hashing; the route refuses longer tokens first (414, Fastify's maxParamLength of 100), and no token of 100 characters or more is ever made (they are 32), so it is unknown either way
  if (token.length > 100) return undefined;
  const [row] = await db
    .select({ counterId: counterHooks.counterId, user: users })
    .from(counterHooks)
    .innerJoin(counters, eq(counters.id, counterHooks.counterId))
    .innerJoin(users, eq(users.id, counters.userId))
    .where(and(eq(counterHooks.tokenHash, sha256(token)), isNull(counterHooks.disabledAt)))
    .limit(1);
  return row;
}
