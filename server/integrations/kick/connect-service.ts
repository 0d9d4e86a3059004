import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/client';
import type { PlatformConnectionRow } from '../../db/schema';
import { type KickApi, KickApiError } from '../../platform-apis/kick-api';
import type { TokenSeal } from '../../platform-apis/token-seal';
import {
  deleteConnection,
  findConnection,
  findConnectionByAccount,
  saveConnection,
} from '../connection-queries';
import { type CreatorTokenPlatform, freshCreatorToken, ReauthNeededError } from '../creator-tokens';
import { KICK_EVENTS } from './kick-mapping';

// Connecting a Kick channel (issue 18, source 3; docs/decisions/018d-kick-source.md), built as
// Twitch's (018b): the connection row is written only once every event subscription exists; a
// refusal part way removes the ones made and stores nothing. Kick makes subscriptions with the
// user's own token (there is no app-token EventSub as on Twitch), so the token is kept, refreshed
// when it has expired, to remove them again.

// user:read for the channel's id and name, channel:read for its subscriber count (Get Channels; a
// channel connected before it was asked for answers 403 there until the creator connects again),
// events:subscribe for the webhooks.
export const KICK_SCOPES = ['user:read', 'channel:read', 'events:subscribe'] as const;

export async function connectKick(
  db: Database,
  seal: TokenSeal,
  api: KickApi,
  userId: string,
  code: string,
  redirectUri: string,
  codeVerifier: string,
): Promise<PlatformConnectionRow> {
  const tokens = await api.exchangeCode(code, redirectUri, codeVerifier);
  const channel = await api.getUser(tokens.accessToken);
  const taken = await findConnectionByAccount(db, 'kick', channel.id);
  if (taken && taken.connection.userId !== userId)
    throw new AppError(
      'conflict',
      `The Kick channel ${channel.name} is already connected to another account.`,
    );
  // A reconnect (another channel, or the same one again): the old subscriptions go first.
  const previous = await findConnection(db, 'kick', userId);
  if (previous) await removeKickSubscriptions(db, seal, api, previous).catch(() => undefined);

  const results = await api.subscribe(tokens.accessToken, channel.id, KICK_EVENTS);
  const made = results.flatMap((r) => (r.id ? [r.id] : []));
  const refused = results.find((r) => r.error);
  if (refused) {
    await api.unsubscribe(tokens.accessToken, made).catch(() => undefined);
    throw new KickApiError(200, `Kick refused the ${refused.name} subscription (${refused.error}).`);
  }
  return saveConnection(db, seal, 'kick', userId, {
    accountId: channel.id,
    name: channel.name,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    tokenExpiresAt: tokens.expiresAt,
    subscriptionIds: made,
  });
}

/**
 * How Kick refuses a creator's tokens (docs.kick.com, "OAuth 2.1"): the public API answers 401
 * "Unauthorized" to an expired or revoked access token; the token endpoint answers 400
 * `invalid_grant` to a refresh token that no longer works.
 */
export function kickCreatorTokens(api: KickApi): CreatorTokenPlatform {
  return {
    platform: 'kick',
    refresh: (refreshToken) => api.refreshTokens(refreshToken),
    rejectsToken: (err) => err instanceof KickApiError && err.status === 401,
    refusesRefresh: (err) => err instanceof KickApiError && err.status === 400,
  };
}

/**
 * The user's access token in clear, refreshed with the refresh token once it has expired (or is
 * about to); the refreshed pair is stored sealed.
 */
export const freshKickAccessToken = (
  db: Database,
  seal: TokenSeal,
  api: KickApi,
  connection: PlatformConnectionRow,
) => freshCreatorToken(db, seal, kickCreatorTokens(api), connection);

async function removeKickSubscriptions(
  db: Database,
  seal: TokenSeal,
  api: KickApi,
  connection: PlatformConnectionRow,
) {
  const token = await freshKickAccessToken(db, seal, api, connection);
  await api.unsubscribe(token, connection.subscriptionIds);
}

/**
 * Removes the subscriptions at Kick, then the connection. If Kick fails (no answer, 5xx, 429) the
 * connection stays as it is, so a retry finishes the job. Any other refusal (the refresh token or
 * the token refused: the user revoked us at Kick) cannot get better by retrying, so the connection
 * goes anyway: a subscription Kick still holds delivers to a channel we no longer know, and such
 * deliveries are acknowledged and ignored.
 */
export async function disconnectKick(
  db: Database,
  seal: TokenSeal,
  api: KickApi,
  userId: string,
): Promise<boolean> {
  const connection = await findConnection(db, 'kick', userId);
  if (!connection) return false;
  try {
    await removeKickSubscriptions(db, seal, api, connection);
  } catch (err) {
    if (err instanceof ReauthNeededError) {
      await deleteConnection(db, 'kick', userId);
      return true;
    }
    if (!(err instanceof KickApiError)) throw err;
    const transient = err.status === null || err.status === 429 || err.status >= 500;
    if (transient)
      throw new KickApiError(err.status, `Kick did not remove the event subscriptions. ${err.message}`);
  }
  await deleteConnection(db, 'kick', userId);
  return true;
}
