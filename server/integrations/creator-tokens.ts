import type { ConnectPlatform } from '@core/live-sources/platforms';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { PlatformConnectionRow } from '../db/schema';
import { connectionNeedsReauth } from '../effects/connection-effects';
import type { TokenSeal } from '../platform-apis/token-seal';
import { findConnection, markNeedsReauth, openTokens, storeTokens } from './connection-queries';

// Calls made with a creator's own token (Twitch, Kick), the same way for every platform. A token
// that has expired is refreshed before the call; a call the platform refuses as unauthorized gets
// one refresh and one more try. When the refresh itself is refused (the creator revoked us, or the
// refresh token expired), nothing more can be done without them: the connection becomes
// `needs_reauth`, the owner is told once (effects/connection-effects.ts), and calls stop until they
// connect again. A refresh that rotates the refresh token stores the new pair before the new
// access token is used, so a crash between the two never leaves us holding a spent refresh token.

/** How one platform refreshes a creator's tokens and says that a token or a refresh was refused. */
export interface CreatorTokenPlatform {
  platform: ConnectPlatform;
  refresh(
    refreshToken: string,
  ): Promise<{ accessToken: string; refreshToken: string | null; expiresAt: Date }>;
  /** The platform refused the access token: expired or revoked (Twitch and Kick answer 401). */
  rejectsToken(err: unknown): boolean;
  /** The platform refused the refresh token itself, which no retry mends. */
  refusesRefresh(err: unknown): boolean;
}

/** The connection needs the creator to connect again; no call was made or none can succeed. */
export class ReauthNeededError extends Error {
  constructor(readonly platform: ConnectPlatform) {
    super(`The ${platform} connection needs to be connected again.`);
    this.name = 'ReauthNeededError';
  }
}

/** A token is refreshed this long before the platform says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

// One refresh at a time per connection in this process: a rotating refresh token is good once, so
// two callers refreshing together would have the second refused and mistake it for a revocation.
const refreshing = new Map<string, Promise<HeldToken>>();

/** An access token in clear, and as it is stored (sealed), which names the row's current pair. */
interface HeldToken {
  token: string;
  sealed: string;
}

async function refreshStored(
  db: Database,
  seal: TokenSeal,
  tp: CreatorTokenPlatform,
  connection: PlatformConnectionRow,
): Promise<HeldToken> {
  const held = openTokens(seal, connection);
  if (!held.refreshToken) throw new ReauthNeededError(tp.platform);
  let tokens: Awaited<ReturnType<CreatorTokenPlatform['refresh']>>;
  try {
    tokens = await tp.refresh(held.refreshToken);
  } catch (err) {
    if (!tp.refusesRefresh(err)) throw err;
    // Another instance may have rotated the pair since this row was read: its refresh stands.
    const now = await findConnection(db, tp.platform, connection.userId);
    if (now && now.status === 'connected' && now.refreshToken !== connection.refreshToken)
      return { token: openTokens(seal, now).accessToken, sealed: now.accessToken };
    throw new ReauthNeededError(tp.platform);
  }
  const stored = await storeTokens(db, seal, tp.platform, connection.userId, {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? held.refreshToken,
    tokenExpiresAt: tokens.expiresAt,
  });
  return { token: tokens.accessToken, sealed: stored.accessToken };
}

function refreshOnce(
  db: Database,
  seal: TokenSeal,
  tp: CreatorTokenPlatform,
  connection: PlatformConnectionRow,
): Promise<HeldToken> {
  const key = `${tp.platform}:${connection.userId}`;
  const running = refreshing.get(key);
  if (running) return running;
  const started = refreshStored(db, seal, tp, connection).finally(() => refreshing.delete(key));
  refreshing.set(key, started);
  return started;
}

/**
 * The connection's access token in clear, refreshed first when it has expired (or is about to).
 * Throws the platform's error, or ReauthNeededError when the refresh was refused; marks nothing.
 */
export async function freshCreatorToken(
  db: Database,
  seal: TokenSeal,
  tp: CreatorTokenPlatform,
  connection: PlatformConnectionRow,
): Promise<string> {
  const expires = connection.tokenExpiresAt?.getTime() ?? 0;
  if (expires - EXPIRY_MARGIN_MS > Date.now()) return openTokens(seal, connection).accessToken;
  return (await refreshOnce(db, seal, tp, connection)).token;
}

/**
 * Makes `call` with the creator's token: refreshed when expired, and refreshed once more (one
 * refresh in all) when the platform refuses it. If access cannot be had back, the connection is
 * marked `needs_reauth`, the owner is told once, and ReauthNeededError is thrown; a connection
 * already marked is not called at all.
 */
export async function callWithCreatorToken<T>(
  app: FastifyInstance,
  tp: CreatorTokenPlatform,
  connection: PlatformConnectionRow,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  if (connection.status === 'needs_reauth') throw new ReauthNeededError(tp.platform);
  const { db, tokenSeal: seal } = app;
  const expired = (connection.tokenExpiresAt?.getTime() ?? 0) - EXPIRY_MARGIN_MS <= Date.now();
  // The pair the row holds as we go: a refusal marks the row only while it still holds it.
  let held: HeldToken = { token: '', sealed: connection.accessToken };
  try {
    held = expired
      ? await refreshOnce(db, seal, tp, connection)
      : { token: openTokens(seal, connection).accessToken, sealed: connection.accessToken };
    try {
      return await call(held.token);
    } catch (err) {
      if (!tp.rejectsToken(err)) throw err;
      if (expired) throw new ReauthNeededError(tp.platform);
      held = await refreshOnce(db, seal, tp, connection);
    }
    try {
      return await call(held.token);
    } catch (err) {
      // A token fresh from the platform refused at once: access was revoked.
      if (tp.rejectsToken(err)) throw new ReauthNeededError(tp.platform);
      throw err;
    }
  } catch (err) {
    if (err instanceof ReauthNeededError)
      await noteNeedsReauth(app, tp.platform, connection.userId, held.sealed);
    throw err;
  }
}

async function noteNeedsReauth(
  app: FastifyInstance,
  platform: ConnectPlatform,
  userId: string,
  sealedAccessToken: string,
) {
  const marked = await markNeedsReauth(app.db, platform, userId, sealedAccessToken);
  if (marked) await connectionNeedsReauth(app, marked);
}
