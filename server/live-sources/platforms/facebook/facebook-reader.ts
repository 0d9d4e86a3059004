import { createFacebookApi, type FacebookApi, FacebookApiError } from '../../../platform-apis/facebook-api';
import { missingSettings } from '../../missing-settings';
import { createOwnTokenReader } from '../../own-token-reader';
import {
  PlatformCallError,
  type PlatformLimits,
  type PlatformReader,
  type ReaderDeps,
  type ServerPlatform,
} from '../../platform-reader';

// Facebook Pages' follower counts, read with the Page token of the creator who connected the Page
// (docs/decisions/039f-facebook-pages.md): GET /{page-id}?fields=followers_count,name,picture.
// Each Page has its own token, so each Page is one call (batchSize 1). Meta's errors: 190 (the
// token was revoked) goes back through the connection's one refresh and, failing that,
// needs_reauth; 4, 17, 32 and 613 (or a 429) are throttling: rate_limited for a minute, longer
// when X-App-Usage says the app has used its hour; no answer or a 5xx is unavailable.

const LIMITS: PlatformLimits = {
  batchSize: 1,
  // Graph's platform limit is 200 calls per hour per user of the app, counted app-wide; Page calls
  // count against the Page's own allowance too. This instance stays well under a call a second.
  callsPerWindow: 600,
  window: { seconds: 600 },
  minIntervalSeconds: 60,
};

function failureOf(err: unknown, now: number): unknown {
  if (!(err instanceof FacebookApiError)) return err;
  if (err.status === null || err.status >= 500)
    return new PlatformCallError('facebook', 'unavailable', err.message, null, err.status);
  if (err.throttled) {
    // X-App-Usage at 100% means the app's hour is spent: wait out a good part of it.
    const minutes = (err.usagePercent ?? 0) >= 100 ? 15 : 1;
    return new PlatformCallError('facebook', 'rate_limited', err.message, now + minutes * 60_000, err.status);
  }
  return new PlatformCallError('facebook', 'refused', err.message, null, err.status);
}

export function createFacebookReader(deps: ReaderDeps, api: FacebookApi): PlatformReader {
  return createOwnTokenReader(deps, {
    platform: 'facebook',
    limits: LIMITS,
    read: async (pageId, token) => {
      const p = await api.getPage(pageId, token);
      return { id: pageId, name: p.name, avatarUrl: p.pictureUrl, count: p.followers };
    },
    failureOf,
  });
}

export const facebookPlatform: ServerPlatform = {
  platform: 'facebook',
  missingSetting: missingSettings('FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'),
  createReader: (deps) => createFacebookReader(deps, createFacebookApi(deps.config, deps.fetch)),
};
