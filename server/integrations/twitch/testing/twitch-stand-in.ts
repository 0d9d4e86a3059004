import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback stand-in of Twitch's OAuth (id.twitch.tv/oauth2) and Helix (api.twitch.tv/helix)
// endpoints the connect flow calls, for tests. It answers with the shapes and errors Twitch
// documents: the token endpoint's { status, message } refusals, Helix's { error, status, message },
// 202 with the pending subscription, 409 for a duplicate, 204 / 404 on delete, 401 without
// Client-Id or a valid Bearer token. One deliberate leniency: Twitch requires an https callback
// on port 443; loopback tests have no TLS, so any http(s) callback is taken.

type Json = Record<string, unknown>;
export interface StandInCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Json | null;
}
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

export class TwitchStandIn {
  url = '';
  calls: StandInCall[] = [];
  subscriptions = new Map<string, Subscription>();
  /** The Twitch account that "signs in" at the authorize page. */
  account: TwitchAccount = { id: '141981764', login: 'twitchdev' };
  /** The next subscription create of this type answers this status (once). */
  failCreate: { type: string; status: number } | null = null;
  /** Every subscription delete answers 503 (Twitch having a bad minute). */
  failDeletes = false;
  private server: Server | null = null;
  private codes = new Map<string, { account: TwitchAccount; redirectUri: string; scope: string[] }>();
  private userTokens = new Map<string, TwitchAccount>();
  private refreshTokens = new Map<string, TwitchAccount>();
  private appTokens = new Set<string>();

  constructor(
    readonly clientId = 'standin-client-id',
    readonly clientSecret = 'standin-client-secret',
  ) {}

  /** The Twitch account a refresh token it issued (and has not yet exchanged) belongs to. */
  refreshTokenOwner(refreshToken: string): TwitchAccount | undefined {
    return this.refreshTokens.get(refreshToken);
  }

  get authUrl() {
    return `${this.url}/oauth2`;
  }
  get apiUrl() {
    return `${this.url}/helix`;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(port, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }
  close(): Promise<void> {
    return new Promise((r) => (this.server ? this.server.close(() => r()) : r()));
  }
  /** Every user token stops working (as if expired); refresh tokens still do. */
  expireUserTokens() {
    this.userTokens.clear();
  }
  callsTo(method: string, path: string) {
    return this.calls.filter((c) => c.method === method && c.path === path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    let body: Json | null = null;
    if (raw) body = isForm ? Object.fromEntries(new URLSearchParams(raw)) : safeJson(raw);
    const query = Object.fromEntries(url.searchParams);
    const method = req.method ?? 'GET';
    this.calls.push({ method, path: url.pathname, query, body });
    const send = (status: number, json?: Json, headers: Record<string, string> = {}) => {
      res.writeHead(status, json ? { 'content-type': 'application/json', ...headers } : headers);
      res.end(json ? JSON.stringify(json) : undefined);
    };
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /oauth2/authorize') return this.authorize(query, send);
    if (route === 'POST /oauth2/token') {
      if (!isForm) return send(400, { status: 400, message: 'missing client id' });
      return this.token((body ?? {}) as Record<string, string>, send);
    }
    if (url.pathname.startsWith('/helix/')) {
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
        if (who === 'app') return send(400, helixError(400, 'Missing User OAUTH Token'));
        return send(200, { data: [userData(who)] });
      }
      if (url.pathname === '/helix/eventsub/subscriptions') {
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
  private authorize(
    q: Record<string, string>,
    send: (s: number, j?: Json, h?: Record<string, string>) => void,
  ) {
    if (q.client_id !== this.clientId || q.response_type !== 'code' || !q.redirect_uri)
      return send(400, { status: 400, message: 'invalid client or parameters' });
    const code = token();
    this.codes.set(code, {
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

  private token(p: Record<string, string>, send: (s: number, j?: Json) => void) {
    if (p.client_id !== this.clientId) return send(400, { status: 400, message: 'invalid client' });
    if (p.client_secret !== this.clientSecret)
      return send(403, { status: 403, message: 'invalid client secret' });
    if (p.grant_type === 'client_credentials') {
      const t = token();
      this.appTokens.add(t);
      return send(200, { access_token: t, expires_in: 5011271, token_type: 'bearer' });
    }
    let account: TwitchAccount | undefined;
    let scope: string[] = [];
    if (p.grant_type === 'authorization_code') {
      const issued = p.code ? this.codes.get(p.code) : undefined;
      // A code is good once, and only with the redirect URI it was issued for.
      if (!issued || issued.redirectUri !== p.redirect_uri)
        return send(400, { status: 400, message: 'Invalid authorization code' });
      this.codes.delete(p.code!);
      account = issued.account;
      scope = issued.scope;
    } else if (p.grant_type === 'refresh_token') {
      account = p.refresh_token ? this.refreshTokens.get(p.refresh_token) : undefined;
      if (!account) return send(400, { status: 400, message: 'Invalid refresh token' });
      this.refreshTokens.delete(p.refresh_token!);
    } else return send(400, { status: 400, message: 'Invalid grant type' });
    const access = token();
    const refresh = token();
    this.userTokens.set(access, account);
    this.refreshTokens.set(refresh, account);
    send(200, {
      access_token: access,
      expires_in: 14124,
      refresh_token: refresh,
      scope,
      token_type: 'bearer',
    });
  }

  private bearer(req: IncomingMessage): TwitchAccount | 'app' | 'invalid' | null {
    const m = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    if (!m) return null;
    if (this.appTokens.has(m[1]!)) return 'app';
    return this.userTokens.get(m[1]!) ?? 'invalid';
  }

  private createSubscription(b: Json, send: (s: number, j?: Json) => void) {
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

  private listSubscriptions(q: Record<string, string>, send: (s: number, j?: Json) => void) {
    const data = [...this.subscriptions.values()]
      .filter((s) => !q.type || s.type === q.type)
      .map((s) => ({ ...s, status: 'enabled', cost: 0 }));
    send(200, { data, total: data.length, total_cost: 0, max_total_cost: 10000, pagination: {} });
  }
}

function safeJson(raw: string): Json | null {
  try {
    return JSON.parse(raw) as Json;
  } catch {
    return null;
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
