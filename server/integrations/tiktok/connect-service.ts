import { AppError } from '@core/errors/app-error';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PlatformConnectionRow } from '../../db/schema';
import { type TikTokApi, TikTokApiError } from '../../platform-apis/tiktok-api';
import type { TokenSeal } from '../../platform-apis/token-seal';
import {
  deleteConnection,
  findConnection,
  findConnectionByAccount,
  openTokens,
  saveConnection,
} from '../connection-queries';
import type { CreatorTokenPlatform } from '../creator-tokens';

// Connecting a TikTok account so a counter can follow its follower count: TikTok gives the count
// only to the account's own token (Display API, GET /v2/user/info/ with user.info.stats). Nothing
// is pushed, so a connection is just the account and its tokens. All or nothing: a consent without
// the stats scope is no use, so the token is revoked and nothing is stored.

// user.info.basic for the account's id and name, user.info.stats for follower_count.
export const TIKTOK_SCOPES = ['user.info.basic', 'user.info.stats'] as const;

export async function connectTikTok(
  db: Database,
  seal: TokenSeal,
  api: TikTokApi,
  userId: string,
  code: string,
  redirectUri: string,
): Promise<PlatformConnectionRow> {
  const tokens = await api.exchangeCode(code, redirectUri);
  const missing = TIKTOK_SCOPES.filter((s) => !tokens.scopes.includes(s));
  if (missing.length > 0) {
    await api.revokeToken(tokens.accessToken).catch(() => undefined);
    throw new AppError(
      'validation',
      `TikTok did not grant ${missing.join(', ')}, which reading your follower count needs. Connect again and allow it.`,
    );
  }
  const user = await api.getUser(tokens.accessToken);
  const taken = await findConnectionByAccount(db, 'tiktok', user.openId);
  if (taken && taken.connection.userId !== userId) {
    await api.revokeToken(tokens.accessToken).catch(() => undefined);
    throw new AppError(
      'conflict',
      `The TikTok account ${user.displayName} is already connected to another account.`,
    );
  }
  return saveConnection(db, seal, 'tiktok', userId, {
    accountId: user.openId,
    name: user.displayName,
    avatarUrl: user.avatarUrl,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    tokenExpiresAt: tokens.expiresAt,
    subscriptionIds: [],
  });
}

/**
 * How TikTok refuses a creator's tokens: the API answers 401 `access_token_invalid` ("Error
 * Handling", API v2), the token endpoint `invalid_grant` to a refresh token that is invalid,
 * expired or revoked ("OAuth Error Handling").
 */
export function tiktokCreatorTokens(api: TikTokApi): CreatorTokenPlatform {
  return {
    platform: 'tiktok',
    refresh: (refreshToken) => api.refreshTokens(refreshToken),
    rejectsToken: (err) => err instanceof TikTokApiError && err.code === 'access_token_invalid',
    refusesRefresh: (err) => err instanceof TikTokApiError && err.code === 'invalid_grant',
  };
}

/**
 * Removes the connection, and asks TikTok to revoke the access token. The revoke is best effort:
 * a TikTok that is down or already refuses the token must not keep a creator connected here.
 */
export async function disconnectTikTok(
  db: Database,
  seal: TokenSeal,
  api: TikTokApi,
  userId: string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<boolean> {
  const connection = await findConnection(db, 'tiktok', userId);
  if (!connection) return false;
  await deleteConnection(db, 'tiktok', userId);
  try {
    await api.revokeToken(openTokens(seal, connection).accessToken);
  } catch (err) {
    log?.warn({ err: (err as Error).message }, 'tiktok revoke failed');
  }
  return true;
}
