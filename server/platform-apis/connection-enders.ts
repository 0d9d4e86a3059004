import type { ConnectPlatform } from '@core/live-sources/platforms';
import type { Config } from '../config';
import { createKickApi, type KickApi } from './kick-api';
import { createTikTokApi, type TikTokApi } from './tiktok-api';
import { createTwitchApi, type TwitchApi } from './twitch-api';

// How each connect platform is told that a connection ended for good (a password reset, an account
// deletion): its event subscriptions removed and its tokens revoked, as far as the platform offers.
// One line per platform in CONNECTION_ENDERS, keyed by core's list, so a platform added there
// without its line here fails the type check. The order of the calls is each platform's own; the
// best-effort rules around them are end-connections.ts's.

/** A connection as taken from the database, its tokens opened for the calls that end them. */
export interface OpenedConnection {
  name: string;
  accessToken: string;
  refreshToken: string | null;
  tokenExpiresAt: Date | null;
  subscriptionIds: string[];
}

/**
 * Makes one call, best effort: a refusal is logged and answers undefined; once the platform has not
 * answered at all (an error whose `status` is null), the calls after it are skipped.
 */
export type Attempt = <T>(what: string, call: () => Promise<T>) => Promise<T | undefined>;

export interface ConnectionEnder {
  end(connection: OpenedConnection, attempt: Attempt): Promise<void>;
}

interface TokenPair {
  accessToken: string;
  refreshToken: string | null;
}

// An access token past its expiry is refused, but its refresh token still gets a new one; revoking
// only the expired token could leave that grant alive at the platform. So such a pair is refreshed
// first, and the new pair is revoked as well as the one taken.
export async function refreshedIfExpired(
  t: OpenedConnection,
  refresh: (refreshToken: string) => Promise<TokenPair>,
  attempt: Attempt,
): Promise<TokenPair | null> {
  const expires = t.tokenExpiresAt?.getTime() ?? 0;
  if (expires - 60_000 > Date.now() || !t.refreshToken) return null;
  const refreshToken = t.refreshToken;
  return (await attempt('the token refresh', () => refresh(refreshToken))) ?? null;
}

export type TokenKind = 'access_token' | 'refresh_token';

/** Every token to revoke with its kind, each once, access tokens first. */
export function tokensToRevoke(taken: TokenPair, fresh: TokenPair | null): [string, TokenKind][] {
  const out = new Map<string, TokenKind>();
  for (const pair of [fresh, taken]) if (pair) out.set(pair.accessToken, 'access_token');
  for (const pair of [fresh, taken]) if (pair?.refreshToken) out.set(pair.refreshToken, 'refresh_token');
  return [...out];
}

// Twitch: the subscriptions are the app's (removed with the app token, whatever became of the
// user's tokens), then the user's tokens are revoked.
export const twitchEnder = (api: TwitchApi): ConnectionEnder => ({
  async end(t, attempt) {
    for (const id of t.subscriptionIds)
      await attempt('a subscription removal', () => api.deleteSubscription(id));
    const fresh = await refreshedIfExpired(t, (r) => api.refreshTokens(r), attempt);
    for (const [token] of tokensToRevoke(t, fresh))
      await attempt('a token revocation', () => api.revokeToken(token));
  },
});

// Kick: the subscriptions were made with the user's token and are removed with it, so that comes
// first; then the tokens are revoked, each named by its kind as Kick asks.
export const kickEnder = (api: KickApi): ConnectionEnder => ({
  async end(k, attempt) {
    const fresh = await refreshedIfExpired(k, (r) => api.refreshTokens(r), attempt);
    const accessToken = fresh?.accessToken ?? k.accessToken;
    if (k.subscriptionIds.length > 0)
      await attempt('the subscription removal', () => api.unsubscribe(accessToken, k.subscriptionIds));
    for (const [token, kind] of tokensToRevoke(k, fresh))
      await attempt('a token revocation', () => api.revokeToken(token, kind));
  },
});

// TikTok: its revoke call takes the access token and ends the grant it belongs to, so an expired
// token is refreshed first (its refresh token would otherwise still mint new ones).
export const tiktokEnder = (api: TikTokApi): ConnectionEnder => ({
  async end(t, attempt) {
    const fresh = await refreshedIfExpired(t, (r) => api.refreshTokens(r), attempt);
    for (const [token, kind] of tokensToRevoke(t, fresh))
      if (kind === 'access_token') await attempt('a token revocation', () => api.revokeToken(token));
  },
});

// Threads, Instagram (Instagram Login) and Facebook Pages document no way for an app to revoke a token: deleting the
// row is all that can be done, and the long-lived token lapses at Meta by itself (60 days at most).
const nothingToCall: ConnectionEnder = { end: async () => undefined };

/** Each platform's ender, or null where this installation has no client id and secret for it. */
export const CONNECTION_ENDERS: Record<ConnectPlatform, (config: Config) => ConnectionEnder | null> = {
  twitch: (c) => (c.TWITCH_CLIENT_ID && c.TWITCH_CLIENT_SECRET ? twitchEnder(createTwitchApi(c)) : null),
  kick: (c) => (c.KICK_CLIENT_ID && c.KICK_CLIENT_SECRET ? kickEnder(createKickApi(c)) : null),
  tiktok: (c) => (c.TIKTOK_CLIENT_KEY && c.TIKTOK_CLIENT_SECRET ? tiktokEnder(createTikTokApi(c)) : null),
  threads: () => nothingToCall,
  instagram: () => nothingToCall,
  facebook: () => nothingToCall,
};
