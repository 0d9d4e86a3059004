import type { Config } from '../config';
import {
  INVALID_TOKEN_CODE,
  type Json,
  META_TIMEOUT_MS,
  metaErrorOf,
  metaTokenOf,
  parseJsonObject,
  regainMinutes,
  THROTTLE_CODES,
} from './meta-graph';

// The calls we make for the Instagram API with Instagram Login, as Meta's Instagram Platform
// reference describes them:
// - "Oauth Authorize": GET api.instagram.com/oauth/authorize (client_id, redirect_uri,
//   response_type=code, scope, state); the window comes back to redirect_uri with code and state.
// - "Business Login for Instagram", step 2: POST api.instagram.com/oauth/access_token, form fields
//   client_id, client_secret, grant_type=authorization_code, redirect_uri, code; the answer is
//   { data: [{ access_token, user_id, permissions }] }, a token good for one hour.
// - "Access Token": GET graph.instagram.com/access_token?grant_type=ig_exchange_token&client_secret
//   &access_token: the long-lived token (60 days) as { access_token, token_type, expires_in }.
// - "Refresh Access Token": GET graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token
//   &access_token: a long-lived token at least 24 hours old and not yet expired, for 60 more days.
// - "IG User": GET graph.instagram.com/me?fields=user_id,username,profile_picture_url,followers_count.
// Graph errors come as { error: { message, type, code, error_subcode, fbtrace_id } } ("Handling
// Errors" of the Graph API); the OAuth host answers { error_type, code, error_message }. Either way
// a failure is an InstagramApiError with Meta's message and code.

export class InstagramApiError extends Error {
  constructor(
    /** The HTTP status, or null when Instagram did not answer. */
    readonly status: number | null,
    message: string,
    /** Meta's error code (190: invalid token; 4, 17, 32, 613: throttled), when it gave one. */
    readonly code: number | null = null,
    /** Minutes until calls are allowed again, from X-Business-Use-Case-Usage, when it said. */
    readonly regainMinutes: number | null = null,
  ) {
    super(message);
    this.name = 'InstagramApiError';
  }
}

// Meta's codes of an invalid or expired token, and of throttling ("Handling Errors"): meta-graph.ts.
export { INVALID_TOKEN_CODE, regainMinutes, THROTTLE_CODES };

export interface InstagramTokens {
  accessToken: string;
  expiresAt: Date;
}
export interface InstagramProfile {
  /** The Instagram professional account's id (IG user id). */
  userId: string;
  username: string;
  pictureUrl: string | null;
  /** Null when Instagram gave none (the field is there for professional accounts only). */
  followers: number | null;
}

function failureOf(status: number, body: Json | null, headers: Headers): InstagramApiError {
  // The Graph host answers Meta's envelope; the OAuth host { error_type, code, error_message }.
  const graph = metaErrorOf(body);
  const message =
    graph?.message ||
    (typeof body?.error_message === 'string' && body.error_message) ||
    `Instagram refused the request (${status}).`;
  const rawCode = graph?.code ?? body?.code;
  const code = typeof rawCode === 'number' ? rawCode : null;
  return new InstagramApiError(
    status,
    message,
    code,
    regainMinutes(headers.get('x-business-use-case-usage')),
  );
}

export function createInstagramApi(config: Config, fetchImpl: typeof fetch = fetch) {
  const appId = config.INSTAGRAM_APP_ID ?? '';
  const appSecret = config.INSTAGRAM_APP_SECRET ?? '';
  const authBase = config.INSTAGRAM_AUTH_URL.replace(/\/+$/, '');
  const apiBase = config.INSTAGRAM_API_URL.replace(/\/+$/, '');

  async function call(url: string, init: RequestInit = {}): Promise<Json> {
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(META_TIMEOUT_MS) });
      text = await res.text();
    } catch {
      throw new InstagramApiError(null, 'Instagram did not answer.');
    }
    // Not JSON (a proxy's page): the status says enough.
    const body = parseJsonObject(text);
    if (!res.ok || !body) throw failureOf(res.status, body, res.headers);
    return body;
  }

  function tokensOf(body: Json): InstagramTokens {
    // Instagram always says how long a long-lived token lives: no lifetime, no token.
    const token = typeof body.expires_in === 'number' ? metaTokenOf(body, null) : null;
    if (!token) throw new InstagramApiError(200, 'Instagram answered without a token.');
    return token;
  }

  return {
    authorizeUrl(redirectUri: string, scopes: readonly string[], state: string): string {
      const q = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: scopes.join(','),
        state,
      });
      return `${authBase}/oauth/authorize?${q}`;
    },

    /** The code for a short-lived token (one hour) and the account's id. */
    async exchangeCode(code: string, redirectUri: string): Promise<{ accessToken: string; userId: string }> {
      const body = await call(`${authBase}/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: appId,
          client_secret: appSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        }),
      });
      const first = (Array.isArray(body.data) ? body.data[0] : body) as Json | undefined;
      const token = first?.access_token;
      const userId = first?.user_id;
      if (typeof token !== 'string' || (typeof userId !== 'string' && typeof userId !== 'number'))
        throw new InstagramApiError(200, 'Instagram answered without a token.');
      return { accessToken: token, userId: String(userId) };
    },

    /** A short-lived token for a long-lived one (60 days). */
    async exchangeLongLived(shortLived: string): Promise<InstagramTokens> {
      const q = new URLSearchParams({
        grant_type: 'ig_exchange_token',
        client_secret: appSecret,
        access_token: shortLived,
      });
      return tokensOf(await call(`${apiBase}/access_token?${q}`));
    },

    /** A long-lived token (at least a day old, not expired) for a new one, good 60 days from now. */
    async refresh(longLived: string): Promise<InstagramTokens> {
      const q = new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: longLived });
      return tokensOf(await call(`${apiBase}/refresh_access_token?${q}`));
    },

    /** The token's own professional account: its id, username, picture and follower count. */
    async getProfile(accessToken: string): Promise<InstagramProfile> {
      const q = new URLSearchParams({
        fields: 'user_id,username,profile_picture_url,followers_count',
        access_token: accessToken,
      });
      const body = await call(`${apiBase}/me?${q}`);
      const userId = body.user_id ?? body.id;
      if ((typeof userId !== 'string' && typeof userId !== 'number') || typeof body.username !== 'string')
        throw new InstagramApiError(200, 'Instagram answered without the account.');
      return {
        userId: String(userId),
        username: body.username,
        pictureUrl: typeof body.profile_picture_url === 'string' ? body.profile_picture_url : null,
        followers: typeof body.followers_count === 'number' ? body.followers_count : null,
      };
    },
  };
}

export type InstagramApi = ReturnType<typeof createInstagramApi>;
