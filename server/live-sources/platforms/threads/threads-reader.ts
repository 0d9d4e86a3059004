import type { ParsedAccount } from '@core/live-sources/platforms';
import { createThreadsApi, ThreadsApiError } from '../../../platform-apis/threads-api';
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

// Threads follower counts, read with the creator's own token (decision 039d): Meta gives
// `followers_count` (user insights, permission threads_manage_insights) only for the user's own
// account, GET /{threads-user-id}/threads_insights?metric=followers_count ("Insights"). The account
// is the connection's Threads user id; each read is one call with that connection's token.
// "Overview", Rate Limiting: 4800 × impressions (at least 10) calls per app and user in 24 hours,
// so at least 48,000 a day for each account: a read a minute is far inside it.

const LIMITS: PlatformLimits = {
  batchSize: 1,
  // Meta counts per user, this budget is the instance's for every Threads account together.
  callsPerWindow: 1000,
  window: { seconds: 60 },
  minIntervalSeconds: 60,
};
// Meta names no reset time; a throttled user is tried again after an hour.
const THROTTLE_WAIT_MS = 3_600_000;

export const threadsPlatform: ServerPlatform = {
  platform: 'threads',
  missingSetting: missingSettings('THREADS_APP_ID', 'THREADS_APP_SECRET'),
  createReader: (deps) => createThreadsReader(deps),
};

function createThreadsReader({
  config,
  fetch: fetchImpl,
  now,
  withCreatorToken,
}: ReaderDeps): PlatformReader {
  const api = createThreadsApi(config, fetchImpl);

  // Meta's error stays inside the token call, so the bridge can tell 190 (refresh, then
  // needs_reauth); it becomes the poller's failure only here.
  async function withToken<T>(userId: string, call: (token: string) => Promise<T>): Promise<T> {
    if (!withCreatorToken)
      throw new PlatformCallError('threads', 'unavailable', 'Threads counts need the creators’ connections.');
    try {
      return await withCreatorToken(userId, call);
    } catch (err) {
      if (!(err instanceof ThreadsApiError)) throw err;
      const retryAt = err.failure === 'rate_limited' ? now() + THROTTLE_WAIT_MS : null;
      throw new PlatformCallError('threads', err.failure, err.message, retryAt, err.status);
    }
  }

  const reading = (value: number | null): CountReading =>
    value === null ? { value: null, precision: 'hidden' } : { value, precision: 'exact' };

  return {
    platform: 'threads',
    limits: LIMITS,
    async lookup(account: ParsedAccount): Promise<SourceProfile | null> {
      const { profile, count } = await withToken(account.value, async (token) => ({
        profile: await api.getProfile(token),
        count: await api.getFollowersCount(account.value, token),
      }));
      return {
        id: profile.id,
        handle: profile.username,
        displayName: profile.username,
        avatarUrl: null,
        reading: reading(count),
      };
    },
    async readCounts(ids: string[]): Promise<Map<string, CountReading>> {
      const counts = new Map<string, CountReading>();
      for (const id of ids)
        counts.set(id, reading(await withToken(id, (token) => api.getFollowersCount(id, token))));
      return counts;
    },
  };
}
