import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config';

// The calls we make to Kick's OAuth server (id.kick.com) and public API (api.kick.com/public/v1),
// as docs.kick.com describes them. Every failure, an error status or no answer at all, becomes a
// KickApiError with Kick's own message: the routes turn it into a 502 or an error flag, never a 500.

export class KickApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'KickApiError';
  }
}

export interface KickTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
}
export interface KickUser {
  id: string;
  name: string;
}
/** A channel's subscriber count as Kick's Get Channels answers it. */
export interface KickChannelSubscribers {
  broadcasterUserId: string;
  slug: string;
  subscribers: number;
}
/** One event of a subscription request: Kick's event name and its payload version. */
export interface KickEventSpec {
  name: string;
  version: number;
}
export interface KickSubscribeResult extends KickEventSpec {
  /** Kick's id of the subscription, or null when Kick refused this event (see `error`). */
  id: string | null;
  error: string | null;
}

/** Kick's `token_hint_type`: which of the two tokens a revocation names. */
export type KickTokenKind = 'access_token' | 'refresh_token';

type Json = Record<string, unknown>;
const TIMEOUT_MS = 10_000;

/** A PKCE pair (RFC 7636, S256): the verifier stays with us, the challenge goes to Kick. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

// Kick answers errors as { error, error_description } (OAuth) or { message } (public API).
function messageOf(body: Json, fallback: string): string {
  for (const key of ['message', 'error_description', 'error'])
    if (typeof body[key] === 'string' && body[key]) return body[key] as string;
  return fallback;
}

export function createKickApi(config: Config, fetchImpl: typeof fetch = fetch) {
  const clientId = config.KICK_CLIENT_ID ?? '';
  const clientSecret = config.KICK_CLIENT_SECRET ?? '';
  const authBase = config.KICK_AUTH_URL.replace(/\/+$/, '');
  const apiBase = config.KICK_API_URL.replace(/\/+$/, '');

  async function call(url: string, init: RequestInit, what: string): Promise<Json> {
    let res: Response;
    try {
      res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new KickApiError(null, `Kick did not answer (${what}). Please try again.`);
    }
    const text = await res.text();
    let body: Json = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === 'object') body = parsed as Json;
    } catch {
      // An HTML error page from a proxy: the status says enough.
    }
    if (!res.ok)
      throw new KickApiError(
        res.status,
        `Kick refused ${what} (${res.status}: ${messageOf(body, res.statusText)}).`,
      );
    return body;
  }

  // The token endpoint takes form-encoded parameters (docs.kick.com, "OAuth 2.1").
  async function token(params: Record<string, string>, what: string): Promise<KickTokens> {
    const body = await call(
      `${authBase}/oauth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...params }),
      },
      what,
    );
    if (typeof body.access_token !== 'string' || !body.access_token)
      throw new KickApiError(200, `Kick answered ${what} without a token.`);
    // Kick documents expires_in as seconds; some answers carry it as a string.
    const seconds = Number(body.expires_in);
    return {
      accessToken: body.access_token,
      refreshToken: typeof body.refresh_token === 'string' && body.refresh_token ? body.refresh_token : null,
      expiresAt: new Date(Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000),
    };
  }

  const bearer = (accessToken: string, json = false) => ({
    authorization: `Bearer ${accessToken}`,
    accept: 'application/json',
    ...(json ? { 'content-type': 'application/json' } : {}),
  });

  return {
    authorizeUrl(redirectUri: string, scopes: readonly string[], state: string, challenge: string): string {
      const q = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: scopes.join(' '),
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state,
      });
      return `${authBase}/oauth/authorize?${q}`;
    },

    exchangeCode: (code: string, redirectUri: string, codeVerifier: string) =>
      token(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier },
        'the authorization code',
      ),

    refreshTokens: (refreshToken: string) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'the token refresh'),

    /**
     * Revokes a token we were given (docs.kick.com, "OAuth 2.1", Revoke Token): POST /oauth/revoke
     * with the token and its kind in the query, no body; 200 "OK". Kick documents one refusal, 400
     * "Invalid request"; we always send both parameters, so it means Kick no longer takes the token
     * (false), which is what revoking it was for.
     */
    async revokeToken(token: string, kind: KickTokenKind = 'access_token'): Promise<boolean> {
      const q = new URLSearchParams({ token, token_hint_type: kind });
      try {
        await call(`${authBase}/oauth/revoke?${q}`, { method: 'POST' }, 'the token revocation');
        return true;
      } catch (err) {
        if (err instanceof KickApiError && err.status === 400) return false;
        throw err;
      }
    },

    /** The user the token belongs to (GET /users without an id answers the token's own user). */
    async getUser(accessToken: string): Promise<KickUser> {
      const body = await call(`${apiBase}/users`, { headers: bearer(accessToken) }, 'the user lookup');
      const u = (body.data as Json[] | undefined)?.[0];
      const id = u?.user_id;
      if (!u || (typeof id !== 'number' && typeof id !== 'string') || typeof u.name !== 'string')
        throw new KickApiError(200, 'Kick answered the user lookup without a user.');
      return { id: String(id), name: u.name };
    },

    /**
     * The token's own channel's subscriber count (Channels › Get Channels, `GET /channels`: with no
     * `broadcaster_user_id` or `slug`, Kick answers the channel of the token's user; the
     * `channel:read` scope) → { data: [{ broadcaster_user_id, slug, active_subscribers_count, … }],
     * message }. `active_subscribers_count` is Kick's own total of active subscriptions, gifted
     * ones included, the figure the channel page shows: exact.
     */
    async getChannelSubscribers(accessToken: string): Promise<KickChannelSubscribers> {
      const body = await call(`${apiBase}/channels`, { headers: bearer(accessToken) }, 'the channel lookup');
      const c = (Array.isArray(body.data) ? (body.data as Json[]) : [])[0];
      const id = c?.broadcaster_user_id;
      const count = c?.active_subscribers_count;
      if (!c || (typeof id !== 'number' && typeof id !== 'string'))
        throw new KickApiError(200, 'Kick answered the channel lookup without a channel.');
      if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0)
        throw new KickApiError(200, 'Kick answered the channel lookup without a subscriber count.');
      return {
        broadcasterUserId: String(id),
        slug: typeof c.slug === 'string' ? c.slug : '',
        subscribers: count,
      };
    },

    /** One request for every event; Kick answers per event, with a subscription id or an error. */
    async subscribe(
      accessToken: string,
      broadcasterUserId: string,
      events: readonly KickEventSpec[],
    ): Promise<KickSubscribeResult[]> {
      const body = await call(
        `${apiBase}/events/subscriptions`,
        {
          method: 'POST',
          headers: bearer(accessToken, true),
          body: JSON.stringify({
            broadcaster_user_id: Number(broadcasterUserId),
            events,
            method: 'webhook',
          }),
        },
        'the event subscriptions',
      );
      const data = Array.isArray(body.data) ? (body.data as Json[]) : [];
      return events.map((spec) => {
        const r = data.find((d) => d.name === spec.name);
        const id = typeof r?.subscription_id === 'string' && r.subscription_id ? r.subscription_id : null;
        const error = typeof r?.error === 'string' && r.error ? r.error : id ? null : 'no subscription id';
        return { ...spec, id, error };
      });
    },

    /** Deletes subscriptions by id (Kick takes them as repeated `id` query parameters). */
    async unsubscribe(accessToken: string, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      const q = new URLSearchParams(ids.map((id) => ['id', id]));
      await call(
        `${apiBase}/events/subscriptions?${q}`,
        { method: 'DELETE', headers: bearer(accessToken) },
        'the subscription removal',
      );
    },
  };
}

export type KickApi = ReturnType<typeof createKickApi>;
