import type { ParsedAccount } from '@core/live-sources/platforms';
import { createTikTokApi, TikTokApiError, type TikTokUser } from '../../../platform-apis/tiktok-api';
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

// TikTok follower counts, read with the creator's own token (decision 039d): TikTok gives
// `follower_count` (scope user.info.stats) only to the account's own token, through GET
// /v2/user/info/ (developers.tiktok.com, "Get User Info"). The account is the connection's open_id;
// each read is one call with that connection's token (refreshed, or needs_reauth, by the bridge).
// "Rate Limits": 600 calls to /v2/user/info/ in a sliding minute, then 429 rate_limit_exceeded.

const LIMITS: PlatformLimits = {
  // One token per account: no batch.
  batchSize: 1,
  // Half of TikTok's 600 a minute, leaving room for the connect, the hourly token check and a
  // second instance (TikTok does not say whether the limit is per app or per token).
  callsPerWindow: 300,
  window: { seconds: 60 },
  minIntervalSeconds: 60,
};
const MINUTE_MS = 60_000;

function readingOf(user: TikTokUser): CountReading {
  return user.followerCount === null
    ? { value: null, precision: 'hidden' }
    : { value: user.followerCount, precision: 'exact' };
}

export const tiktokPlatform: ServerPlatform = {
  platform: 'tiktok',
  missingSetting: missingSettings('TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'),
  createReader: (deps) => createTikTokReader(deps),
};

function createTikTokReader({ config, fetch: fetchImpl, now, withCreatorToken }: ReaderDeps): PlatformReader {
  const api = createTikTokApi(config, fetchImpl);

  // TikTok's own error stays inside the token call, so the bridge can tell access_token_invalid
  // (refresh, then needs_reauth); it becomes the poller's failure only here, outside it.
  async function readUser(openId: string): Promise<TikTokUser> {
    if (!withCreatorToken)
      throw new PlatformCallError('tiktok', 'unavailable', 'TikTok counts need the creators’ connections.');
    try {
      return await withCreatorToken(openId, (token) => api.getUser(token));
    } catch (err) {
      if (!(err instanceof TikTokApiError)) throw err;
      const retryAt = err.failure === 'rate_limited' ? now() + MINUTE_MS : null;
      throw new PlatformCallError('tiktok', err.failure, err.message, retryAt, err.status);
    }
  }

  return {
    platform: 'tiktok',
    limits: LIMITS,
    async lookup(account: ParsedAccount): Promise<SourceProfile | null> {
      const user = await readUser(account.value);
      return {
        id: user.openId,
        handle: user.displayName,
        displayName: user.displayName,
        avatarUrl: user.avatarUrl,
        reading: readingOf(user),
      };
    },
    async readCounts(ids: string[]): Promise<Map<string, CountReading>> {
      const counts = new Map<string, CountReading>();
      for (const id of ids) counts.set(id, readingOf(await readUser(id)));
      return counts;
    },
  };
}
