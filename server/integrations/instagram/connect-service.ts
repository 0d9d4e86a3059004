import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/client';
import type { PlatformConnectionRow } from '../../db/schema';
import {
  INVALID_TOKEN_CODE,
  type InstagramApi,
  InstagramApiError,
  type InstagramTokens,
} from '../../platform-apis/instagram-api';
import type { TokenSeal } from '../../platform-apis/token-seal';
import { deleteConnection, findConnectionByAccount, saveConnection } from '../connection-queries';
import type { CreatorTokenPlatform } from '../creator-tokens';

// Connecting an Instagram professional account so its follower count is read with the creator's
// own token (docs/decisions/039d-connected-live-sources.md). All or nothing, as Twitch and Kick:
// the code becomes a short-lived token, that a long-lived one, and the account is read with it;
// only when all three worked is the connection written.

/** The one permission a follower count needs (Business Login for Instagram). */
export const INSTAGRAM_SCOPES = ['instagram_business_basic'] as const;

// A long-lived token can be refreshed only while it has not expired, so it is refreshed a week
// before Instagram says it ends (it is stored as ending then): a creator whose counter is not
// shown for a while still keeps the connection up to the token's real end.
const REFRESH_AHEAD_MS = 7 * 24 * 3600_000;
const refreshBy = (tokens: InstagramTokens) => new Date(tokens.expiresAt.getTime() - REFRESH_AHEAD_MS);

export async function connectInstagram(
  db: Database,
  seal: TokenSeal,
  api: InstagramApi,
  userId: string,
  code: string,
  redirectUri: string,
): Promise<PlatformConnectionRow> {
  // Instagram appends "#_" to the redirect; a browser drops the fragment, a hand-copied URL may not.
  const short = await api.exchangeCode(code.replace(/#_$/, ''), redirectUri);
  const tokens = await api.exchangeLongLived(short.accessToken);
  const profile = await api.getProfile(tokens.accessToken);
  const taken = await findConnectionByAccount(db, 'instagram', profile.userId);
  if (taken && taken.connection.userId !== userId)
    throw new AppError(
      'conflict',
      `The Instagram account ${profile.username} is already connected to another account.`,
    );
  // A long-lived Instagram token is its own refresher (ig_refresh_token takes the token itself).
  return saveConnection(db, seal, 'instagram', userId, {
    accountId: profile.userId,
    name: profile.username,
    avatarUrl: profile.pictureUrl,
    accessToken: tokens.accessToken,
    refreshToken: tokens.accessToken,
    tokenExpiresAt: refreshBy(tokens),
    subscriptionIds: [],
  });
}

/**
 * How Instagram refuses a creator's token ("Handling Errors"): code 190 for an expired, revoked or
 * invalid token, on a Graph call and on the refresh alike. The refresh's new token refreshes the
 * next one, so it is stored as both.
 */
export function instagramCreatorTokens(api: InstagramApi): CreatorTokenPlatform {
  const invalid = (err: unknown) => err instanceof InstagramApiError && err.code === INVALID_TOKEN_CODE;
  return {
    platform: 'instagram',
    async refresh(token) {
      const tokens = await api.refresh(token);
      return {
        accessToken: tokens.accessToken,
        refreshToken: tokens.accessToken,
        expiresAt: refreshBy(tokens),
      };
    },
    rejectsToken: invalid,
    // Any 4xx of the refresh but throttling: the token cannot be refreshed (expired, revoked).
    refusesRefresh: (err) =>
      invalid(err) ||
      (err instanceof InstagramApiError &&
        err.status !== null &&
        err.status >= 400 &&
        err.status < 500 &&
        err.status !== 429 &&
        !(err.code !== null && [4, 17, 32, 613].includes(err.code))),
  };
}

/** Forgets the connection: Instagram has no endpoint to revoke a token, and none is needed to stop reading. */
export async function disconnectInstagram(db: Database, userId: string): Promise<void> {
  await deleteConnection(db, 'instagram', userId);
}
