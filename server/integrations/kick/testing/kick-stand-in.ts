import { createHash, type KeyObject } from 'node:crypto';
import { type Json, OauthStandIn, type Send, type StandInRequest } from '../../testing/oauth-stand-in';
import { createKickKeyPair, kickDeliveryHeaders, ulid } from './kick-test-support';

// A loopback stand-in of Kick's OAuth server (id.kick.com) and public API (api.kick.com/public/v1)
// for tests, as docs.kick.com describes them: the authorize redirect and the form-encoded token
// endpoint with PKCE (S256) checked, { error } refusals from the OAuth server and { data, message }
// ones from the API, 401 without a valid Bearer token, subscriptions answered per event (a
// subscription id or an error), DELETE 204, and the revoke endpoint (token and token_hint_type in
// the query; 200 "OK", or 400 "Invalid request", the one refusal Kick documents, for a token it does
// not hold as a live token of the kind named). A revoked token stops working everywhere. It signs webhook deliveries as Kick does: RSA PKCS#1
// v1.5 with SHA-256 over `<message id>.<timestamp>.<raw body>`, base64, with a key pair made for
// this stand-in (its public key is what GET /public-key answers and what the app is configured with).

export interface KickAccount {
  id: number;
  name: string;
}
interface Subscription {
  id: string;
  app_id: string;
  broadcaster_user_id: number;
  event: string;
  version: number;
  method: string;
  created_at: string;
  updated_at: string;
}

// Every event Kick offers for webhooks, with its payload version.
const EVENTS: Record<string, number> = {
  'chat.message.sent': 1,
  'channel.followed': 1,
  'channel.subscription.renewal': 1,
  'channel.subscription.gifts': 1,
  'channel.subscription.new': 1,
  'channel.reward.redemption.updated': 1,
  'livestream.status.updated': 1,
  'livestream.metadata.updated': 1,
  'moderation.banned': 1,
  'kicks.gifted': 1,
};

interface KickCode {
  account: KickAccount;
  redirectUri: string;
  challenge: string;
  scope: string;
}

/**
 * A channel as Get Channels answers it (Channels › Get Channels, the `data` items): the fields a
 * creator's own channel carries, with the subscriber counts Kick added (`active_subscribers_count`
 * counts gifted subscriptions too, `active_gifted_subscribers_count` those alone).
 */
export interface KickChannelFixture {
  active_subscribers_count: number;
  active_gifted_subscribers_count: number;
  canceled_subscribers_count: number;
  banner_picture: string;
  broadcaster_user_id: number;
  category: { id: number; name: string; thumbnail: string };
  channel_description: string;
  slug: string;
  stream: {
    is_live: boolean;
    is_mature: boolean;
    key: string;
    language: string;
    start_time: string;
    thumbnail: string;
    url: string;
    viewer_count: number;
  };
  stream_title: string;
}

export class KickStandIn extends OauthStandIn<KickAccount, KickCode> {
  subscriptions = new Map<string, Subscription>();
  /** The Kick account that "signs in" at the authorize page. */
  account: KickAccount = { id: 123456789, name: 'kickstreamer' };
  /** The next subscribe request answers this event with this error instead of an id (once). */
  refuseEvent: { name: string; error: string } | null = null;
  /** Every subscription delete answers 500 (Kick having a bad minute). */
  failDeletes = false;
  /** Every token revocation answers 500. */
  failRevokes = false;
  /** The active subscribers of each channel (by broadcaster id), as Get Channels counts them. */
  subscribers = new Map<number, number>();
  /** The scopes each user and refresh token was granted (a refresh keeps them). */
  private readonly scopes = new Map<string, string>();
  readonly publicKeyPem: string;
  private readonly privateKey: KeyObject;

  constructor(clientId = 'kick-standin-client-id', clientSecret = 'kick-standin-client-secret') {
    super(clientId, clientSecret);
    // A fresh key pair per stand-in, as Kick's own would be: nothing else can sign for it.
    const pair = createKickKeyPair();
    this.privateKey = pair.privateKey;
    this.publicKeyPem = pair.publicKeyPem;
  }

  get authUrl() {
    return this.url;
  }
  get apiUrl() {
    return `${this.url}/public/v1`;
  }

  /** The app's configuration for talking to this stand-in. */
  appConfig(): Record<string, string> {
    return {
      KICK_CLIENT_ID: this.clientId,
      KICK_CLIENT_SECRET: this.clientSecret,
      KICK_AUTH_URL: this.authUrl,
      KICK_API_URL: this.apiUrl,
      KICK_PUBLIC_KEY: this.publicKeyPem,
    };
  }

  /**
   * A webhook delivery exactly as Kick sends it for a subscription it holds: the headers (signed
   * with this stand-in's private key) and the raw body. Throws when nothing is subscribed to that
   * event for that channel: Kick would send nothing.
   */
  delivery(
    event: string,
    payload: Json,
    opts: { id?: string; timestamp?: string; privateKey?: KeyObject } = {},
  ): { headers: Record<string, string>; body: string } {
    const broadcaster = (payload.broadcaster as Json | undefined)?.user_id;
    const sub = [...this.subscriptions.values()].find(
      (s) => s.event === event && s.broadcaster_user_id === broadcaster,
    );
    if (!sub) throw new Error(`Kick holds no ${event} subscription for channel ${String(broadcaster)}`);
    const body = JSON.stringify(payload);
    const headers = kickDeliveryHeaders(body, event, {
      ...opts,
      privateKey: opts.privateKey ?? this.privateKey,
      subscriptionId: sub.id,
    });
    return { body, headers: { ...headers, 'kick-event-version': String(sub.version) } };
  }

  /** Headers for any raw body, signed as Kick signs (for bodies Kick would never send). */
  signedHeaders(rawBody: string, event: string): Record<string, string> {
    return kickDeliveryHeaders(rawBody, event, { privateKey: this.privateKey });
  }

  protected route({ req, method, path, url, body, isForm, send }: StandInRequest) {
    const route = `${method} ${path}`;
    if (route === 'GET /oauth/authorize') return this.authorize(url.searchParams, send);
    if (route === 'POST /oauth/token') {
      if (!isForm) return send(400, { error: 'Invalid request' });
      return this.token((body ?? {}) as Record<string, string>, send);
    }
    if (route === 'POST /oauth/revoke') return this.revoke(url.searchParams, send);
    if (route === 'GET /public/v1/public-key')
      return send(200, { data: { public_key: this.publicKeyPem }, message: 'OK' });
    if (path.startsWith('/public/v1/')) {
      const bearer = this.bearerToken(req);
      const who = bearer ? this.userTokens.get(bearer) : undefined;
      if (!who) return send(401, { data: {}, message: 'Unauthorized' });
      if (route === 'GET /public/v1/users')
        return send(200, {
          data: [{ user_id: who.id, name: who.name, email: `${who.name}@example.com`, profile_picture: '' }],
          message: 'OK',
        });
      if (route === 'GET /public/v1/channels') return this.channels(bearer!, who, url.searchParams, send);
      if (path === '/public/v1/events/subscriptions') {
        if (method === 'POST') return this.subscribe(who, body ?? {}, send);
        if (method === 'GET') return this.list(who, send);
        if (method === 'DELETE') {
          const ids = url.searchParams.getAll('id');
          if (ids.length === 0) return send(400, { data: {}, message: 'id is required' });
          if (this.failDeletes) return send(500, { data: {}, message: 'Internal Server Error' });
          for (const id of ids) {
            const s = this.subscriptions.get(id);
            if (s && s.broadcaster_user_id === who.id) this.subscriptions.delete(id);
          }
          return send(204);
        }
      }
    }
    send(404, { data: {}, message: 'Not Found' });
  }

  // The user "approves" at once and Kick sends the browser back with a code.
  private authorize(q: URLSearchParams, send: Send) {
    const challenge = q.get('code_challenge');
    if (
      q.get('client_id') !== this.clientId ||
      q.get('response_type') !== 'code' ||
      !q.get('redirect_uri') ||
      !q.get('state') ||
      !q.get('scope') ||
      !challenge ||
      q.get('code_challenge_method') !== 'S256'
    )
      return send(400, { error: 'Invalid request' });
    const code = this.issueCode({
      account: this.account,
      redirectUri: q.get('redirect_uri')!,
      challenge,
      scope: q.get('scope')!,
    });
    const back = new URL(q.get('redirect_uri')!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state')!);
    send(302, undefined, { location: back.toString() });
  }

  private token(p: Record<string, string>, send: Send) {
    if (p.client_id !== this.clientId || p.client_secret !== this.clientSecret)
      return send(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    // A code also needs the PKCE verifier whose S256 hash was the challenge.
    const grant = this.redeemGrant(
      p,
      (issued) =>
        typeof p.code_verifier === 'string' &&
        createHash('sha256').update(p.code_verifier).digest('base64url') === issued.challenge,
    );
    if ('refused' in grant) {
      if (grant.refused === 'grant') return send(400, { error: 'Invalid request' });
      const what = grant.refused === 'code' ? 'authorization code' : 'refresh token';
      return send(400, { error: 'invalid_grant', error_description: `Invalid ${what}` });
    }
    const scope = grant.issued?.scope ?? this.scopes.get(p.refresh_token ?? '') ?? '';
    const { access, refresh } = this.issueTokens(grant.account);
    this.scopes.set(access, scope);
    this.scopes.set(refresh, scope);
    send(200, {
      access_token: access,
      token_type: 'Bearer',
      refresh_token: refresh,
      expires_in: 7200,
      scope,
    });
  }

  // POST /oauth/revoke?token=…&token_hint_type=access_token|refresh_token. Strict about the kind,
  // so a hint we get wrong shows up as a refusal rather than passing unnoticed.
  private revoke(q: URLSearchParams, send: Send) {
    const token = q.get('token');
    const kind = q.get('token_hint_type');
    if (!token || (kind !== 'access_token' && kind !== 'refresh_token'))
      return send(400, { error: 'Invalid request' });
    if (this.failRevokes) return send(500, { error: 'Internal Server Error' });
    if (!this.revokeIssued(token, kind === 'access_token' ? 'access' : 'refresh'))
      return send(400, { error: 'Invalid request' });
    send(200, 'OK');
  }

  // POST /events/subscriptions: { broadcaster_user_id, events: [{ name, version }], method }. A
  // user token subscribes its own channel; each event is answered with an id or an error.
  private subscribe(who: KickAccount, b: Json, send: Send) {
    const events = b.events;
    if (b.method !== 'webhook' || !Array.isArray(events) || events.length === 0)
      return send(400, { data: {}, message: 'Invalid request' });
    if (b.broadcaster_user_id !== undefined && b.broadcaster_user_id !== who.id)
      return send(403, { data: {}, message: 'Forbidden' });
    const now = new Date().toISOString();
    const data = (events as Json[]).map((e) => {
      const name = String(e.name ?? '');
      const version = Number(e.version);
      if (EVENTS[name] !== version) return { name, version, subscription_id: '', error: 'invalid event' };
      if (this.refuseEvent?.name === name) {
        const error = this.refuseEvent.error;
        this.refuseEvent = null;
        return { name, version, subscription_id: '', error };
      }
      // Subscribing again to what the app already has answers the existing subscription.
      const existing = [...this.subscriptions.values()].find(
        (s) => s.event === name && s.broadcaster_user_id === who.id,
      );
      const id = existing?.id ?? ulid();
      if (!existing)
        this.subscriptions.set(id, {
          id,
          app_id: this.clientId,
          broadcaster_user_id: who.id,
          event: name,
          version,
          method: 'webhook',
          created_at: now,
          updated_at: now,
        });
      return { name, version, subscription_id: id };
    });
    send(200, { data, message: 'OK' });
  }

  /** A channel as Get Channels answers it. */
  channel(account: KickAccount): KickChannelFixture {
    return {
      active_subscribers_count: this.subscribers.get(account.id) ?? 0,
      active_gifted_subscribers_count: 0,
      canceled_subscribers_count: 0,
      banner_picture: '',
      broadcaster_user_id: account.id,
      category: { id: 15, name: 'Just Chatting', thumbnail: '' },
      channel_description: '',
      slug: account.name,
      stream: {
        is_live: false,
        is_mature: false,
        key: '',
        language: 'en',
        start_time: '0001-01-01T00:00:00Z',
        thumbnail: '',
        url: '',
        viewer_count: 0,
      },
      stream_title: '',
    };
  }

  // GET /channels: with no `broadcaster_user_id` or `slug`, the token's own channel; the
  // `channel:read` scope is required (403 without it). Only the token's own channel is answered
  // here: the one this app reads.
  private channels(token: string, who: KickAccount, q: URLSearchParams, send: Send) {
    if (!(this.scopes.get(token) ?? '').split(' ').includes('channel:read'))
      return send(403, { data: {}, message: 'Forbidden' });
    const ids = q.getAll('broadcaster_user_id');
    const slugs = q.getAll('slug');
    if (ids.length && slugs.length) return send(400, { data: {}, message: 'Invalid request' });
    const own =
      (ids.length === 0 && slugs.length === 0) || ids.includes(String(who.id)) || slugs.includes(who.name);
    send(200, { data: own ? [this.channel(who)] : [], message: 'OK' });
  }

  private list(who: KickAccount, send: Send) {
    const data = [...this.subscriptions.values()].filter((s) => s.broadcaster_user_id === who.id);
    send(200, { data, message: 'OK' });
  }
}
