import type { ConnectPlatform } from '@core/live-sources/platforms';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type PlatformConnectionRow, platformConnections, users } from '../db/schema';
import type { TokenSeal } from '../platform-apis/token-seal';

// A user's connected account on a platform that pushes events: one row per user and platform, read
// and written the same way for every platform (Twitch, Kick, and whichever is connected next).
// Its tokens are written only here, sealed (platform-apis/token-seal.ts): a row read holds them
// sealed, and `openTokens` gives them in clear to the call that sends them to the platform.

export type ConnectionValues = Pick<
  PlatformConnectionRow,
  'accountId' | 'name' | 'accessToken' | 'refreshToken' | 'tokenExpiresAt' | 'subscriptionIds'
> & { avatarUrl?: string | null };

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

export interface ConnectionTokens {
  accessToken: string;
  refreshToken: string | null;
}

/** A stored connection's tokens in clear, to send to its platform (never to store, log or answer). */
export function openTokens(seal: TokenSeal, row: ConnectionTokens): ConnectionTokens {
  return {
    accessToken: seal.open(row.accessToken),
    refreshToken: row.refreshToken === null ? null : seal.open(row.refreshToken),
  };
}

const sealTokens = (seal: TokenSeal, tokens: ConnectionTokens): ConnectionTokens => ({
  accessToken: seal.seal(tokens.accessToken),
  refreshToken: tokens.refreshToken === null ? null : seal.seal(tokens.refreshToken),
});

/**
 * Writes the user's connection whole, connected again (a first connect or a reconnect); `values`
 * has the tokens in clear, and they are stored sealed.
 */
export async function saveConnection(
  db: Database,
  seal: TokenSeal,
  platform: ConnectPlatform,
  userId: string,
  values: ConnectionValues,
): Promise<PlatformConnectionRow> {
  const set = {
    ...values,
    avatarUrl: values.avatarUrl ?? null,
    ...sealTokens(seal, values),
    status: 'connected' as const,
    brokenReason: null,
    reauthSince: null,
  };
  const [row] = await db
    .insert(platformConnections)
    .values({ userId, platform, ...set })
    .onConflictDoUpdate({ target: [platformConnections.userId, platformConnections.platform], set })
    .returning();
  return row!;
}

/** Keeps the ids of the subscriptions the platform still holds (a removal that failed part way). */
export async function updateSubscriptionIds(
  db: Database,
  platform: ConnectPlatform,
  userId: string,
  subscriptionIds: string[],
): Promise<void> {
  await db.update(platformConnections).set({ subscriptionIds }).where(ofUser(platform, userId));
}

/** Stores a refreshed pair of tokens (given in clear, stored sealed) and when the access token ends; the sealed pair. */
export async function storeTokens(
  db: Database,
  seal: TokenSeal,
  platform: ConnectPlatform,
  userId: string,
  tokens: ConnectionTokens & { tokenExpiresAt: Date },
): Promise<ConnectionTokens> {
  const sealed = sealTokens(seal, tokens);
  await db
    .update(platformConnections)
    .set({ ...sealed, tokenExpiresAt: tokens.tokenExpiresAt })
    .where(ofUser(platform, userId));
  return sealed;
}

export async function deleteConnection(
  db: Database,
  platform: ConnectPlatform,
  userId: string,
): Promise<void> {
  await db.delete(platformConnections).where(ofUser(platform, userId));
}

/**
 * Marks the user's connection as needing the creator to connect again (the platform refused the
 * token and its refresh). Only a connection still `connected` and still holding the sealed access
 * token the refused call was made with changes, so a reconnect made meanwhile stays connected and
 * of several callers that meet the same refusal exactly one gets the row back (the one that tells
 * the owner).
 */
export async function markNeedsReauth(
  db: Database,
  platform: ConnectPlatform,
  userId: string,
  sealedAccessToken: string,
): Promise<PlatformConnectionRow | undefined> {
  const [row] = await db
    .update(platformConnections)
    .set({ status: 'needs_reauth', reauthSince: new Date() })
    .where(
      and(
        ofUser(platform, userId),
        eq(platformConnections.status, 'connected'),
        eq(platformConnections.accessToken, sealedAccessToken),
      ),
    )
    .returning();
  return row;
}

/**
 * The user's connections as the studio shows them: platform, account id, name, picture and status
 * (the live-count picker offers them), no tokens.
 */
export async function listUserConnections(db: Database, userId: string) {
  return db
    .select({
      platform: platformConnections.platform,
      accountId: platformConnections.accountId,
      name: platformConnections.name,
      avatarUrl: platformConnections.avatarUrl,
      status: platformConnections.status,
    })
    .from(platformConnections)
    .where(eq(platformConnections.userId, userId))
    .orderBy(platformConnections.platform);
}

/** Every connected account (whose tokens the hourly check tries). */
export async function listConnectedConnections(db: Database): Promise<PlatformConnectionRow[]> {
  return db.select().from(platformConnections).where(eq(platformConnections.status, 'connected'));
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
