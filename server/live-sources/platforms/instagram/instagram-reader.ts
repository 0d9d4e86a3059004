import {
  createInstagramApi,
  type InstagramApi,
  InstagramApiError,
  THROTTLE_CODES,
} from '../../../platform-apis/instagram-api';
import { missingSettings } from '../../missing-settings';
import { createOwnTokenReader } from '../../own-token-reader';
import {
  PlatformCallError,
  type PlatformLimits,
  type PlatformReader,
  type ReaderDeps,
  type ServerPlatform,
} from '../../platform-reader';

// Instagram professional accounts' follower counts, read with the token of the creator who
// connected the account (Instagram API with Instagram Login; docs/decisions/039d): GET /me with
// fields followers_count, username, profile_picture_url ("IG User" reference). The token is the
// account's own, so each account is one call (batchSize 1). Meta's errors: 190 (the token is
// invalid) goes back through the connection's refresh and, failing that, needs_reauth; 4, 17, 32
// and 613 are throttling (rate_limited until X-Business-Use-Case-Usage's
// estimated_time_to_regain_access, else a minute); no answer or a 5xx is unavailable.

const LIMITS: PlatformLimits = {
  batchSize: 1,
  // Meta counts Business Use Case calls per account (a share of each account's daily allowance),
  // not per app; this instance keeps well under a call a second across every connected account.
  callsPerWindow: 600,
  window: { seconds: 600 },
  minIntervalSeconds: 60,
};

function failureOf(err: unknown, now: number): unknown {
  if (!(err instanceof InstagramApiError)) return err;
  if (err.status === null || err.status >= 500)
    return new PlatformCallError('instagram', 'unavailable', err.message, null, err.status);
  if (err.status === 429 || (err.code !== null && THROTTLE_CODES.has(err.code)))
    return new PlatformCallError(
      'instagram',
      'rate_limited',
      err.message,
      now + (err.regainMinutes ?? 1) * 60_000,
      err.status,
    );
  return new PlatformCallError('instagram', 'refused', err.message, null, err.status);
}

export function createInstagramReader(deps: ReaderDeps, api: InstagramApi): PlatformReader {
  return createOwnTokenReader(deps, {
    platform: 'instagram',
    limits: LIMITS,
    read: async (accountId, token) => {
      const p = await api.getProfile(token);
      return { id: accountId, name: p.username, avatarUrl: p.pictureUrl, count: p.followers };
    },
    failureOf,
  });
}

export const instagramPlatform: ServerPlatform = {
  platform: 'instagram',
  missingSetting: missingSettings('INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'),
  createReader: (deps) => createInstagramReader(deps, createInstagramApi(deps.config, deps.fetch)),
};
