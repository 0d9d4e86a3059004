import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * Remembers that the user waits for an e-mail once paid Premium arrives (the webhook sends it,
 * webhook-service.ts). Nothing to remember when the webhook already won the race: the dashboard
 * shows Premium on its next read.
 */
export async function requestPremiumMail(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ notifyWhenPremium: true })
    .where(and(eq(users.id, userId), sql`${users.premiumSource} is distinct from 'paddle'`));
}
