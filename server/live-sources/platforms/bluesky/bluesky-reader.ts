import type { ParsedAccount } from '@core/live-sources/platforms';
import type { Config } from '../../../config';
import { callPlatform, type PlatformAnswer, serverFailure } from '../../call-platform';
import {
  type CountReading,
  PlatformCallError,
  type PlatformLimits,
  type PlatformReader,
  type ReaderDeps,
  type ServerPlatform,
  type SourceProfile,
} from '../../platform-reader';
import { epochSecondsHeader, retryAfterHeader } from '../../reset-times';

// Bluesky's follower counts, read from its public AppView (BLUESKY_API_URL, by default
// https://public.api.bsky.app/xrpc). What each rule follows:
// - No credentials: docs.bsky.app "API Hosts and Auth" and "Rate Limits" (the public AppView
//   endpoints "do not support authentication"), so none are sent and none are needed.
// - Lookup: app.bsky.actor.getProfile (lexicons/app/bsky/actor/getProfile.json), `actor` a handle
//   or a DID (format at-identifier), answering app.bsky.actor.defs#profileViewDetailed. The DID is
//   the account's stable id: a handle can change hands, a DID cannot (atproto.com/specs/handle).
//   An actor the AppView does not know is a 400 { error: 'InvalidRequest', message: 'Profile not
//   found' }; an account taken down or deactivated is a 400 AccountTakedown / AccountDeactivated
//   (packages/bsky/src/api/app/bsky/actor/getProfile.ts). None of them can be followed: null.
// - Counts: app.bsky.actor.getProfiles (lexicons/app/bsky/actor/getProfiles.json), `actors`
//   repeated, at most 25 (the lexicon's maxLength), answering { profiles }; an actor it cannot find,
//   or an account taken down or deactivated, is simply not listed (getProfiles.ts, getActors).
// - followersCount is exact: Bluesky counts every follow record and shows the number as it is.
// - Errors: XRPC "Error Responses" (atproto.com/specs/xrpc), a JSON { error, message }; 429
//   RateLimitExceeded with @atproto/xrpc-server's RateLimit-* headers (RateLimit-Reset in epoch
//   seconds), or a proxy's Retry-After.

/**
 * Bluesky does not publish the public AppView's limit ("generous": docs.bsky.app "Rate Limits").
 * The nearest published figure is 3,000 requests per 5 minutes per IP for authenticated calls to
 * a PDS; we keep to half of it, so a change on Bluesky's side or a shared IP leaves room.
 */
const BLUESKY_LIMITS: PlatformLimits = {
  batchSize: 25,
  callsPerWindow: 1500,
  window: { seconds: 300 },
  minIntervalSeconds: 60,
};

/** How long to wait after a 429 that named no time. */
const DEFAULT_BACKOFF_MS = 60_000;

/** What a profileViewDetailed carries that we read (the lexicon's field names). */
interface ProfileView {
  did: string;
  handle: string;
  displayName?: unknown;
  avatar?: unknown;
  followersCount?: unknown;
}

export const blueskyPlatform: ServerPlatform = {
  platform: 'bluesky',
  // The public AppView needs no key: Bluesky can always be followed.
  missingSetting: () => null,
  createReader: (deps) => createBlueskyReader(deps),
};

function createBlueskyReader({ config, fetch: fetchImpl, now }: ReaderDeps): PlatformReader {
  const base = apiBase(config);

  async function get(method: string, query: URLSearchParams): Promise<PlatformAnswer> {
    return callPlatform('bluesky', fetchImpl, `${base}/${method}?${query}`, {
      headers: { accept: 'application/json' },
    });
  }

  return {
    platform: 'bluesky',
    limits: BLUESKY_LIMITS,

    async lookup(account: ParsedAccount): Promise<SourceProfile | null> {
      const answer = await get('app.bsky.actor.getProfile', new URLSearchParams({ actor: account.value }));
      if (answer.status === 400 && isNoSuchAccount(answer.body)) return null;
      if (answer.status !== 200) throw failureOf(answer, 'the profile lookup', now());
      const profile = readProfileView(answer.body);
      if (!profile) throw unreadable('the profile lookup');
      return {
        id: profile.did,
        handle: profile.handle,
        displayName: nonEmptyString(profile.displayName) ?? profile.handle,
        avatarUrl: nonEmptyString(profile.avatar),
        reading: readingOf(profile),
      };
    },

    async readCounts(ids: string[]): Promise<Map<string, CountReading>> {
      const readings = new Map<string, CountReading>();
      // One call per 25 ids, one after the other: the poller's budget counts each.
      for (let start = 0; start < ids.length; start += BLUESKY_LIMITS.batchSize) {
        const batch = ids.slice(start, start + BLUESKY_LIMITS.batchSize);
        const query = new URLSearchParams(batch.map((id) => ['actors', id]));
        const answer = await get('app.bsky.actor.getProfiles', query);
        if (answer.status !== 200) throw failureOf(answer, 'the follower counts', now());
        const asked = new Set(batch);
        for (const profile of readProfileList(answer.body))
          if (asked.has(profile.did)) readings.set(profile.did, readingOf(profile));
      }
      return readings;
    },
  };
}

function apiBase(config: Config): string {
  return config.BLUESKY_API_URL.replace(/\/+$/, '');
}

/**
 * The count of a profile. followersCount is optional in the lexicon; the AppView fills it with 0
 * when it has no count for the account (views profileDetailed: `profileAggs?.followers ?? 0`), so
 * an answer without one is an account nobody follows yet: 0, exact.
 */
function readingOf(profile: ProfileView): CountReading {
  const count = profile.followersCount;
  if (count === undefined) return { value: 0, precision: 'exact' };
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0)
    throw unreadable('a follower count');
  return { value: count, precision: 'exact' };
}

/** The 400s getProfile answers for an account that cannot be followed. */
function isNoSuchAccount(body: unknown): boolean {
  const { error, message } = xrpcErrorOf(body);
  if (error === 'AccountTakedown' || error === 'AccountDeactivated') return true;
  return error === 'InvalidRequest' && /^profile not found$/i.test(message ?? '');
}

function failureOf(answer: PlatformAnswer, what: string, now: number): PlatformCallError {
  const { status, headers, body } = answer;
  if (status === 429)
    return new PlatformCallError(
      'bluesky',
      'rate_limited',
      `Bluesky is limiting our calls (429) for ${what}.`,
      retryAtOf(headers, now),
      429,
    );
  if (status >= 500) return serverFailure('bluesky', status);
  const { error, message } = xrpcErrorOf(body);
  const detail = [error, message].filter(Boolean).join(': ') || 'no reason given';
  return new PlatformCallError(
    'bluesky',
    'refused',
    `Bluesky refused ${what} (${status}: ${detail}).`,
    null,
    status,
  );
}

/**
 * When Bluesky may be called again: RateLimit-Reset (epoch seconds, as @atproto/xrpc-server sends
 * it), else a Retry-After, else a minute. A reset already past says nothing (a skewed clock, or a
 * proxy that sends the IETF draft's delta seconds), so the next one is tried.
 */
function retryAtOf(headers: Headers, now: number): number {
  const reset = epochSecondsHeader(headers.get('ratelimit-reset'));
  if (reset !== null && reset > now) return reset;
  const retryAfter = retryAfterHeader(headers.get('retry-after'), now);
  if (retryAfter !== null && retryAfter > now) return retryAfter;
  return now + DEFAULT_BACKOFF_MS;
}

function xrpcErrorOf(body: unknown): { error: string | null; message: string | null } {
  if (!isObject(body)) return { error: null, message: null };
  return {
    error: typeof body.error === 'string' ? body.error : null,
    message: typeof body.message === 'string' ? body.message : null,
  };
}

function readProfileView(body: unknown): ProfileView | null {
  if (!isObject(body) || typeof body.did !== 'string' || typeof body.handle !== 'string') return null;
  return { ...body, did: body.did, handle: body.handle };
}

function readProfileList(body: unknown): ProfileView[] {
  if (!isObject(body) || !Array.isArray(body.profiles)) throw unreadable('the follower counts');
  return body.profiles.flatMap((p: unknown) => readProfileView(p) ?? []);
}

/** A 200 we cannot read (a proxy's page, a changed shape): like no answer, worth retrying. */
function unreadable(what: string): PlatformCallError {
  return new PlatformCallError(
    'bluesky',
    'unavailable',
    `Bluesky answered ${what} in a form we cannot read.`,
    null,
    200,
  );
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
