import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type Json, OauthStandIn, type Send, type StandInRequest } from '../../testing/oauth-stand-in';
import { TEST_EVENTSUB_SECRET } from './twitch-test-support';

// A loopback stand-in of Twitch's OAuth (id.twitch.tv/oauth2) and Helix (api.twitch.tv/helix)
// endpoints the connect flow calls, for tests. It answers with the shapes and errors Twitch
// documents: the token endpoint's { status, message } refusals, Helix's { error, status, message },
// /validate's 401 "invalid access token", 202 with the pending subscription, 409 for a duplicate, 204 / 404 on delete, 401 without
// Client-Id or a valid Bearer token, and the revoke endpoint's 200 with no body, 400 "Invalid
// token" and 404 "client does not exist"; a revoked token stops working everywhere else. Two
// deliberate leniencies: Twitch requires an https callback on port 443; loopback tests have no
// TLS, so any http(s) callback is taken. And Twitch documents revoke for access tokens only; this
// one also ends a refresh token it is given, so a test sees each token we send there ended.

interface TwitchAccount {
  id: string;
  login: string;
}
interface Subscription {
  id: string;
  type: string;
  version: string;
  condition: Record<string, string>;
  transport: { method: string; callback: string };
  created_at: string;
}

// The condition fields Twitch requires per subscription type and version.
const CONDITIONS: Record<string, { version: string; fields: string[] }> = {
  'channel.subscribe': { version: '1', fields: ['broadcaster_user_id'] },
  'channel.subscription.message': { version: '1', fields: ['broadcaster_user_id'] },
  'channel.subscription.gift': { version: '1', fields: ['broadcaster_user_id'] },
  'channel.cheer': { version: '1', fields: ['broadcaster_user_id'] },
  'channel.follow': { version: '2', fields: ['broadcaster_user_id', 'moderator_user_id'] },
  'channel.raid': { version: '1', fields: ['to_broadcaster_user_id'] },
  'channel.chat.message': { version: '1', fields: ['broadcaster_user_id', 'user_id'] },
};

const token = () => randomBytes(15).toString('hex');

interface TwitchCode {
  account: TwitchAccount;
  redirectUri: string;
  scope: string[];
}

export class TwitchStandIn extends OauthStandIn<TwitchAccount, TwitchCode> {
  subscriptions = new Map<string, Subscription>();
  /** The Twitch account that "signs in" at the authorize page. */
  account: TwitchAccount = { id: '141981764', login: 'twitchdev' };
  /** The account's follower total (Get Channel Followers). */
  followers = 1234;
  /** The next subscription create of this type answers this status (once). */
  failCreate: { type: string; status: number } | null = null;
  /** Every subscription delete answers 503 (Twitch having a bad minute). */
  failDeletes = false;
  /** Every token revocation answers 503. */
  failRevokes = false;
  private appTokens = new Set<string>();

  constructor(clientId = 'standin-client-id', clientSecret = 'standin-client-secret') {
    super(clientId, clientSecret, token);
  }

  get authUrl() {
    return `${this.url}/oauth2`;
  }
  get apiUrl() {
    return `${this.url}/helix`;
  }

  /** The app's configuration for talking to this stand-in (and signing its EventSub deliveries). */
  appConfig(): Record<string, string> {
    return {
      TWITCH_CLIENT_ID: this.clientId,
      TWITCH_CLIENT_SECRET: this.clientSecret,
      TWITCH_EVENTSUB_SECRET: TEST_EVENTSUB_SECRET,
      TWITCH_AUTH_URL: this.authUrl,
      TWITCH_API_URL: this.apiUrl,
    };
  }

  protected route({ req, method, path, url, body, isForm, send }: StandInRequest) {
    const query = Object.fromEntries(url.searchParams);
    const route = `${method} ${path}`;
    if (route === 'GET /oauth2/authorize') return this.authorize(query, send);
    if (route === 'POST /oauth2/token') {
      if (!isForm) return send(400, { status: 400, message: 'missing client id' });
      return this.token((body ?? {}) as Record<string, string>, send);
    }
    if (route === 'POST /oauth2/revoke') {
      if (!isForm) return send(400, { status: 400, message: 'missing client id' });
      return this.revoke((body ?? {}) as Record<string, string>, send);
    }
    if (route === 'GET /oauth2/validate') return this.validate(req, send);
    if (path.startsWith('/helix/')) {
      const who = this.bearer(req);
      if (!req.headers['client-id'] || !who)
        return send(401, { error: 'Unauthorized', status: 401, message: 'OAuth token is missing' });
      if (req.headers['client-id'] !== this.clientId)
        return send(401, {
          error: 'Unauthorized',
          status: 401,
          message: 'Client ID and OAuth token do not match',
        });
      if (who === 'invalid')
        return send(401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
      if (route === 'GET /helix/users') {
        if (who !== 'app') return send(200, { data: [userData(who)] });
        // An app token names the users it asks for (Get Users: `login` or `id`).
        if (!query.login && !query.id) return send(400, helixError(400, 'Missing User OAUTH Token'));
        const found = query.login === this.account.login || query.id === this.account.id;
        return send(200, { data: found ? [userData(this.account)] : [] });
      }
      // Get Channel Followers with an app token: the total only.
      if (route === 'GET /helix/channels/followers') {
        if (query.broadcaster_id !== this.account.id)
          return send(400, helixError(400, 'The broadcaster_id query parameter is not valid.'));
        return send(200, { total: this.followers, data: [], pagination: {} });
      }
      if (path === '/helix/eventsub/subscriptions') {
        if (who !== 'app') return send(400, helixError(400, 'invalid transport and auth combination'));
        if (method === 'POST') return this.createSubscription(body ?? {}, send);
        if (method === 'GET') return this.listSubscriptions(query, send);
        if (method === 'DELETE') {
          if (!query.id) return send(400, helixError(400, 'Missing required parameter "id"'));
          if (this.failDeletes) return send(503, helixError(503, 'Service Unavailable'));
          if (!this.subscriptions.delete(query.id))
            return send(404, helixError(404, 'subscription not found'));
          return send(204);
        }
      }
    }
    send(404, helixError(404, 'Not Found'));
  }

  // The user "authorizes" at once and Twitch sends the browser back with a code.
  private authorize(q: Record<string, string>, send: Send) {
    if (q.client_id !== this.clientId || q.response_type !== 'code' || !q.redirect_uri)
      return send(400, { status: 400, message: 'invalid client or parameters' });
    const code = this.issueCode({
      account: this.account,
      redirectUri: q.redirect_uri,
      scope: (q.scope ?? '').split(' '),
    });
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('scope', q.scope ?? '');
    if (q.state) back.searchParams.set('state', q.state);
    send(302, undefined, { location: back.toString() });
  }

  private token(p: Record<string, string>, send: Send) {
    if (p.client_id !== this.clientId) return send(400, { status: 400, message: 'invalid client' });
    if (p.client_secret !== this.clientSecret)
      return send(403, { status: 403, message: 'invalid client secret' });
    if (p.grant_type === 'client_credentials') {
      const t = token();
      this.appTokens.add(t);
      return send(200, { access_token: t, expires_in: 5011271, token_type: 'bearer' });
    }
    const grant = this.redeemGrant(p);
    if ('refused' in grant) {
      const message = {
        code: 'Invalid authorization code',
        refresh: 'Invalid refresh token',
        grant: 'Invalid grant type',
      };
      return send(400, { status: 400, message: message[grant.refused] });
    }
    const scope = grant.issued?.scope ?? [];
    const { access, refresh } = this.issueTokens(grant.account);
    send(200, {
      access_token: access,
      expires_in: 14124,
      refresh_token: refresh,
      scope,
      token_type: 'bearer',
    });
  }

  // POST /oauth2/revoke, form-encoded client_id and token: a user, refresh or app token it issued.
  private revoke(p: Record<string, string>, send: Send) {
    if (!p.client_id) return send(400, { status: 400, message: 'missing client id' });
    if (p.client_id !== this.clientId) return send(404, { status: 404, message: 'client does not exist' });
    if (this.failRevokes) return send(503, { status: 503, message: 'Service Unavailable' });
    const token = p.token ?? '';
    if (this.appTokens.delete(token)) this.revokedTokens.push(token);
    else if (!this.revokeIssued(token)) return send(400, { status: 400, message: 'Invalid token' });
    send(200);
  }

  // GET /oauth2/validate with `Authorization: OAuth <token>` (Validating Tokens): the token's user
  // and scopes, or 401 "invalid access token" once it expired or was revoked.
  private validate(req: IncomingMessage, send: Send) {
    const token = /^OAuth (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const account = token ? this.userTokens.get(token) : undefined;
    if (!account) return send(401, { status: 401, message: 'invalid access token' });
    send(200, {
      client_id: this.clientId,
      login: account.login,
      scopes: [],
      user_id: account.id,
      expires_in: 14124,
    });
  }

  private bearer(req: IncomingMessage): TwitchAccount | 'app' | 'invalid' | null {
    const bearer = this.bearerToken(req);
    if (!bearer) return null;
    if (this.appTokens.has(bearer)) return 'app';
    return this.userTokens.get(bearer) ?? 'invalid';
  }

  private createSubscription(b: Json, send: Send) {
    const type = String(b.type ?? '');
    const spec = CONDITIONS[type];
    if (!spec) return send(400, helixError(400, 'unknown subscription type'));
    if (b.version !== spec.version) return send(400, helixError(400, 'unsupported subscription version'));
    const condition = (b.condition ?? {}) as Record<string, string>;
    if (spec.fields.some((f) => typeof condition[f] !== 'string' || !condition[f]))
      return send(400, helixError(400, 'invalid condition'));
    const transport = (b.transport ?? {}) as Record<string, string>;
    if (transport.method !== 'webhook' || !/^https?:\/\//.test(transport.callback ?? ''))
      return send(400, helixError(400, 'invalid transport'));
    if (!/^[\x21-\x7e]{10,100}$/.test(transport.secret ?? ''))
      return send(400, helixError(400, 'secret must be between 10 and 100 characters'));
    if (this.failCreate?.type === type) {
      const status = this.failCreate.status;
      this.failCreate = null;
      return send(status, helixError(status, status === 429 ? 'Too Many Requests' : 'Internal Server Error'));
    }
    const key = JSON.stringify([type, spec.version, sorted(condition), transport.callback]);
    for (const s of this.subscriptions.values())
      if (JSON.stringify([s.type, s.version, sorted(s.condition), s.transport.callback]) === key)
        return send(409, helixError(409, 'subscription already exists'));
    const sub: Subscription = {
      id: randomUUID(),
      type,
      version: spec.version,
      condition,
      transport: { method: 'webhook', callback: transport.callback! },
      created_at: new Date().toISOString(),
    };
    this.subscriptions.set(sub.id, sub);
    const total = this.subscriptions.size;
    send(202, {
      data: [{ ...sub, status: 'webhook_callback_verification_pending', cost: 0 }],
      total,
      total_cost: 0,
      max_total_cost: 10000,
    });
  }

  private listSubscriptions(q: Record<string, string>, send: Send) {
    const data = [...this.subscriptions.values()]
      .filter((s) => !q.type || s.type === q.type)
      .map((s) => ({ ...s, status: 'enabled', cost: 0 }));
    send(200, { data, total: data.length, total_cost: 0, max_total_cost: 10000, pagination: {} });
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  503: 'Service Unavailable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};
const helixError = (status: number, message: string) => ({
  error: REASONS[status] ?? 'Error',
  status,
  message,
});
const sorted = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).sort());
const userData = (a: TwitchAccount) => ({
  id: a.id,
  login: a.login,
  display_name: a.login,
  type: '',
  broadcaster_type: 'affiliate',
  description: '',
  profile_image_url: '',
  offline_image_url: '',
  view_count: 0,
  created_at: '2016-12-14T20:32:28Z',
});
