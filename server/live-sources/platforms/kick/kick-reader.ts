import type { ParsedAccount } from '@core/live-sources/platforms';
import { createKickApi, KickApiError } from '../../../platform-apis/kick-api';
import { serverFailure } from '../../call-platform';
import { missingSettings } from '../../missing-settings';
import {
  type CountReading,
  PlatformCallError,
  type PlatformLimits,
  type PlatformReader,
  type ReaderDeps,
  type ServerPlatform,
  type SourceProfile,
} from '../../platform-reader';

// Kick's counts, from the creator's own connection (docs/decisions/039d-connected-live-sources.md):
// - Subscribers (`kick`): Channels › Get Channels, `GET /public/v1/channels` with the creator's token
//   (the `channel:read` scope) and no parameters answers their own channel, whose
//   `active_subscribers_count` is Kick's exact total (gifted subscriptions included). The token
//   comes through `withCreatorToken`: refreshed when expired, one refresh on a 401, then
//   needs_reauth. A 403 means the connection predates the `channel:read` scope: only the creator
//   connecting again mends it, so that account waits alone as for needs_reauth.
// - Followers (`kick_followers`): Kick's public API has no follower total, only the signed
//   `channel.followed` webhook, so the count is ours (integrations/kick/kick-follow-count.ts): the
//   number the creator entered plus each follow since, precision `counted`. Nothing is asked of Kick;
//   the connection gives the total, and each follow or new start is pushed to the displays at once.
// - Limits: Kick publishes none for its public API. One account per call (each has its own token),
//   100 calls a minute, and a 429 waits for its Retry-After.

export const KICK_LIMITS: PlatformLimits = {
  batchSize: 1,
  callsPerWindow: 100,
  window: { seconds: 60 },
  minIntervalSeconds: 60,
};

/** Why a counted follower total cannot be shown yet: the creator has not entered the start. */
export const KICK_NO_START_NOTE = 'Waiting for the creator to enter their follower count on Kick.';

const missingKickSetting = missingSettings('KICK_CLIENT_ID', 'KICK_CLIENT_SECRET');

function connectedOnly(deps: ReaderDeps) {
  const { withCreatorToken } = deps;
  if (!withCreatorToken) throw new Error('Kick is read through connections only');
  return withCreatorToken;
}

export const kickPlatform: ServerPlatform = {
  platform: 'kick',
  missingSetting: missingKickSetting,
  createReader: (deps) => createKickSubscriberReader(deps),
};

export const kickFollowersPlatform: ServerPlatform = {
  platform: 'kick_followers',
  missingSetting: missingKickSetting,
  createReader: (deps) => createKickFollowerReader(deps),
};

function createKickSubscriberReader(deps: ReaderDeps): PlatformReader {
  const withCreatorToken = connectedOnly(deps);
  const api = createKickApi(deps.config, deps.fetch);

  /** The failure Kick means by a refusal of Get Channels (a 401 is the token path's business). */
  function failure(err: unknown): unknown {
    if (!(err instanceof KickApiError)) return err;
    const { status } = err;
    if (status === null) return new PlatformCallError('kick', 'unavailable', err.message);
    if (status >= 500) return serverFailure('kick', status);
    if (status === 429)
      return new PlatformCallError(
        'kick',
        'rate_limited',
        'Kick asked us to wait.',
        deps.now() + 60_000,
        429,
      );
    if (status === 403)
      return new PlatformCallError(
        'kick',
        'needs_reauth',
        'Kick refused the subscriber count: connect Kick again to allow it.',
        null,
        403,
      );
    return new PlatformCallError('kick', 'refused', err.message, null, status);
  }

  async function readChannel(id: string) {
    try {
      return await withCreatorToken(id, (token) => api.getChannelSubscribers(token));
    } catch (err) {
      throw failure(err);
    }
  }

  return {
    platform: 'kick',
    limits: KICK_LIMITS,
    async lookup(account: ParsedAccount): Promise<SourceProfile | null> {
      const channel = await readChannel(account.value);
      return {
        id: account.value,
        handle: channel.slug || account.value,
        displayName: channel.slug || account.value,
        avatarUrl: null,
        reading: { value: channel.subscribers, precision: 'exact' },
      };
    },
    async readCounts(ids: string[]): Promise<Map<string, CountReading>> {
      const readings = new Map<string, CountReading>();
      for (const id of ids)
        readings.set(id, { value: (await readChannel(id)).subscribers, precision: 'exact' });
      return readings;
    },
  };
}

function createKickFollowerReader(deps: ReaderDeps): PlatformReader {
  const { countedTotal } = deps;
  if (!countedTotal) throw new Error('Kick followers are read through connections only');

  async function readTotal(id: string): Promise<{ name: string; reading: CountReading }> {
    const found = await countedTotal!(id);
    if (!found)
      throw new PlatformCallError(
        'kick_followers',
        'needs_reauth',
        `The Kick account ${id} must be connected again by its owner.`,
      );
    if (found.total === null)
      throw new PlatformCallError('kick_followers', 'needs_reauth', KICK_NO_START_NOTE);
    return { name: found.name, reading: { value: found.total, precision: 'counted' } };
  }

  return {
    platform: 'kick_followers',
    limits: KICK_LIMITS,
    async lookup(account: ParsedAccount): Promise<SourceProfile | null> {
      const { name, reading } = await readTotal(account.value);
      return { id: account.value, handle: name, displayName: name, avatarUrl: null, reading };
    },
    async readCounts(ids: string[]): Promise<Map<string, CountReading>> {
      const readings = new Map<string, CountReading>();
      for (const id of ids) readings.set(id, (await readTotal(id)).reading);
      return readings;
    },
  };
}
