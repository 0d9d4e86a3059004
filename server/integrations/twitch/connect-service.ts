import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/client';
import type { PlatformConnectionRow } from '../../db/schema';
import type { TokenSeal } from '../../platform-apis/token-seal';
import {
  type CreatedSubscription,
  type EventSubSpec,
  type TwitchApi,
  TwitchApiError,
} from '../../platform-apis/twitch-api';
import {
  deleteConnection,
  findConnection,
  findConnectionByAccount,
  saveConnection,
  updateSubscriptionIds,
} from '../connection-queries';
import { type CreatorTokenPlatform, freshCreatorToken } from '../creator-tokens';

// Connecting a Twitch account (issue 18, docs/decisions/018b-twitch-connect-all-or-nothing.md):
// the connection row is written only once every EventSub subscription exists. A failure part
// way deletes the subscriptions made so far and stores nothing, so there is never a connection
// that looks connected but hears only half the events.

// What the seven subscriptions need. channel.chat.message over a webhook (an app token) needs,
// besides user:read:chat, user:bot from the reading user and channel:bot from the broadcaster; we
// read chat as the broadcaster, so they grant all three.
export const TWITCH_SCOPES = [
  'channel:read:subscriptions',
  'bits:read',
  'moderator:read:followers',
  'user:read:chat',
  'user:bot',
  'channel:bot',
] as const;

/** The subscriptions a connected channel needs, with the conditions Twitch requires per type. */
export function subscriptionSpecs(broadcasterId: string): EventSubSpec[] {
  const b = { broadcaster_user_id: broadcasterId };
  return [
    { type: 'channel.subscribe', version: '1', condition: b },
    { type: 'channel.subscription.message', version: '1', condition: b },
    { type: 'channel.subscription.gift', version: '1', condition: b },
    { type: 'channel.cheer', version: '1', condition: b },
    { type: 'channel.follow', version: '2', condition: { ...b, moderator_user_id: broadcasterId } },
    { type: 'channel.raid', version: '1', condition: { to_broadcaster_user_id: broadcasterId } },
    { type: 'channel.chat.message', version: '1', condition: { ...b, user_id: broadcasterId } },
  ];
}

export interface TwitchTarget {
  api: TwitchApi;
  callback: string;
  secret: string;
  /** Seals the tokens the connect stores. */
  seal: TokenSeal;
}

const sameCondition = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

// 409: Twitch already has this subscription (a previous connect whose removal failed, or a
// reconnect). It is ours if it points at our callback: adopt it instead of failing.
async function createOrAdopt(t: TwitchTarget, spec: EventSubSpec): Promise<CreatedSubscription> {
  try {
    return await t.api.createSubscription(spec, t.callback, t.secret);
  } catch (err) {
    if (!(err instanceof TwitchApiError) || err.status !== 409) throw err;
    const existing = (await t.api.listSubscriptions(spec.type)).find(
      (s) =>
        s.version === spec.version && s.callback === t.callback && sameCondition(s.condition, spec.condition),
    );
    if (!existing) throw err;
    return { ...spec, id: existing.id, status: 'enabled' };
  }
}

/** Deletes what it can; the ids Twitch could not be asked to delete are returned. */
export async function removeSubscriptions(api: TwitchApi, ids: string[]): Promise<string[]> {
  const left: string[] = [];
  for (const id of ids) {
    try {
      await api.deleteSubscription(id);
    } catch {
      left.push(id);
    }
  }
  return left;
}

export async function connectTwitch(
  db: Database,
  t: TwitchTarget,
  userId: string,
  code: string,
  redirectUri: string,
): Promise<PlatformConnectionRow> {
  const tokens = await t.api.exchangeCode(code, redirectUri);
  const user = await t.api.getUser(tokens.accessToken);
  const taken = await findConnectionByAccount(db, 'twitch', user.id);
  if (taken && taken.connection.userId !== userId)
    throw new AppError(
      'conflict',
      `The Twitch channel ${user.login} is already connected to another account.`,
    );
  // A reconnect (new channel, or after a revocation): the old subscriptions go first.
  const previous = await findConnection(db, 'twitch', userId);
  if (previous) await removeSubscriptions(t.api, previous.subscriptionIds);

  const created: CreatedSubscription[] = [];
  try {
    for (const spec of subscriptionSpecs(user.id)) created.push(await createOrAdopt(t, spec));
  } catch (err) {
    await removeSubscriptions(
      t.api,
      created.map((s) => s.id),
    );
    throw err;
  }
  return saveConnection(db, t.seal, 'twitch', userId, {
    accountId: user.id,
    name: user.login,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    tokenExpiresAt: tokens.expiresAt,
    subscriptionIds: created.map((s) => s.id),
  });
}

/** Removes the subscriptions, then the connection; the ones Twitch failed to remove are kept for a retry. */
export async function disconnectTwitch(db: Database, api: TwitchApi, userId: string): Promise<boolean> {
  const connection = await findConnection(db, 'twitch', userId);
  if (!connection) return false;
  const left = await removeSubscriptions(api, connection.subscriptionIds);
  if (left.length > 0) {
    await updateSubscriptionIds(db, 'twitch', userId, left);
    throw new TwitchApiError(null, 'Twitch did not remove every event subscription. Please try again.');
  }
  await deleteConnection(db, 'twitch', userId);
  return true;
}

/**
 * How Twitch refuses a creator's tokens (dev.twitch.tv/docs/authentication/refresh-tokens): an
 * expired or revoked access token gets 401 (Helix, and /validate's "invalid access token"); a
 * refresh token that no longer works gets 400 "Invalid refresh token".
 */
export function twitchCreatorTokens(api: TwitchApi): CreatorTokenPlatform {
  return {
    platform: 'twitch',
    refresh: (refreshToken) => api.refreshTokens(refreshToken),
    rejectsToken: (err) => err instanceof TwitchApiError && err.status === 401,
    refusesRefresh: (err) =>
      err instanceof TwitchApiError && err.status === 400 && /invalid refresh token/i.test(err.detail ?? ''),
  };
}

/**
 * The user's access token in clear, refreshed with the refresh token once it has expired (or is
 * about to); the refreshed pair is stored sealed.
 */
export const freshAccessToken = (
  db: Database,
  seal: TokenSeal,
  api: TwitchApi,
  connection: PlatformConnectionRow,
) => freshCreatorToken(db, seal, twitchCreatorTokens(api), connection);
