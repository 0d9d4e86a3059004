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
import { epochSecondsHeader } from '../../reset-times';

// Twitch's follower counts, read with an app access token. What each rule follows:
// - The token: client credentials grant (Getting OAuth Access Tokens › Client credentials grant
//   flow), POST {TWITCH_AUTH_URL}/token with the app's id and secret form-encoded in the body, never
//   in the URL → { access_token, expires_in, token_type }. Kept until a minute before it expires;
//   a token can still stop working before then ("Tokens don't last forever": Helix answers 401),
//   so a 401 gets one new token and one retry.
// - Every Helix call sends `Authorization: Bearer <token>` and `Client-Id` (Authentication ›
//   "Passing the access token to the API").
// - Lookup: Reference › Get Users (app token allowed), `login=` or `id=` → { data: [user] }; empty
//   data is no such account. Helix answers 400 "Invalid login names, emails or IDs in request" to a
//   name or id no account can have (seen, twitchdev/issues#937): that is no such account too.
// - Count: Reference › Get Channel Followers, `broadcaster_id=<id>&first=1` → { total, … }. An app
//   token gets only `total` ("If a scope is not provided … only the total follower count will be
//   included"), which is exact: Twitch neither rounds nor hides it. One broadcaster per call. Its
//   documented 400 "The broadcaster_id query parameter is not valid." means the account is gone.
// - Limits (Twitch API Concepts › Twitch Rate Limits): a bucket of 800 points a minute for the app's
//   app-token requests, 1 point a call; 429 when it is empty, with Ratelimit-Reset (epoch seconds)
//   saying when it is full again. We keep to 600 a minute: the EventSub code spends the same bucket.

export const TWITCH_LIMITS: PlatformLimits = {
  batchSize: 1,
  callsPerWindow: 600,
  window: { seconds: 60 },
  minIntervalSeconds: 60,
};

/** A token is dropped this long before Twitch says it expires, so no call carries a dying one. */
const TOKEN_MARGIN_MS = 60_000;
/** When Twitch names no reset time, the bucket's own window. */
const DEFAULT_RETRY_MS = 60_000;

interface AppToken {
  value: string;
  until: number;
}

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const twitchPlatform: ServerPlatform = {
  platform: 'twitch',
  missingSetting(config: Config): string | null {
    const missing = [
      config.TWITCH_CLIENT_ID ? null : 'TWITCH_CLIENT_ID',
      config.TWITCH_CLIENT_SECRET ? null : 'TWITCH_CLIENT_SECRET',
    ].filter((name): name is string => name !== null);
    return missing.length ? missing.join(' and ') : null;
  },
  createReader: (deps) => createTwitchReader(deps),
};

function createTwitchReader({ config, fetch: fetchImpl, now }: ReaderDeps): PlatformReader {
  const clientId = config.TWITCH_CLIENT_ID ?? '';
  const clientSecret = config.TWITCH_CLIENT_SECRET ?? '';
  const authBase = config.TWITCH_AUTH_URL.replace(/\/+$/, '');
  const apiBase = config.TWITCH_API_URL.replace(/\/+$/, '');
  let token: AppToken | null = null;
  let tokenRequest: Promise<string> | null = null;
  // What no message may repeat: the secret and every token we were given.
  const secrets = new Set([clientSecret].filter(Boolean));

  function redact(text: string): string {
    let out = text;
    for (const secret of secrets) out = out.split(secret).join('[redacted]');
    return out;
  }

  /** The failure Twitch means by an answer we did not expect. */
  function failure(answer: PlatformAnswer, what: string): PlatformCallError {
    const { status, headers, body } = answer;
    if (status === 429) {
      const retryAt = epochSecondsHeader(headers.get('ratelimit-reset')) ?? now() + DEFAULT_RETRY_MS;
      return new PlatformCallError(
        'twitch',
        'rate_limited',
        'Twitch’s rate limit is used up.',
        retryAt,
        status,
      );
    }
    if (status >= 500) return serverFailure('twitch', status);
    const said = isJson(body) && typeof body.message === 'string' ? body.message : `status ${status}`;
    return new PlatformCallError(
      'twitch',
      'refused',
      redact(`Twitch refused ${what} (${status}: ${said}).`),
      null,
      status,
    );
  }

  async function requestToken(): Promise<string> {
    const answer = await callPlatform('twitch', fetchImpl, `${authBase}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    if (answer.status !== 200)
      throw failure(answer, 'the app’s credentials (TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET)');
    const body = answer.body;
    if (!isJson(body) || typeof body.access_token !== 'string' || !body.access_token)
      throw new PlatformCallError(
        'twitch',
        'unavailable',
        'Twitch answered the token request without a token.',
      );
    secrets.add(body.access_token);
    const seconds = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    token = { value: body.access_token, until: now() + seconds * 1000 - TOKEN_MARGIN_MS };
    return body.access_token;
  }

  /** The cached app token, or a new one; calls that need one at the same time share one request. */
  function appToken(): Promise<string> {
    if (token && token.until > now()) return Promise.resolve(token.value);
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  async function helix(path: string, query: URLSearchParams): Promise<PlatformAnswer> {
    const url = `${apiBase}/${path}?${query}`;
    const send = (bearer: string) =>
      callPlatform('twitch', fetchImpl, url, {
        headers: { authorization: `Bearer ${bearer}`, 'client-id': clientId },
      });
    const bearer = await appToken();
    const answer = await send(bearer);
    if (answer.status !== 401) return answer;
    // Expired early or revoked: forget it (unless a parallel call has replaced it) and try once more.
    if (token?.value === bearer) token = null;
    return send(await appToken());
  }

  const helixRefusal = (answer: PlatformAnswer, what: string) =>
    failure(answer, answer.status === 401 ? 'the app access token, even a new one' : what);

  /** The followers of one broadcaster; null when Twitch says the id is not valid (the account is gone). */
  async function readFollowers(id: string): Promise<CountReading | null> {
    const answer = await helix('channels/followers', new URLSearchParams({ broadcaster_id: id, first: '1' }));
    // Judged by the status alone: Twitch asks apps not to depend on its message strings (Twitch API
    // Concepts › Taking dependencies), and the only 400 a well-formed id can draw is "not valid".
    if (answer.status === 400) return null;
    if (answer.status !== 200) throw helixRefusal(answer, 'the follower count');
    const total = isJson(answer.body) ? answer.body.total : undefined;
    if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0)
      throw new PlatformCallError(
        'twitch',
        'unavailable',
        'Twitch answered without a follower count.',
        null,
        200,
      );
    return { value: total, precision: 'exact' };
  }

  async function findUser(account: ParsedAccount): Promise<Json | null> {
    const param = account.kind === 'id' ? 'id' : 'login';
    const answer = await helix('users', new URLSearchParams({ [param]: account.value }));
    if (answer.status === 400) return null;
    if (answer.status !== 200) throw helixRefusal(answer, 'the channel lookup');
    const data = isJson(answer.body) ? answer.body.data : undefined;
    if (!Array.isArray(data))
      throw new PlatformCallError(
        'twitch',
        'unavailable',
        'Twitch answered the lookup without a list.',
        null,
        200,
      );
    const user: unknown = data[0];
    if (user === undefined) return null;
    if (!isJson(user) || typeof user.id !== 'string' || typeof user.login !== 'string')
      throw new PlatformCallError(
        'twitch',
        'unavailable',
        'Twitch answered the lookup without a user.',
        null,
        200,
      );
    return user;
  }

  return {
    platform: 'twitch',
    limits: TWITCH_LIMITS,

    async lookup(account: ParsedAccount): Promise<SourceProfile | null> {
      const user = await findUser(account);
      if (!user) return null;
      const id = String(user.id);
      const reading = await readFollowers(id);
      // Deleted between the two calls.
      if (!reading) return null;
      const login = String(user.login);
      const displayName =
        typeof user.display_name === 'string' && user.display_name ? user.display_name : login;
      const avatar = user.profile_image_url;
      return {
        id,
        handle: login,
        displayName,
        avatarUrl: typeof avatar === 'string' && avatar ? avatar : null,
        reading,
      };
    },

    // One call per broadcaster (Get Channel Followers takes one), one after another: the budget
    // counts them, and a rate limit stops the rest at once.
    async readCounts(ids: string[]): Promise<Map<string, CountReading>> {
      const readings = new Map<string, CountReading>();
      for (const id of ids) {
        const reading = await readFollowers(id);
        if (reading) readings.set(id, reading);
      }
      return readings;
    },
  };
}
