import type { Config } from '../config';

// The calls we make to Twitch's OAuth (id.twitch.tv/oauth2) and Helix APIs, as Twitch documents
// them. Every failure, an error status or no answer at all, becomes a TwitchApiError: the routes
// turn it into a 502 or an error flag, never a 500.

export class TwitchApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    /** Twitch's own message, when it sent one (a 400 of the revoke endpoint says which 400 it is). */
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'TwitchApiError';
  }
}

export interface TwitchTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
}
export interface TwitchUser {
  id: string;
  login: string;
  displayName: string;
}
export interface EventSubSpec {
  type: string;
  version: string;
  condition: Record<string, string>;
}
export interface CreatedSubscription extends EventSubSpec {
  id: string;
  status: string;
}

type Json = Record<string, unknown>;
const TIMEOUT_MS = 10_000;

export function createTwitchApi(config: Config, fetchImpl: typeof fetch = fetch) {
  const clientId = config.TWITCH_CLIENT_ID ?? '';
  const clientSecret = config.TWITCH_CLIENT_SECRET ?? '';
  const authBase = config.TWITCH_AUTH_URL.replace(/\/+$/, '');
  const apiBase = config.TWITCH_API_URL.replace(/\/+$/, '');
  let appToken: { token: string; until: number } | null = null;

  async function call(url: string, init: RequestInit, what: string): Promise<{ status: number; body: Json }> {
    let res: Response;
    try {
      res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new TwitchApiError(null, `Twitch did not answer (${what}). Please try again.`);
    }
    const text = await res.text();
    let body: Json = {};
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      // An HTML error page from a proxy: the status says enough.
    }
    if (!res.ok) {
      const detail = typeof body.message === 'string' ? body.message : null;
      throw new TwitchApiError(
        res.status,
        `Twitch refused ${what} (${res.status}: ${detail ?? res.statusText}).`,
        detail,
      );
    }
    return { status: res.status, body };
  }

  const form = (params: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  });

  // The token endpoint takes form-encoded parameters (dev.twitch.tv/docs/authentication).
  async function token(params: Record<string, string>, what: string): Promise<TwitchTokens> {
    const { body } = await call(
      `${authBase}/token`,
      form({ client_id: clientId, client_secret: clientSecret, ...params }),
      what,
    );
    if (typeof body.access_token !== 'string')
      throw new TwitchApiError(200, `Twitch answered ${what} without a token.`);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    return {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      expiresAt: new Date(Date.now() + seconds * 1000),
    };
  }

  // App access token (client credentials) for EventSub webhooks, kept until a minute before expiry.
  async function appAccessToken(): Promise<string> {
    if (appToken && appToken.until > Date.now()) return appToken.token;
    const t = await token({ grant_type: 'client_credentials' }, 'the app token');
    appToken = { token: t.accessToken, until: t.expiresAt.getTime() - 60_000 };
    return t.accessToken;
  }

  const helix = (bearer: string, json = false) => ({
    'client-id': clientId,
    authorization: `Bearer ${bearer}`,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });

  return {
    authorizeUrl(redirectUri: string, scopes: readonly string[], state: string): string {
      const q = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: scopes.join(' '),
        state,
      });
      return `${authBase}/authorize?${q}`;
    },

    exchangeCode: (code: string, redirectUri: string) =>
      token({ code, grant_type: 'authorization_code', redirect_uri: redirectUri }, 'the authorization code'),

    refreshTokens: (refreshToken: string) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'the token refresh'),

    /**
     * Revokes a token we were given (dev.twitch.tv/docs/authentication/revoke-tokens): a form with
     * our client id and the token, 200 with no body. False when Twitch answers 400 "Invalid token":
     * the token no longer works, which is what revoking it was for.
     */
    async revokeToken(token: string): Promise<boolean> {
      try {
        await call(`${authBase}/revoke`, form({ client_id: clientId, token }), 'the token revocation');
        return true;
      } catch (err) {
        if (err instanceof TwitchApiError && err.status === 400 && /invalid token/i.test(err.detail ?? ''))
          return false;
        throw err;
      }
    },

    /**
     * Checks a user token (dev.twitch.tv/docs/authentication/validate-tokens): GET /validate with
     * `Authorization: OAuth <token>`; 200 with the token's user and seconds left, or 401 "invalid
     * access token" once it expired or the user disconnected us. Twitch requires it hourly of every
     * app that keeps a user's token.
     */
    async validateToken(accessToken: string): Promise<{ userId: string; expiresIn: number }> {
      const { body } = await call(
        `${authBase}/validate`,
        { headers: { authorization: `OAuth ${accessToken}` } },
        'the token check',
      );
      return { userId: String(body.user_id ?? ''), expiresIn: Number(body.expires_in ?? 0) };
    },

    async getUser(accessToken: string): Promise<TwitchUser> {
      const { body } = await call(`${apiBase}/users`, { headers: helix(accessToken) }, 'the user lookup');
      const u = (body.data as Json[] | undefined)?.[0];
      if (!u || typeof u.id !== 'string' || typeof u.login !== 'string')
        throw new TwitchApiError(200, 'Twitch answered the user lookup without a user.');
      return { id: u.id, login: u.login, displayName: String(u.display_name ?? u.login) };
    },

    async createSubscription(
      spec: EventSubSpec,
      callback: string,
      secret: string,
    ): Promise<CreatedSubscription> {
      const bearer = await appAccessToken();
      const { body } = await call(
        `${apiBase}/eventsub/subscriptions`,
        {
          method: 'POST',
          headers: helix(bearer, true),
          body: JSON.stringify({ ...spec, transport: { method: 'webhook', callback, secret } }),
        },
        `the ${spec.type} subscription`,
      );
      const s = (body.data as Json[] | undefined)?.[0];
      if (!s || typeof s.id !== 'string')
        throw new TwitchApiError(202, `Twitch answered the ${spec.type} subscription without an id.`);
      return { ...spec, id: s.id, status: String(s.status ?? '') };
    },

    /** The app's subscriptions of one type (for adopting one Twitch already has: a 409). */
    async listSubscriptions(type: string): Promise<(EventSubSpec & { id: string; callback: string })[]> {
      const bearer = await appAccessToken();
      const out: (EventSubSpec & { id: string; callback: string })[] = [];
      let after: string | undefined;
      for (let page = 0; page < 20; page++) {
        const q = new URLSearchParams({ type, ...(after ? { after } : {}) });
        const { body } = await call(
          `${apiBase}/eventsub/subscriptions?${q}`,
          { headers: helix(bearer) },
          'the subscription list',
        );
        for (const s of (body.data as Json[] | undefined) ?? [])
          out.push({
            id: String(s.id),
            type: String(s.type),
            version: String(s.version),
            condition: (s.condition ?? {}) as Record<string, string>,
            callback: String((s.transport as Json | undefined)?.callback ?? ''),
          });
        after = ((body.pagination as Json | undefined)?.cursor as string | undefined) || undefined;
        if (!after) break;
      }
      return out;
    },

    /** Deletes one subscription; false when Twitch does not know it (already gone). */
    async deleteSubscription(id: string): Promise<boolean> {
      const bearer = await appAccessToken();
      try {
        await call(
          `${apiBase}/eventsub/subscriptions?${new URLSearchParams({ id })}`,
          { method: 'DELETE', headers: helix(bearer) },
          'the subscription removal',
        );
        return true;
      } catch (err) {
        if (err instanceof TwitchApiError && err.status === 404) return false;
        throw err;
      }
    },
  };
}

export type TwitchApi = ReturnType<typeof createTwitchApi>;
