import { createTikTokApi, TikTokApiError } from '../../../platform-apis/tiktok-api';
import { missingSettings } from '../../missing-settings';
import { createOwnTokenReader } from '../../own-token-reader';
import { PlatformCallError, type PlatformLimits, type ServerPlatform } from '../../platform-reader';

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

export const tiktokPlatform: ServerPlatform = {
  platform: 'tiktok',
  missingSetting: missingSettings('TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'),
  createReader: (deps) => {
    const api = createTikTokApi(deps.config, deps.fetch);
    return createOwnTokenReader(deps, {
      platform: 'tiktok',
      limits: LIMITS,
      read: async (_openId, token) => {
        const user = await api.getUser(token);
        return {
          id: user.openId,
          name: user.displayName,
          avatarUrl: user.avatarUrl,
          count: user.followerCount,
        };
      },
      failureOf: (err, now) => {
        if (!(err instanceof TikTokApiError)) return err;
        const retryAt = err.failure === 'rate_limited' ? now + MINUTE_MS : null;
        return new PlatformCallError('tiktok', err.failure, err.message, retryAt, err.status);
      },
    });
  },
};
