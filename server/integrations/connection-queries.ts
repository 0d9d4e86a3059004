import type { ConnectPlatform } from '@core/live-sources/platforms';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type PlatformConnectionRow, platformConnections, users } from '../db/schema';

// A user's connected account on a platform that pushes events: one row per user and platform, read
// and written the same way for every platform (Twitch, Kick, and whichever is connected next).

export type ConnectionValues = Pick<
  PlatformConnectionRow,
  'accountId' | 'name' | 'accessToken' | 'refreshToken' | 'tokenExpiresAt' | 'subscriptionIds'
>;

const ofUser = (platform: ConnectPlatform, userId: string) =>
  and(eq(platformConnections.platform, platform), eq(platformConnections.userId, userId));

export async function findConnection(
  db: Database,
  platform: ConnectPlatform,
  userId: string,
): Promise<PlatformConnectionRow | undefined> {
  const [row] = await db.select().from(platformConnections).where(ofUser(platform, userId));
  return row;
}

/** The connection of the platform's account `accountId`, with its user (an incoming event's owner). */
export async function findConnectionByAccount(db: Database, platform: ConnectPlatform, accountId: string) {
  const [row] = await db
    .select({ connection: platformConnections, user: users })
    .from(platformConnections)
    .innerJoin(users, eq(users.id, platformConnections.userId))
    .where(and(eq(platformConnections.platform, platform), eq(platformConnections.accountId, accountId)))
    .limit(1);
  return row;
}

/** Writes the user's connection whole, connected again (a first connect or a reconnect). */
export async function saveConnection(
  db: Database,
  platform: ConnectPlatform,
  userId: string,
  values: ConnectionValues,
): Promise<PlatformConnectionRow> {
  const set = { ...values, status: 'connected' as const, brokenReason: null };
  const [row] = await db
    .insert(platformConnections)
    .values({ userId, platform, ...set })
    .onConflictDoUpdate({ target: [platformConnections.userId, platformConnections.platform], set })
    .returning();
  return row!;
}

export async function updateConnection(
  db: Database,
  platform: ConnectPlatform,
  userId: string,
  set: Partial<
    Pick<PlatformConnectionRow, 'accessToken' | 'refreshToken' | 'tokenExpiresAt' | 'subscriptionIds'>
  >,
): Promise<void> {
  await db.update(platformConnections).set(set).where(ofUser(platform, userId));
}

export async function deleteConnection(
  db: Database,
  platform: ConnectPlatform,
  userId: string,
): Promise<void> {
  await db.delete(platformConnections).where(ofUser(platform, userId));
}

/** Marks a connected account broken (the platform revoked its subscriptions); the row, or none. */
export async function markConnectionBroken(
  db: Database,
  platform: ConnectPlatform,
  accountId: string,
  reason: string,
) {
  const [row] = await db
    .update(platformConnections)
    .set({ status: 'broken', brokenReason: reason })
    .where(
      and(
        eq(platformConnections.platform, platform),
        eq(platformConnections.accountId, accountId),
        eq(platformConnections.status, 'connected'),
      ),
    )
    .returning();
  return row;
}
