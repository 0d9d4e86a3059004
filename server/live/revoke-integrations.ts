import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiKeys, counterHooks, counters } from '../db/schema';

export interface RevokedIntegrations {
  apiKeys: string[];
  webhookCounters: string[];
}

/**
 * Turns off every credential of a user that outlives a password: live API keys are revoked (kept,
 * marked revoked, as the owner's own revoke does) and webhook URLs are deleted, so their tokens
 * stop working. Returns what was turned off, by name, for the "password changed" mail.
 */
export async function revokeUserIntegrations(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<RevokedIntegrations> {
  const keys = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name });
  const hooked = await db
    .select({ id: counters.id, name: counters.name })
    .from(counterHooks)
    .innerJoin(counters, eq(counters.id, counterHooks.counterId))
    .where(eq(counters.userId, userId));
  // Stryker disable next-line ConditionalExpression,EqualityOperator: saves a statement; deleting where the counter is in an empty list deletes nothing
  if (hooked.length > 0) {
    await db.delete(counterHooks).where(
      inArray(
        counterHooks.counterId,
        hooked.map((h) => h.id),
      ),
    );
  }
  return { apiKeys: keys.map((k) => k.name), webhookCounters: hooked.map((h) => h.name) };
}
