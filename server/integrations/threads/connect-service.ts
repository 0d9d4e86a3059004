import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/client';
import type { PlatformConnectionRow } from '../../db/schema';
import { META_INVALID_TOKEN, type ThreadsApi, ThreadsApiError } from '../../platform-apis/threads-api';
import type { TokenSeal } from '../../platform-apis/token-seal';
import {
  deleteConnection,
  findConnection,
  findConnectionByAccount,
  saveConnection,
} from '../connection-queries';
import type { CreatorTokenPlatform } from '../creator-tokens';

// Connecting a Threads account so a counter can follow its follower count: Threads gives it only
// to the account's own token (user insights, `followers_count`). The code buys a token good for an
// hour, exchanged at once for a long-lived one (60 days). Threads has no refresh token: the
// long-lived token refreshes itself, but only while it has not expired (decision 039t). So the row
// keeps it as its own refresh token, and its `tokenExpiresAt` is set a week before Meta's expiry,
// which makes the shared refresh (creator-tokens.ts) renew it while Meta still allows it.

// threads_basic for every call, threads_manage_insights for the insights endpoint.
export const THREADS_SCOPES = ['threads_basic', 'threads_manage_insights'] as const;

/** How long before Meta's expiry the long-lived token is refreshed (it must also be a day old). */
export const THREADS_REFRESH_AHEAD_MS = 7 * 86_400_000;

// A token Meta gave less than two weeks (not what it documents) is refreshed halfway through its
// life instead, so it is never due before it may be refreshed.
function refreshBy(expiresAt: Date): Date {
  const now = Date.now();
  const end = expiresAt.getTime();
  return new Date(Math.max(end - THREADS_REFRESH_AHEAD_MS, now + (end - now) / 2));
}

export async function connectThreads(
  db: Database,
  seal: TokenSeal,
  api: ThreadsApi,
  userId: string,
  code: string,
  redirectUri: string,
): Promise<PlatformConnectionRow> {
  const short = await api.exchangeCode(code, redirectUri);
  const long = await api.exchangeLongLived(short.accessToken);
  const profile = await api.getProfile(long.accessToken);
  // All or nothing: without threads_manage_insights the count cannot be read, and Meta tells us
  // only by refusing the insights call, so it is made once here.
  try {
    await api.getFollowersCount(profile.id, long.accessToken);
  } catch (err) {
    if (err instanceof ThreadsApiError && err.failure === 'refused')
      throw new AppError(
        'validation',
        `Threads did not let us read your follower count (${err.message}). Connect again and allow insights.`,
      );
    throw err;
  }
  const taken = await findConnectionByAccount(db, 'threads', profile.id);
  if (taken && taken.connection.userId !== userId)
    throw new AppError(
      'conflict',
      `The Threads account ${profile.username} is already connected to another account.`,
    );
  return saveConnection(db, seal, 'threads', userId, {
    accountId: profile.id,
    name: profile.username,
    accessToken: long.accessToken,
    refreshToken: long.accessToken,
    tokenExpiresAt: refreshBy(long.expiresAt),
    subscriptionIds: [],
  });
}

/**
 * How Threads refuses a creator's token: Meta's error code 190 (an access token invalid, expired
 * or revoked), to an API call and to the refresh alike.
 */
export function threadsCreatorTokens(api: ThreadsApi): CreatorTokenPlatform {
  const invalid = (err: unknown) => err instanceof ThreadsApiError && err.code === META_INVALID_TOKEN;
  return {
    platform: 'threads',
    async refresh(longLived) {
      const tokens = await api.refreshLongLived(longLived);
      return {
        accessToken: tokens.accessToken,
        refreshToken: tokens.accessToken,
        expiresAt: refreshBy(tokens.expiresAt),
      };
    },
    rejectsToken: invalid,
    refusesRefresh: invalid,
  };
}

/**
 * Removes the connection. Threads documents no endpoint that revokes a user token: the creator
 * removes the app in their Threads settings; we keep nothing of theirs.
 */
export async function disconnectThreads(db: Database, userId: string): Promise<boolean> {
  const connection = await findConnection(db, 'threads', userId);
  if (!connection) return false;
  await deleteConnection(db, 'threads', userId);
  return true;
}
