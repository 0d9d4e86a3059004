import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { counterRuns, counters, integrationMessages, twitchConnections, users } from '../../db/schema';

export async function findConnectionByTwitchId(db: Database, twitchUserId: string) {
  const [row] = await db
    .select({ connection: twitchConnections, user: users })
    .from(twitchConnections)
    .innerJoin(users, eq(users.id, twitchConnections.userId))
    .where(eq(twitchConnections.twitchUserId, twitchUserId))
    .limit(1);
  return row;
}

export async function findConnectionOfUser(db: Database, userId: string) {
  const [row] = await db.select().from(twitchConnections).where(eq(twitchConnections.userId, userId));
  return row;
}

/** The user's synced counters whose run is going (running or paused): their subathons and goals. */
export async function runningSyncedCounters(db: Database, userId: string) {
  const rows = await db
    .select({ id: counters.id, countdownType: sql<string>`${counters.settings}->>'countdownType'` })
    .from(counters)
    .innerJoin(counterRuns, eq(counterRuns.counterId, counters.id))
    .where(
      and(
        eq(counters.userId, userId),
        sql`coalesce((${counters.settings}->>'synced')::boolean, false)`,
        inArray(counterRuns.status, ['running', 'paused']),
      ),
    );
  return rows;
}

export async function markConnectionBroken(db: Database, twitchUserId: string, reason: string) {
  const [row] = await db
    .update(twitchConnections)
    .set({ status: 'broken', brokenReason: reason })
    .where(and(eq(twitchConnections.twitchUserId, twitchUserId), eq(twitchConnections.status, 'connected')))
    .returning();
  return row;
}

/**
 * Records a message id; false when it was seen before (Twitch resends until it gets a 2xx). Ids
 * older than the 10-minute window are pruned: an older resend is refused by its age anyway.
 */
export async function claimMessageId(db: Database, id: string): Promise<boolean> {
  const rows = await db.insert(integrationMessages).values({ id }).onConflictDoNothing().returning();
  if (Math.random() < 0.01)
    await db
      .delete(integrationMessages)
      .where(lt(integrationMessages.receivedAt, new Date(Date.now() - 3_600_000)));
  return rows.length > 0;
}

export async function releaseMessageId(db: Database, id: string): Promise<void> {
  await db.delete(integrationMessages).where(eq(integrationMessages.id, id));
}
