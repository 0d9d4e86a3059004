import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CannedAnswer,
  PlatformStandIn,
  type RecordedCall,
  type Reply,
} from '../../../testing/platform-stand-in';
import {
  clientCredentialsResponse,
  getChannelFollowersResponse,
  getUsersResponse,
  HELIX_MESSAGES,
  helixError,
  OAUTH_MESSAGES,
  oauthErrorResponse,
  type TwitchUserSeed,
} from './twitch-fixtures';

// A loopback Twitch for the live-count reader: Helix (api.twitch.tv/helix) on the shared stand-in's
// server, and the OAuth token endpoint (id.twitch.tv/oauth2) on a second server, as Twitch serves
// them from two hosts. (The token endpoint needs the request's form body, which the shared server
// does not pass on.) What it models, and where Twitch documents it:
// - POST /oauth2/token, client credentials grant (Getting OAuth Access Tokens › Client credentials
//   grant flow): form-encoded client_id, client_secret, grant_type=client_credentials →
//   { access_token, expires_in, token_type: 'bearer' }; a wrong id 400, a wrong secret 403, each
//   `{ status, message }`. Parameters in the query string are read too, as Twitch does, so a test
//   can see that the reader kept the secret out of the URL (`tokenRequests`).
// - Helix needs `Authorization: Bearer <token>` and `Client-Id` of the app the token was issued to
//   (Authentication › "Passing the access token to the API"); a missing, expired or revoked token
//   answers 401 { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' }.
// - GET /helix/users (Reference › Get Users): `id` and `login` (repeatable, 100 in all), answers
//   { data: [...] }, empty for names nobody has; 400 "Invalid login names, emails or IDs in request"
//   for a name or id no account can have (as seen on Helix, twitchdev/issues#937).
// - GET /helix/channels/followers (Reference › Get Channel Followers): `broadcaster_id`, `first`
//   1–100; an app token gets { total, data: [], pagination: {} }. An id no account has answers
//   400 "The broadcaster_id query parameter is not valid." (the documented 400; whether Twitch says
//   that or `total: 0` for a deleted account is not documented).
// - Rate limits (Twitch API Concepts › Twitch Rate Limits): a token bucket of `pointsPerMinute`
//   points (Twitch: 800) for the app's requests, refilling at that rate, 1 point a call; every Helix
//   answer carries Ratelimit-Limit, Ratelimit-Remaining and Ratelimit-Reset (epoch seconds when the
//   bucket is full again); an empty bucket answers 429.

const VALID_LOGIN = /^[a-zA-Z0-9_]{1,25}$/;
// Get Users answers 400 for ids of 2^31 and more (twitchdev/issues#937).
const VALID_ID = (id: string) => /^\d{1,10}$/.test(id) && Number(id) < 2 ** 31;
const MINUTE_MS = 60_000;

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const helixAnswer = (status: number, message: string): Answer => ({
  status,
  body: helixError(status, message),
});

export interface TwitchStandInOptions {
  clientId?: string;
  clientSecret?: string;
}

export class TwitchLiveStandIn extends PlatformStandIn {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The OAuth host's base, as TWITCH_AUTH_URL takes it (…/oauth2). */
  authUrl = '';
  /** The parameters of every token request, form and query, in order. */
  tokenRequests: { form: URLSearchParams; query: URLSearchParams; contentType: string }[] = [];
  /** Every app token issued, in order. */
  issuedTokens: string[] = [];
  /** Points a minute in the app's bucket (Twitch: 800). */
  pointsPerMinute = 800;
  /** The lifetime of an app token (Twitch's example answer: 5,011,271 s, about 58 days). */
  tokenLifetimeSeconds = 5_011_271;
  /** The stand-in's clock (a test may fix it to know the reset times it will answer). */
  now: () => number = () => Date.now();

  private readonly users = new Map<string, TwitchUserSeed>();
  private readonly tokens = new Map<string, number>();
  private readonly tokenAnswers: CannedAnswer[] = [];
  private authServer: Server | null = null;
  private bucket: { points: number; at: number } | null = null;

  constructor({
    clientId = 'standin-client-id',
    clientSecret = 'standin-client-secret',
  }: TwitchStandInOptions = {}) {
    super();
    this.clientId = clientId;
    this.clientSecret = clientSecret;
  }

  get apiUrl(): string {
    return `${this.url}/helix`;
  }

  /** The environment that points the server's Twitch settings at this stand-in. */
  env(): Record<string, string> {
    return {
      TWITCH_CLIENT_ID: this.clientId,
      TWITCH_CLIENT_SECRET: this.clientSecret,
      TWITCH_API_URL: this.apiUrl,
      TWITCH_AUTH_URL: this.authUrl,
    };
  }

  seedUser(user: TwitchUserSeed): void {
    this.users.set(user.id, { ...user });
  }

  setFollowers(id: string, followers: number): void {
    const user = this.users.get(id);
    if (!user) throw new Error(`No Twitch user ${id} is seeded.`);
    user.followers = followers;
  }

  /** The account is deleted: Get Users no longer finds it. */
  removeUser(id: string): void {
    this.users.delete(id);
  }

  /** Every app token issued so far stops working, as at its expiry. */
  expireTokens(): void {
    for (const token of this.tokens.keys()) this.tokens.set(token, 0);
  }

  /** One token stops working (revoked). */
  revokeToken(token: string): void {
    this.tokens.delete(token);
  }

  /** The next token requests get these answers, in order, before the endpoint answers for itself. */
  answerNextToken(...answers: CannedAnswer[]): void {
    this.tokenAnswers.push(...answers);
  }

  /** The bucket is full again. */
  refillBucket(): void {
    this.bucket = null;
  }

  override async start(): Promise<this> {
    await super.start();
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const answer = this.answerToken(req, Buffer.concat(chunks).toString('utf8'));
        res.writeHead(answer.status, {
          'content-type': 'application/json; charset=utf-8',
          ...answer.headers,
        });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
    this.authServer = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.authUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2`;
    return this;
  }

  override async close(): Promise<void> {
    const server = this.authServer;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await super.close();
  }

  // POST /oauth2/token on the OAuth host.
  private answerToken(req: IncomingMessage, body: string): Answer {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const contentType = String(req.headers['content-type'] ?? '');
    const form = contentType.startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(body)
      : new URLSearchParams();
    this.calls.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      at: Date.now(),
    });
    if (req.method !== 'POST' || url.pathname !== '/oauth2/token')
      return { status: 404, body: oauthErrorResponse(404, 'Not Found') };
    this.tokenRequests.push({ form, query: url.searchParams, contentType });
    const canned = this.tokenAnswers.shift();
    if (canned) return { status: canned.status, body: canned.body, headers: canned.headers };
    const param = (name: string) => form.get(name) ?? url.searchParams.get(name);
    const refuse = (status: number, message: string): Answer => ({
      status,
      body: oauthErrorResponse(status, message),
    });
    const clientId = param('client_id');
    if (!clientId) return refuse(400, OAUTH_MESSAGES.missingClientId);
    if (clientId !== this.clientId) return refuse(400, OAUTH_MESSAGES.invalidClient);
    if (param('client_secret') !== this.clientSecret) return refuse(403, OAUTH_MESSAGES.invalidClientSecret);
    if (param('grant_type') !== 'client_credentials') return refuse(400, OAUTH_MESSAGES.invalidGrantType);
    const token = randomBytes(15).toString('hex');
    this.tokens.set(token, this.now() + this.tokenLifetimeSeconds * 1000);
    this.issuedTokens.push(token);
    return { status: 200, body: clientCredentialsResponse(token, this.tokenLifetimeSeconds) };
  }

  // Helix, on the shared stand-in's server.
  protected handle(call: RecordedCall, reply: Reply): void {
    const answer = this.answerHelix(call);
    reply(answer.status, answer.body, this.rateHeaders());
  }

  private answerHelix(call: RecordedCall): Answer {
    const refusal = this.checkCredentials(call);
    if (refusal) return helixAnswer(401, refusal);
    if (!this.takePoint()) return helixAnswer(429, HELIX_MESSAGES.tooManyRequests);
    const route = `${call.method} ${call.path}`;
    if (route === 'GET /helix/users') return this.getUsers(call.query);
    if (route === 'GET /helix/channels/followers') return this.getFollowers(call.query);
    return helixAnswer(404, 'Not Found');
  }

  private checkCredentials(call: RecordedCall): string | null {
    const authorization = String(call.headers.authorization ?? '');
    const bearer = /^Bearer (\S+)$/i.exec(authorization)?.[1];
    if (!bearer) return HELIX_MESSAGES.tokenMissing;
    if (!call.headers['client-id']) return HELIX_MESSAGES.clientIdMissing;
    const expiresAt = this.tokens.get(bearer);
    if (expiresAt === undefined || expiresAt <= this.now()) return HELIX_MESSAGES.invalidToken;
    if (call.headers['client-id'] !== this.clientId) return HELIX_MESSAGES.clientIdMismatch;
    return null;
  }

  private getUsers(query: URLSearchParams): Answer {
    const ids = query.getAll('id');
    const logins = query.getAll('login');
    if (ids.length + logins.length === 0) return helixAnswer(400, HELIX_MESSAGES.usersParameterRequired);
    if (ids.length + logins.length > 100) return helixAnswer(400, HELIX_MESSAGES.usersTooMany);
    if (!ids.every(VALID_ID) || !logins.every((l) => VALID_LOGIN.test(l)))
      return helixAnswer(400, HELIX_MESSAGES.usersInvalid);
    const wanted = new Set(logins.map((l) => l.toLowerCase()));
    const found = [...this.users.values()].filter((u) => ids.includes(u.id) || wanted.has(u.login));
    return { status: 200, body: getUsersResponse(found) };
  }

  private getFollowers(query: URLSearchParams): Answer {
    const broadcasterId = query.get('broadcaster_id');
    if (!broadcasterId) return helixAnswer(400, HELIX_MESSAGES.broadcasterIdRequired);
    // An app token may not ask whether one user follows (that needs a moderator's user token).
    if (query.has('user_id')) return helixAnswer(401, HELIX_MESSAGES.userIdNeedsModerator);
    const first = query.get('first');
    if (first !== null && !(/^\d+$/.test(first) && Number(first) >= 1 && Number(first) <= 100))
      return helixAnswer(400, 'The first query parameter is not valid.');
    const user = this.users.get(broadcasterId);
    if (!user) return helixAnswer(400, HELIX_MESSAGES.broadcasterIdInvalid);
    return { status: 200, body: getChannelFollowersResponse(user.followers) };
  }

  // The token bucket: full at first, refilled continuously at `pointsPerMinute` a minute.
  private refill(): { points: number; at: number } {
    const now = this.now();
    const limit = this.pointsPerMinute;
    const before = this.bucket ?? { points: limit, at: now };
    const points = Math.min(limit, before.points + ((now - before.at) * limit) / MINUTE_MS);
    this.bucket = { points, at: now };
    return this.bucket;
  }

  private takePoint(): boolean {
    const bucket = this.refill();
    if (bucket.points < 1) return false;
    bucket.points -= 1;
    return true;
  }

  private rateHeaders(): Record<string, string> {
    const { points, at } = this.refill();
    const limit = this.pointsPerMinute;
    const fullAt = at + ((limit - points) * MINUTE_MS) / limit;
    return {
      'Ratelimit-Limit': String(limit),
      'Ratelimit-Remaining': String(Math.floor(points)),
      'Ratelimit-Reset': String(Math.ceil(fullAt / 1000)),
    };
  }
}
