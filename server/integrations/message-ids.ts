import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { integrationMessages } from '../db/schema';

// Incoming platform messages already handled, by id: the platforms resend until they get a 2xx, so
// each message is applied once. Ids carry their platform (`twitch:…`, `kick:…`).

/**
 * Records a message id; false when it was seen before. Ids older than an hour are pruned now and
 * then: a resend that old is refused by its age anyway (the platforms' windows are ten minutes).
 */
export async function claimMessageId(db: Database, id: string): Promise<boolean> {
  const rows = await db.insert(integrationMessages).values({ id }).onConflictDoNothing().returning();
  if (Math.random() < 0.01)
    await db
      .delete(integrationMessages)
      .where(lt(integrationMessages.receivedAt, new Date(Date.now() - 3_600_000)));
  return rows.length > 0;
}

/** Forgets a message id whose handling failed, so the platform's resend is applied. */
export async function releaseMessageId(db: Database, id: string): Promise<void> {
  await db.delete(integrationMessages).where(eq(integrationMessages.id, id));
}
