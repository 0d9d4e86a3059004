import type { ParsedAccount } from '@core/live-sources/platforms';
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
import { epochSecondsHeader } from '../../reset-times';

// X's follower counts, read through the X API v2 users lookup as docs.x.com documents it:
// - "Users lookup — Integration Guide, App-Only authentication": public user data with the app's
//   bearer token, `Authorization: Bearer <X_BEARER_TOKEN>`, and nothing else.
// - "Get Users by Username" (GET /2/users/by/username/:username) and "Get Users by ID"
//   (GET /2/users/:id) for a lookup; "Get Users by IDs" (GET /2/users?ids=, at most 100 ids) for
//   counts, by id, since a username can change and an id cannot. "Fields and expansions":
//   `user.fields=public_metrics,profile_image_url`; `public_metrics.followers_count` is the exact
//   count (X neither rounds nor hides it).
// - "Response Codes & Errors": a user X cannot find is a 200 with `errors` (type
//   .../problems/resource-not-found) and no `data`; a batch leaves it out of `data` ("Partial
//   errors"). The Integration Guide also says a single lookup answers 404 for it; both mean null.
//   401 is a bad token, 402/403 an app without access or credits (refused, with X's `detail`).
// - "X API Rate Limits": 429 with `x-rate-limit-reset` (epoch seconds); without it we wait a whole
//   15-minute window.

const LIMITS: PlatformLimits = {
  batchSize: 100,
  // Half of X's limit for each users lookup endpoint (300 requests per 15 minutes per app, "X API
  // Rate Limits — Users lookup"), leaving room for lookups and for a second instance.
  callsPerWindow: 150,
  window: { seconds: 900 },
  // A slow default cadence: every user read is paid for ("Pricing — User: Read", per user returned).
  minIntervalSeconds: 900,
};
const WINDOW_MS = 900_000;
const LOOKUP_FIELDS = 'public_metrics,profile_image_url';
const COUNT_FIELDS = 'public_metrics';
// "Get Users by Username" path pattern and components/schemas/UserId.
const USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const USER_ID = /^[0-9]{1,19}$/;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

interface XUser {
  id: string;
  username: string;
  name: string;
  profileImageUrl: string | null;
  reading: CountReading;
}

/** A user object with its follower count, or null when it lacks what we asked for. */
function readUser(value: unknown): XUser | null {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.username !== 'string') return null;
  const metrics = value.public_metrics;
  if (!isObject(metrics) || typeof metrics.followers_count !== 'number') return null;
  return {
    id: value.id,
    username: value.username,
    name: typeof value.name === 'string' ? value.name : value.username,
    profileImageUrl: typeof value.profile_image_url === 'string' ? value.profile_image_url : null,
    reading: { value: metrics.followers_count, precision: 'exact' },
  };
}

/** A problem of X's type `name` (its pages write api.x.com, its answers still api.twitter.com). */
const isProblem = (value: unknown, name: string): boolean =>
  isObject(value) && typeof value.type === 'string' && value.type.endsWith(`/2/problems/${name}`);

/** A 200 without `data` whose errors all say the user is not there (deleted, suspended, never was). */
function reportsMissingUser(body: unknown): boolean {
  if (!isObject(body) || body.data !== undefined || !Array.isArray(body.errors) || body.errors.length === 0)
    return false;
  return body.errors.every(
    (e) => isProblem(e, 'resource-not-found') || (isObject(e) && e.resource_type === 'user'),
  );
}

/** What X said was wrong: a problem's detail or title, or the first error's message. */
function detailOf(answer: PlatformAnswer): string {
  const body = answer.body;
  const first = isObject(body) && Array.isArray(body.errors) ? body.errors[0] : undefined;
  const candidates = [
    isObject(body) ? body.detail : undefined,
    isObject(body) ? body.title : undefined,
    isObject(first) ? (first.detail ?? first.message) : undefined,
  ];
  const text = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
  return (text ?? 'no reason given').slice(0, 300);
}

const malformed = (what: string) =>
  new PlatformCallError('x', 'unavailable', `X answered ${what} in a shape it does not document.`, null, 200);

export function createXReader({ config, fetch: fetchImpl, now }: ReaderDeps): PlatformReader {
  const base = config.X_API_URL.replace(/\/+$/, '');
  const token = config.X_BEARER_TOKEN ?? '';
  // X's messages never echo the token, but a message must not carry it even if one did.
  const redact = (text: string) => (token ? text.split(token).join('[token]') : text);

  function failure(answer: PlatformAnswer): PlatformCallError {
    const { status } = answer;
    if (status === 429) {
      const retryAt = epochSecondsHeader(answer.headers.get('x-rate-limit-reset')) ?? now() + WINDOW_MS;
      return new PlatformCallError(
        'x',
        'rate_limited',
        'X says the app made too many requests (429).',
        retryAt,
        429,
      );
    }
    if (status >= 500) return serverFailure('x', status);
    const detail = redact(detailOf(answer));
    const message =
      status === 401
        ? `X refused the bearer token (401: ${detail}). Check X_BEARER_TOKEN.`
        : `X refused the request (${status}: ${detail}).`;
    return new PlatformCallError('x', 'refused', message, null, status);
  }

  const get = (pathAndQuery: string) =>
    callPlatform('x', fetchImpl, `${base}/${pathAndQuery}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });

  async function lookup(account: ParsedAccount): Promise<SourceProfile | null> {
    const byId = account.kind === 'id';
    // A value X's patterns refuse names no account: no (paid) call needed to say so.
    if (!(byId ? USER_ID : USERNAME).test(account.value)) return null;
    const path = byId ? `users/${account.value}` : `users/by/username/${account.value}`;
    const answer = await get(`${path}?user.fields=${LOOKUP_FIELDS}`);
    if (answer.status === 404 && isProblem(answer.body, 'resource-not-found')) return null;
    if (answer.status !== 200) throw failure(answer);
    if (reportsMissingUser(answer.body)) return null;
    const user = readUser(isObject(answer.body) ? answer.body.data : undefined);
    if (!user) throw malformed('the lookup');
    return {
      id: user.id,
      handle: user.username,
      displayName: user.name,
      avatarUrl: user.profileImageUrl,
      reading: user.reading,
    };
  }

  async function readCounts(ids: string[]): Promise<Map<string, CountReading>> {
    // Only X ids can be on X; anything else stays out of the map, like an account that is gone.
    const wanted = [...new Set(ids)].filter((id) => USER_ID.test(id));
    const readings = new Map<string, CountReading>();
    for (let i = 0; i < wanted.length; i += LIMITS.batchSize) {
      const batch = wanted.slice(i, i + LIMITS.batchSize);
      const answer = await get(`users?ids=${batch.join(',')}&user.fields=${COUNT_FIELDS}`);
      if (answer.status !== 200) throw failure(answer);
      const data = isObject(answer.body) ? answer.body.data : undefined;
      if (data === undefined) continue; // every user of the batch is gone: they are all in `errors`
      if (!Array.isArray(data)) throw malformed('the count');
      for (const item of data) {
        const user = readUser(item);
        if (!user) throw malformed('the count');
        readings.set(user.id, user.reading);
      }
    }
    return readings;
  }

  return { platform: 'x', limits: LIMITS, lookup, readCounts };
}

export const xPlatform: ServerPlatform = {
  platform: 'x',
  missingSetting: (config) => (config.X_BEARER_TOKEN ? null : 'X_BEARER_TOKEN'),
  createReader: createXReader,
};
