import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { integrationMessages } from '../db/schema';

// Incoming platform messages already handled, by id: the platforms resend until they get a 2xx, so
// each message is applied once. Ids carry their platform (`twitch:…`, `kick:…`).
//
// A message is marked handled only after everything it does has committed, and everything it does
// is itself once per message id (the event log's keys, the follow count's own mark). So a process
// killed anywhere in between leaves the message unmarked, and the platform's resend finishes the
// work without doing any part twice. Marking first would lose the message to such a kill: the
// resend would be taken for a duplicate of a message that was never applied.

/** Whether a message id was marked handled. */
export async function isMessageHandled(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: integrationMessages.id })
    .from(integrationMessages)
    .where(eq(integrationMessages.id, id));
  return rows.length > 0;
}

/**
 * Marks a message id; false when it was marked before. Ids older than an hour are pruned now and
 * then: a resend that old is refused by its age anyway (the platforms' windows are ten minutes).
 * Also usable inside a transaction, to mark one part of a message with that part's write.
 */
export async function markMessageId(db: Database, id: string): Promise<boolean> {
  const rows = await db.insert(integrationMessages).values({ id }).onConflictDoNothing().returning();
  if (Math.random() < 0.01)
    await db
      .delete(integrationMessages)
      .where(lt(integrationMessages.receivedAt, new Date(Date.now() - 3_600_000)));
  return rows.length > 0;
}

/**
 * Handles a platform message once: a message already marked is not applied again; otherwise
 * `apply` runs (it must itself be once per message, see above) and the message is marked after it.
 * Answers whether this delivery is a duplicate: marked before, or marked by a copy delivered at the
 * same time that finished first (both copies ran `apply`, which applied it once).
 */
export async function handleMessageOnce(
  db: Database,
  id: string,
  apply: () => Promise<void>,
): Promise<{ duplicate: boolean }> {
  if (await isMessageHandled(db, id)) return { duplicate: true };
  await apply();
  return { duplicate: !(await markMessageId(db, id)) };
}
