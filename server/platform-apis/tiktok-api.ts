import type { Config } from '../config';

// The calls we make to TikTok (developers.tiktok.com): Login Kit for Web's authorize page on
// www.tiktok.com, the OAuth v2 token and revoke endpoints and the Display API's user info on
// open.tiktokapis.com. Every failure, an error answer or no answer at all, becomes a
// TikTokApiError with TikTok's own code and message (never a token): the routes turn it into a 502
// or an error flag, never a 500.

/** Why a call failed, in the words the live-count poller uses (server/live-sources/platform-reader.ts). */
export type TikTokFailure = 'rate_limited' | 'unavailable' | 'refused';

export class TikTokApiError extends Error {
  constructor(
    readonly status: number | null,
    /** TikTok's error code: `access_token_invalid`, `rate_limit_exceeded` (API), `invalid_grant` (OAuth). */
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'TikTokApiError';
  }

  /** 429 `rate_limit_exceeded` ("Rate Limits"); no answer or a 5xx; anything else. */
  get failure(): TikTokFailure {
    if (this.status === 429 || this.code === 'rate_limit_exceeded') return 'rate_limited';
    if (this.status === null || this.status >= 500) return 'unavailable';
    return 'refused';
  }
}

export interface TikTokTokens {
  openId: string;
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  /** The scopes the user agreed to (they may refuse some of those asked for). */
  scopes: string[];
}

export interface TikTokUser {
  openId: string;
  displayName: string;
  avatarUrl: string | null;
  /** Null when the user did not grant user.info.stats. */
  followerCount: number | null;
}

type Json = Record<string, unknown>;
const TIMEOUT_MS = 10_000;
/** What we ask /v2/user/info/ for: the id, the count and what the studio shows of the account. */
export const TIKTOK_USER_FIELDS = 'open_id,follower_count,display_name,avatar_url';

async function readJson(res: Response): Promise<Json> {
  const text = await res.text();
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Json) : {};
  } catch {
    // An HTML error page from a proxy: the status says enough.
    return {};
  }
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function createTikTokApi(config: Config, fetchImpl: typeof fetch = fetch) {
  const clientKey = config.TIKTOK_CLIENT_KEY ?? '';
  const clientSecret = config.TIKTOK_CLIENT_SECRET ?? '';
  const authBase = config.TIKTOK_AUTH_URL.replace(/\/+$/, '');
  const apiBase = config.TIKTOK_API_URL.replace(/\/+$/, '');

  async function send(url: string, init: RequestInit, what: string): Promise<{ res: Response; body: Json }> {
    let res: Response;
    try {
      res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new TikTokApiError(null, null, `TikTok did not answer (${what}). Please try again.`);
    }
    return { res, body: await readJson(res) };
  }

  // OAuth endpoints answer errors as { error, error_description, log_id } ("OAuth Error Handling").
  async function oauth(path: string, params: Record<string, string>, what: string): Promise<Json> {
    const { res, body } = await send(
      `${apiBase}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'cache-control': 'no-cache' },
        body: new URLSearchParams({ client_key: clientKey, client_secret: clientSecret, ...params }),
      },
      what,
    );
    const error = str(body.error);
    if (!res.ok || error) {
      const detail = str(body.error_description) ?? error ?? res.statusText;
      throw new TikTokApiError(res.status, error, `TikTok refused ${what} (${res.status}: ${detail}).`);
    }
    return body;
  }

  async function token(params: Record<string, string>, what: string): Promise<TikTokTokens> {
    const body = await oauth('/v2/oauth/token/', params, what);
    const accessToken = str(body.access_token);
    const openId = str(body.open_id);
    if (!accessToken || !openId)
      throw new TikTokApiError(200, null, `TikTok answered ${what} without a token.`);
    const seconds = Number(body.expires_in);
    return {
      openId,
      accessToken,
      refreshToken: str(body.refresh_token),
      expiresAt: new Date(Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000),
      scopes: (str(body.scope) ?? '').split(',').filter(Boolean),
    };
  }

  return {
    /** Login Kit for Web: the scopes comma-separated, no PKCE (TikTok asks it of mobile and desktop apps only). */
    authorizeUrl(redirectUri: string, scopes: readonly string[], state: string): string {
      const q = new URLSearchParams({
        client_key: clientKey,
        scope: scopes.join(','),
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      });
      return `${authBase}/v2/auth/authorize/?${q}`;
    },

    exchangeCode: (code: string, redirectUri: string) =>
      token({ code, grant_type: 'authorization_code', redirect_uri: redirectUri }, 'the authorization code'),

    /** Refresh tokens rotate: the one sent stops working once the new pair is issued. */
    refreshTokens: (refreshToken: string) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'the token refresh'),

    /** Ends the user's access token (POST /v2/oauth/revoke/); TikTok answers an empty 200. */
    async revokeToken(accessToken: string): Promise<void> {
      await oauth('/v2/oauth/revoke/', { token: accessToken }, 'the token revocation');
    },

    /**
     * The token's own user (GET /v2/user/info/). Answers are `{ data: { user }, error: { code,
     * message, log_id } }`, with `code` "ok" on success ("Error Handling", API v2).
     */
    async getUser(accessToken: string): Promise<TikTokUser> {
      const { res, body } = await send(
        `${apiBase}/v2/user/info/?fields=${TIKTOK_USER_FIELDS}`,
        { headers: { authorization: `Bearer ${accessToken}` } },
        'the user info',
      );
      const error = (body.error ?? {}) as Json;
      const code = str(error.code);
      if (!res.ok || (code && code !== 'ok')) {
        const detail = str(error.message) ?? code ?? res.statusText;
        throw new TikTokApiError(
          res.status,
          code,
          `TikTok refused the user info (${res.status}: ${detail}).`,
        );
      }
      const user = ((body.data ?? {}) as Json).user as Json | undefined;
      const openId = str(user?.open_id);
      if (!user || !openId)
        throw new TikTokApiError(200, null, 'TikTok answered the user info without a user.');
      const count = user.follower_count;
      return {
        openId,
        displayName: str(user.display_name) ?? openId,
        avatarUrl: str(user.avatar_url),
        followerCount: typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : null,
      };
    },
  };
}

export type TikTokApi = ReturnType<typeof createTikTokApi>;
