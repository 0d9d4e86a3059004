import type { ParsedAccount } from '@core/live-sources/platforms';
import {
  createFacebookApi,
  type FacebookApi,
  FacebookApiError,
  type FacebookPageCount,
} from '../../../platform-apis/facebook-api';
import { missingSettings } from '../../missing-settings';
import {
  type CountReading,
  PlatformCallError,
  type PlatformLimits,
  type PlatformReader,
  type ReaderDeps,
  type ServerPlatform,
  type SourceProfile,
  type WithCreatorToken,
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

const readingOf = (p: FacebookPageCount): CountReading =>
  p.followers === null ? { value: null, precision: 'hidden' } : { value: p.followers, precision: 'exact' };

export function createFacebookReader(deps: ReaderDeps, api: FacebookApi): PlatformReader {
  const withToken = deps.withCreatorToken;
  if (!withToken) throw new Error('Facebook is read with the Page’s token: withCreatorToken is required.');
  const callWithToken: WithCreatorToken = withToken;

  async function pageOf(pageId: string): Promise<FacebookPageCount> {
    try {
      return await callWithToken(pageId, (token) => api.getPage(pageId, token));
    } catch (err) {
      throw failureOf(err, deps.now());
    }
  }

  return {
    platform: 'facebook',
    limits: LIMITS,
    async lookup(account: ParsedAccount): Promise<SourceProfile | null> {
      const p = await pageOf(account.value);
      return {
        id: account.value,
        handle: p.name,
        displayName: p.name,
        avatarUrl: p.pictureUrl,
        reading: readingOf(p),
      };
    },
    async readCounts(ids: string[]): Promise<Map<string, CountReading>> {
      const out = new Map<string, CountReading>();
      for (const id of ids) out.set(id, readingOf(await pageOf(id)));
      return out;
    },
  };
}

export const facebookPlatform: ServerPlatform = {
  platform: 'facebook',
  missingSetting: missingSettings('FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'),
  createReader: (deps) => createFacebookReader(deps, createFacebookApi(deps.config, deps.fetch)),
};
