import { OauthStandIn, type Send, type StandInRequest } from '../../testing/oauth-stand-in';
import {
  ACCESS_TOKEN_INVALID,
  apiErrorResponse,
  getUserInfoResponse,
  INVALID_PARAMS,
  oauthErrorResponse,
  RATE_LIMIT_EXCEEDED,
  SCOPE_NOT_AUTHORIZED,
  tokenResponse,
  USER_INFO_LIMIT_PER_MINUTE,
} from './tiktok-fixtures';

// A loopback stand-in of TikTok for tests, as developers.tiktok.com describes it: Login Kit for
// Web's authorize page (GET /v2/auth/authorize/, comma-separated scopes, back to the redirect URI
// with code, scopes and state, or error and error_description when the user declines), the OAuth v2
// token endpoint (form-encoded, client_key, codes and refresh tokens good once: refresh tokens
// rotate), the revoke endpoint, and GET /v2/user/info/ with the fields asked for, each needing its
// scope, 401 access_token_invalid, and 429 rate_limit_exceeded past 600 calls in a sliding minute.
// One server stands for both hosts (www.tiktok.com and open.tiktokapis.com).

export interface TikTokAccount {
  openId: string;
  displayName: string;
  avatarUrl: string;
  followers: number;
}
/** What a token was granted: the account and the scopes the user agreed to. */
export interface TikTokGrant {
  account: TikTokAccount;
  scopes: string[];
}

// Which scope each user field needs ("Get User Info", User Object).
const FIELD_SCOPES: Record<string, string> = {
  open_id: 'user.info.basic',
  union_id: 'user.info.basic',
  avatar_url: 'user.info.basic',
  display_name: 'user.info.basic',
  follower_count: 'user.info.stats',
  following_count: 'user.info.stats',
  likes_count: 'user.info.stats',
  video_count: 'user.info.stats',
};

export class TikTokStandIn extends OauthStandIn<TikTokGrant> {
  /** The TikTok account that "signs in" at the authorize page. */
  account: TikTokAccount = { openId: 'tt-open-1', displayName: 'tiktoker', avatarUrl: '', followers: 1234 };
  /** The scopes the user agrees to at the authorize page; null: all those asked for. */
  grantScopes: string[] | null = null;
  /** The user declines at the authorize page. */
  declines = false;
  /** /v2/user/info/'s limit per sliding minute (lowered by tests). */
  limitPerMinute = USER_INFO_LIMIT_PER_MINUTE;
  private userInfoCalls: number[] = [];

  constructor(clientKey = 'tiktok-standin-client-key', clientSecret = 'tiktok-standin-client-secret') {
    super(clientKey, clientSecret);
  }

  appConfig(): Record<string, string> {
    return {
      TIKTOK_CLIENT_KEY: this.clientId,
      TIKTOK_CLIENT_SECRET: this.clientSecret,
      TIKTOK_AUTH_URL: this.url,
      TIKTOK_API_URL: this.url,
    };
  }

  /** Forgets the calls counted against the rate limit. */
  resetRateLimit() {
    this.userInfoCalls = [];
  }

  protected route({ req, method, path, url, body, isForm, send }: StandInRequest) {
    const route = `${method} ${path}`;
    if (route === 'GET /v2/auth/authorize/') return this.authorize(url.searchParams, send);
    if (route === 'POST /v2/oauth/token/' || route === 'POST /v2/oauth/revoke/') {
      if (!isForm)
        return send(400, oauthErrorResponse('invalid_request', 'Content-Type must be form-encoded'));
      const p = (body ?? {}) as Record<string, string>;
      if (p.client_key !== this.clientId || p.client_secret !== this.clientSecret)
        return send(401, oauthErrorResponse('invalid_client', 'Client key or secret is incorrect.'));
      return path === '/v2/oauth/token/' ? this.token(p, send) : this.revoke(p, send);
    }
    if (route === 'GET /v2/user/info/') {
      const bearer = this.bearerToken(req);
      return this.userInfo(bearer ? this.userTokens.get(bearer) : undefined, url.searchParams, send);
    }
    send(404, apiErrorResponse('invalid_params', 'Not Found'));
  }

  // The user "approves" at once (or declines) and TikTok sends the browser back.
  private authorize(q: URLSearchParams, send: Send) {
    const scopes = (q.get('scope') ?? '').split(',').filter(Boolean);
    const redirect = q.get('redirect_uri');
    if (
      q.get('client_key') !== this.clientId ||
      q.get('response_type') !== 'code' ||
      !redirect ||
      !scopes.length
    )
      return send(
        400,
        oauthErrorResponse(
          'invalid_request',
          'client_key, scope, response_type and redirect_uri are required',
        ),
      );
    const back = new URL(redirect);
    const state = q.get('state');
    if (this.declines) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the request.');
    } else {
      const granted = this.grantScopes ?? scopes;
      const code = this.issueCode({
        account: { account: this.account, scopes: granted },
        redirectUri: redirect,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scopes', granted.join(','));
    }
    if (state) back.searchParams.set('state', state);
    send(302, undefined, { location: back.toString() });
  }

  private token(p: Record<string, string>, send: Send) {
    const grant = this.redeemGrant(p);
    if ('refused' in grant) {
      if (grant.refused === 'grant')
        return send(400, oauthErrorResponse('unsupported_grant_type', 'The grant type is not supported.'));
      const what = grant.refused === 'code' ? 'Authorization code' : 'Refresh token';
      return send(400, oauthErrorResponse('invalid_grant', `${what} is expired, revoked or invalid.`));
    }
    const { access, refresh } = this.issueTokens(grant.account);
    send(
      200,
      tokenResponse({ openId: grant.account.account.openId, scopes: grant.account.scopes, access, refresh }),
    );
  }

  // POST /v2/oauth/revoke/ with the access token: the user's authorization ends, so every token of
  // theirs stops working.
  private revoke(p: Record<string, string>, send: Send) {
    const grant = p.token ? this.userTokens.get(p.token) : undefined;
    if (!grant) return send(400, oauthErrorResponse('invalid_request', 'The token is invalid.'));
    for (const [t, g] of [...this.userTokens])
      if (g.account.openId === grant.account.openId) this.userTokens.delete(t);
    for (const [t, g] of [...this.refreshTokens])
      if (g.account.openId === grant.account.openId) this.refreshTokens.delete(t);
    this.revokedTokens.push(p.token!);
    send(200);
  }

  private userInfo(grant: TikTokGrant | undefined, q: URLSearchParams, send: Send) {
    const now = Date.now();
    this.userInfoCalls = this.userInfoCalls.filter((t) => t > now - 60_000);
    if (this.userInfoCalls.length >= this.limitPerMinute)
      return send(
        RATE_LIMIT_EXCEEDED.status,
        apiErrorResponse(RATE_LIMIT_EXCEEDED.code, RATE_LIMIT_EXCEEDED.message),
      );
    this.userInfoCalls.push(now);
    if (!grant)
      return send(
        ACCESS_TOKEN_INVALID.status,
        apiErrorResponse(ACCESS_TOKEN_INVALID.code, ACCESS_TOKEN_INVALID.message),
      );
    const fields = (q.get('fields') ?? '').split(',').filter(Boolean);
    if (!fields.length || fields.some((f) => !FIELD_SCOPES[f]))
      return send(INVALID_PARAMS.status, apiErrorResponse(INVALID_PARAMS.code, INVALID_PARAMS.message));
    if (fields.some((f) => !grant.scopes.includes(FIELD_SCOPES[f]!)))
      return send(
        SCOPE_NOT_AUTHORIZED.status,
        apiErrorResponse(SCOPE_NOT_AUTHORIZED.code, SCOPE_NOT_AUTHORIZED.message),
      );
    const a = grant.account;
    const all: Record<string, unknown> = {
      open_id: a.openId,
      union_id: `union-${a.openId}`,
      avatar_url: a.avatarUrl,
      display_name: a.displayName,
      follower_count: a.followers,
      following_count: 10,
      likes_count: 100,
      video_count: 5,
    };
    send(200, getUserInfoResponse(Object.fromEntries(fields.map((f) => [f, all[f]]))));
  }
}
