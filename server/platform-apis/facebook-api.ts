import type { Config } from '../config';
import {
  appUsagePercent,
  INVALID_TOKEN_CODE,
  isThrottleCode,
  type Json,
  META_TIMEOUT_MS,
  type MetaToken,
  metaErrorOf,
  metaTokenOf,
  nonEmpty,
  parseJsonObject,
} from './meta-graph';

// The calls we make for a Facebook Page's follower count, as Meta's Facebook Login and Graph API
// guides describe them:
// - "Manually Build a Login Flow": the Login dialog, GET www.facebook.com/{version}/dialog/oauth
//   (client_id, redirect_uri, state, response_type=code, scope); back to redirect_uri with code and
//   state, or error=access_denied when the person cancels. Then GET graph.facebook.com/{version}/
//   oauth/access_token?client_id&redirect_uri&client_secret&code: { access_token, token_type,
//   expires_in }, a short-lived user token.
// - "Long-Lived Access Tokens": the same endpoint with grant_type=fb_exchange_token and
//   fb_exchange_token: a user token good for about 60 days; the Page tokens read with it do not
//   expire.
// - "Get a Page Access Token": GET /me/accounts?fields=id,name,access_token,picture: the Pages the
//   person granted in the dialog, each with its own Page token.
// - "Page" reference: GET /{page-id}?fields=followers_count,name,picture with the Page token.
// Errors come in Meta's envelope (meta-graph.ts): 190 a dead token, 4/17/32/613 throttling; the
// app's use of its allowance is in X-App-Usage.

export const FACEBOOK_GRAPH_VERSION = 'v25.0';

/** What a Page's follower count needs: its Pages listed, and their public fields read. */
export const FACEBOOK_SCOPES = ['pages_show_list', 'pages_read_engagement'] as const;

export class FacebookApiError extends Error {
  constructor(
    /** The HTTP status, or null when Facebook did not answer. */
    readonly status: number | null,
    message: string,
    /** Meta's error code (190: invalid token; 4, 17, 32, 613: throttled), when it gave one. */
    readonly code: number | null = null,
    /** The app's highest share of its hourly allowance used (X-App-Usage), when it said. */
    readonly usagePercent: number | null = null,
  ) {
    super(message);
    this.name = 'FacebookApiError';
  }

  get rejectsToken(): boolean {
    return this.code === INVALID_TOKEN_CODE;
  }

  get throttled(): boolean {
    return this.status === 429 || isThrottleCode(this.code);
  }
}

export interface FacebookPage {
  id: string;
  name: string;
  pictureUrl: string | null;
  /** The Page's own token (from /me/accounts); absent on a Page read. */
  accessToken: string | null;
}

export interface FacebookPageCount {
  id: string;
  name: string;
  pictureUrl: string | null;
  /** Null when the answer held no count. */
  followers: number | null;
}

/** A picture field as Graph answers it: { data: { url, is_silhouette, … } }. */
const pictureOf = (v: unknown): string | null =>
  nonEmpty(((v as Json | undefined)?.data as Json | undefined)?.url);

/** Facebook gives no lifetime for a short-lived user token's exchange at times: an hour, as documented. */
const SHORT_LIVED_SECONDS = 3600;
const LONG_LIVED_SECONDS = 60 * 86_400;

export function createFacebookApi(config: Config, fetchImpl: typeof fetch = fetch) {
  const appId = config.FACEBOOK_APP_ID ?? '';
  const appSecret = config.FACEBOOK_APP_SECRET ?? '';
  const authBase = `${config.FACEBOOK_AUTH_URL.replace(/\/+$/, '')}/${FACEBOOK_GRAPH_VERSION}`;
  const apiBase = `${config.FACEBOOK_API_URL.replace(/\/+$/, '')}/${FACEBOOK_GRAPH_VERSION}`;

  async function get(path: string, params: Record<string, string>): Promise<Json> {
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(`${apiBase}${path}?${new URLSearchParams(params)}`, {
        signal: AbortSignal.timeout(META_TIMEOUT_MS),
      });
      text = await res.text();
    } catch {
      throw new FacebookApiError(null, 'Facebook did not answer.');
    }
    const body = parseJsonObject(text);
    const error = metaErrorOf(body);
    if (!res.ok || !body || error)
      throw new FacebookApiError(
        res.status,
        error?.message ?? `Facebook refused the request (${res.status}).`,
        error?.code ?? null,
        appUsagePercent(res.headers.get('x-app-usage')),
      );
    return body;
  }

  function tokenOf(body: Json, fallbackSeconds: number): MetaToken {
    const token = metaTokenOf(body, fallbackSeconds);
    if (!token) throw new FacebookApiError(200, 'Facebook answered without a token.');
    return token;
  }

  return {
    /** The Login dialog: permissions comma-separated, `state` ours. */
    authorizeUrl(redirectUri: string, scopes: readonly string[], state: string): string {
      const q = new URLSearchParams({
        client_id: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: scopes.join(','),
        state,
      });
      return `${authBase}/dialog/oauth?${q}`;
    },

    /** The code for a short-lived user token. */
    async exchangeCode(code: string, redirectUri: string): Promise<MetaToken> {
      const body = await get('/oauth/access_token', {
        client_id: appId,
        redirect_uri: redirectUri,
        client_secret: appSecret,
        code,
      });
      return tokenOf(body, SHORT_LIVED_SECONDS);
    },

    /** A short-lived user token for a long-lived one (about 60 days). */
    async exchangeLongLived(shortLived: string): Promise<MetaToken> {
      const body = await get('/oauth/access_token', {
        grant_type: 'fb_exchange_token',
        client_id: appId,
        client_secret: appSecret,
        fb_exchange_token: shortLived,
      });
      return tokenOf(body, LONG_LIVED_SECONDS);
    },

    /** The Pages the person granted, each with its Page token (first page of 100; no one grants more). */
    async listPages(userToken: string): Promise<FacebookPage[]> {
      const body = await get('/me/accounts', {
        fields: 'id,name,access_token,picture',
        limit: '100',
        access_token: userToken,
      });
      const data = Array.isArray(body.data) ? (body.data as Json[]) : [];
      return data.flatMap((p) => {
        const id = nonEmpty(p.id);
        const accessToken = nonEmpty(p.access_token);
        if (!id || !accessToken) return [];
        return [{ id, name: nonEmpty(p.name) ?? id, pictureUrl: pictureOf(p.picture), accessToken }];
      });
    },

    /** The Page's followers, name and picture, read with its Page token. */
    async getPage(pageId: string, pageToken: string): Promise<FacebookPageCount> {
      const body = await get(`/${encodeURIComponent(pageId)}`, {
        fields: 'followers_count,name,picture',
        access_token: pageToken,
      });
      const followers = body.followers_count;
      return {
        id: nonEmpty(body.id) ?? pageId,
        name: nonEmpty(body.name) ?? pageId,
        pictureUrl: pictureOf(body.picture),
        followers:
          typeof followers === 'number' && Number.isSafeInteger(followers) && followers >= 0
            ? followers
            : null,
      };
    },
  };
}

export type FacebookApi = ReturnType<typeof createFacebookApi>;
