import type { Config } from '../config';
import {
  INVALID_TOKEN_CODE,
  isThrottleCode,
  type Json,
  META_TIMEOUT_MS,
  metaErrorOf,
  metaTokenOf,
  nonEmpty,
  parseJsonObject,
} from './meta-graph';

// The calls we make to Meta's Threads API (developers.facebook.com/docs/threads): the Authorization
// Window on threads.net, and on graph.threads.net the code exchange, the long-lived token's
// exchange and refresh, the token's own profile and the user insights' `followers_count`. Every
// failure becomes a ThreadsApiError with Meta's message and code (never a token).

/** Why a call failed, in the words the live-count poller uses (server/live-sources/platform-reader.ts). */
export type ThreadsFailure = 'rate_limited' | 'unavailable' | 'refused';

/** Meta's code for an access token that is invalid, expired or revoked (meta-graph.ts). */
export const META_INVALID_TOKEN = INVALID_TOKEN_CODE;

export class ThreadsApiError extends Error {
  constructor(
    readonly status: number | null,
    /** Meta's error code (`error.code`): 190 for a token that no longer works, 4/17/32/613 throttled. */
    readonly code: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'ThreadsApiError';
  }

  get failure(): ThreadsFailure {
    if (this.status === 429 || isThrottleCode(this.code)) return 'rate_limited';
    if (this.status === null || this.status >= 500) return 'unavailable';
    return 'refused';
  }
}

export interface ThreadsTokens {
  accessToken: string;
  expiresAt: Date;
}

export interface ThreadsProfile {
  id: string;
  username: string;
}

const VERSION = 'v1.0';
/** A short-lived token lives an hour ("Get Access Tokens"); a long-lived one 60 days. */
const SHORT_LIVED_SECONDS = 3600;

const str = nonEmpty;

export function createThreadsApi(config: Config, fetchImpl: typeof fetch = fetch) {
  const appId = config.THREADS_APP_ID ?? '';
  const appSecret = config.THREADS_APP_SECRET ?? '';
  const authBase = config.THREADS_AUTH_URL.replace(/\/+$/, '');
  const apiBase = config.THREADS_API_URL.replace(/\/+$/, '');

  // Errors come in Meta's envelope: { error: { message, type, code, fbtrace_id } }.
  async function call(url: string, init: RequestInit, what: string): Promise<Json> {
    let res: Response;
    try {
      res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(META_TIMEOUT_MS) });
    } catch {
      throw new ThreadsApiError(null, null, `Threads did not answer (${what}). Please try again.`);
    }
    const body = parseJsonObject(await res.text()) ?? {};
    const error = metaErrorOf(body);
    if (!res.ok || error) {
      const code = error?.code ?? null;
      const detail = error?.message ?? res.statusText;
      throw new ThreadsApiError(res.status, code, `Threads refused ${what} (${res.status}: ${detail}).`);
    }
    return body;
  }

  function tokenOf(body: Json, what: string, fallbackSeconds: number): ThreadsTokens {
    const token = metaTokenOf(body, fallbackSeconds);
    if (!token) throw new ThreadsApiError(200, null, `Threads answered ${what} without a token.`);
    return token;
  }

  const get = (path: string, params: Record<string, string>, what: string) =>
    call(`${apiBase}${path}?${new URLSearchParams(params)}`, { method: 'GET' }, what);

  return {
    /** The Authorization Window: permissions comma-separated, `state` ours. */
    authorizeUrl(redirectUri: string, scopes: readonly string[], state: string): string {
      const q = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        scope: scopes.join(','),
        response_type: 'code',
        state,
      });
      return `${authBase}/oauth/authorize?${q}`;
    },

    /** The code for a short-lived token (an hour) and the Threads user id it belongs to. */
    async exchangeCode(code: string, redirectUri: string): Promise<ThreadsTokens & { userId: string }> {
      const body = await call(
        `${apiBase}/oauth/access_token`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_id: appId,
            client_secret: appSecret,
            code,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
          }),
        },
        'the authorization code',
      );
      const id = body.user_id;
      if (typeof id !== 'number' && typeof id !== 'string')
        throw new ThreadsApiError(200, null, 'Threads answered the authorization code without a user.');
      return { ...tokenOf(body, 'the authorization code', SHORT_LIVED_SECONDS), userId: String(id) };
    },

    /** A short-lived token for a long-lived one (60 days): GET /access_token, th_exchange_token. */
    async exchangeLongLived(shortLived: string): Promise<ThreadsTokens> {
      const body = await get(
        '/access_token',
        { grant_type: 'th_exchange_token', client_secret: appSecret, access_token: shortLived },
        'the long-lived token',
      );
      return tokenOf(body, 'the long-lived token', 60 * 86_400);
    },

    /**
     * A long-lived token refreshed for another 60 days (GET /refresh_access_token,
     * th_refresh_token). Meta refreshes only a token at least a day old and not yet expired.
     */
    async refreshLongLived(longLived: string): Promise<ThreadsTokens> {
      const body = await get(
        '/refresh_access_token',
        { grant_type: 'th_refresh_token', access_token: longLived },
        'the token refresh',
      );
      return tokenOf(body, 'the token refresh', 60 * 86_400);
    },

    /** The token's own profile (GET /me). */
    async getProfile(accessToken: string): Promise<ThreadsProfile> {
      const body = await get(
        `/${VERSION}/me`,
        { fields: 'id,username', access_token: accessToken },
        'the profile',
      );
      const id = str(body.id);
      if (!id) throw new ThreadsApiError(200, null, 'Threads answered the profile without an id.');
      return { id, username: str(body.username) ?? id };
    },

    /**
     * The account's followers (GET /{threads-user-id}/threads_insights?metric=followers_count): a
     * current total, read from `total_value.value` (`values[0].value` as a fallback); null when the
     * answer holds no number.
     */
    async getFollowersCount(userId: string, accessToken: string): Promise<number | null> {
      const body = await get(
        `/${VERSION}/${encodeURIComponent(userId)}/threads_insights`,
        { metric: 'followers_count', access_token: accessToken },
        'the follower count',
      );
      const data = Array.isArray(body.data) ? (body.data as Json[]) : [];
      const metric = data.find((d) => d.name === 'followers_count');
      const total = (metric?.total_value as Json | undefined)?.value;
      const first = (Array.isArray(metric?.values) ? (metric.values as Json[]) : [])[0]?.value;
      const value = typeof total === 'number' ? total : first;
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
    },
  };
}

export type ThreadsApi = ReturnType<typeof createThreadsApi>;
