import { randomBytes } from 'node:crypto';
import { OauthStandIn, type Send, type StandInRequest } from '../../testing/oauth-stand-in';
import {
  callsPer24Hours,
  codeExchangeResponse,
  followersCountResponse,
  INVALID_PARAMETER,
  INVALID_TOKEN,
  LONG_LIVED_SECONDS,
  longLivedResponse,
  metaError,
  PERMISSION_DENIED,
  USER_LIMIT_REACHED,
} from './threads-fixtures';

// A loopback stand-in of Threads for tests, as Meta's Threads API documentation describes it: the
// Authorization Window (GET /oauth/authorize on threads.net, comma-separated permissions, back to
// the redirect URI with code and state and Meta's `#_`, or error, error_reason and
// error_description when the user cancels), and on graph.threads.net the code exchange (POST
// /oauth/access_token, a code good once, a short-lived token for an hour), the long-lived token
// (GET /access_token, th_exchange_token, 60 days) and its refresh (GET /refresh_access_token,
// th_refresh_token: only a token at least a day old and not expired), GET /v1.0/me and the user
// insights' followers_count, each with the access_token parameter; errors in Meta's envelope (190
// for a token that no longer works), and the per-user budget of calls in 24 hours. Its clock moves
// only when a test says so (`advance`).

export interface ThreadsAccount {
  id: string;
  username: string;
  followers: number;
}
export interface ThreadsGrant {
  account: ThreadsAccount;
  scopes: string[];
}
interface TokenLife {
  longLived: boolean;
  issuedAt: number;
  expiresAt: number;
}

const DAY_MS = 86_400_000;

export class ThreadsStandIn extends OauthStandIn<ThreadsGrant> {
  account: ThreadsAccount = { id: '17841400000000001', username: 'threader', followers: 4321 };
  /** The permissions the user grants; null: all those asked for. */
  grantScopes: string[] | null = null;
  /** The user cancels in the Authorization Window. */
  cancels = false;
  /** The account's impressions in the last 24 hours, which set its call budget. */
  impressions = 10;
  /** Replaces the documented budget (tests lower it rather than make 48,000 calls). */
  callsPerDay: number | null = null;
  private offsetMs = 0;
  private lives = new Map<string, TokenLife>();
  private callsByUser = new Map<string, number[]>();

  constructor(appId = '990602627938098', appSecret = 'threads-standin-app-secret') {
    super(appId, appSecret);
  }

  appConfig(): Record<string, string> {
    return {
      THREADS_APP_ID: this.clientId,
      THREADS_APP_SECRET: this.clientSecret,
      THREADS_AUTH_URL: this.url,
      THREADS_API_URL: this.url,
    };
  }

  now() {
    return Date.now() + this.offsetMs;
  }
  /** Moves the stand-in's clock (token ages and expiries, the 24-hour budget). */
  advance(ms: number) {
    this.offsetMs += ms;
  }
  /** Forgets the calls counted against every user's budget. */
  resetBudget() {
    this.callsByUser.clear();
  }

  protected route({ method, path, url, body, isForm, send }: StandInRequest) {
    // Meta reads parameters from the query or a form body alike.
    const p: Record<string, string> = {
      ...Object.fromEntries(url.searchParams),
      ...(isForm ? ((body ?? {}) as Record<string, string>) : {}),
    };
    const route = `${method} ${path}`;
    if (route === 'GET /oauth/authorize') return this.authorize(p, send);
    if (route === 'POST /oauth/access_token') return this.exchangeCode(p, send);
    if (route === 'GET /access_token') return this.longLived(p, send, 'th_exchange_token');
    if (route === 'GET /refresh_access_token') return this.longLived(p, send, 'th_refresh_token');
    if (method === 'GET' && path.startsWith('/v1.0/'))
      return this.graph(path.slice('/v1.0/'.length), p, send);
    this.fail(send, { status: 404, code: 803, message: 'Unknown path components' });
  }

  private fail(send: Send, e: { status: number; code: number; message: string }) {
    send(e.status, metaError(e.code, e.message));
  }

  private issue(grant: ThreadsGrant, longLived: boolean): string {
    const token = `TH${randomBytes(24).toString('base64url')}`;
    const now = this.now();
    this.userTokens.set(token, grant);
    this.lives.set(token, {
      longLived,
      issuedAt: now,
      expiresAt: now + (longLived ? LONG_LIVED_SECONDS * 1000 : 3600_000),
    });
    return token;
  }

  /** The grant of a token that still works (issued, not revoked, not expired). */
  private live(token: string | undefined): ThreadsGrant | undefined {
    const grant = token ? this.userTokens.get(token) : undefined;
    const life = token ? this.lives.get(token) : undefined;
    return grant && life && life.expiresAt > this.now() ? grant : undefined;
  }

  private authorize(q: Record<string, string>, send: Send) {
    const scopes = (q.scope ?? '').split(',').filter(Boolean);
    if (q.client_id !== this.clientId || q.response_type !== 'code' || !q.redirect_uri || !scopes.length)
      return this.fail(send, INVALID_PARAMETER);
    const back = new URL(q.redirect_uri);
    if (this.cancels) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_reason', 'user_denied');
      back.searchParams.set('error_description', 'Permissions error');
    } else {
      const granted = this.grantScopes ?? scopes;
      back.searchParams.set(
        'code',
        this.issueCode({ account: { account: this.account, scopes: granted }, redirectUri: q.redirect_uri }),
      );
    }
    if (q.state) back.searchParams.set('state', q.state);
    send(302, undefined, { location: `${back.toString()}#_` });
  }

  private exchangeCode(p: Record<string, string>, send: Send) {
    if (p.client_id !== this.clientId || p.client_secret !== this.clientSecret)
      return this.fail(send, { status: 400, code: 101, message: 'Error validating client secret.' });
    const grant = this.redeemGrant(p);
    if ('refused' in grant) return this.fail(send, INVALID_PARAMETER);
    send(200, codeExchangeResponse(this.issue(grant.account, false), grant.account.account.id));
  }

  private longLived(p: Record<string, string>, send: Send, grantType: string) {
    if (p.grant_type !== grantType) return this.fail(send, INVALID_PARAMETER);
    if (grantType === 'th_exchange_token' && p.client_secret !== this.clientSecret)
      return this.fail(send, { status: 400, code: 101, message: 'Error validating client secret.' });
    const grant = this.live(p.access_token);
    const life = p.access_token ? this.lives.get(p.access_token) : undefined;
    if (!grant || !life) return this.fail(send, INVALID_TOKEN);
    if (grantType === 'th_exchange_token' && life.longLived) return this.fail(send, INVALID_PARAMETER);
    if (grantType === 'th_refresh_token') {
      if (!life.longLived) return this.fail(send, INVALID_PARAMETER);
      // Meta refreshes a long-lived token only once it is at least 24 hours old.
      if (this.now() - life.issuedAt < DAY_MS)
        return this.fail(send, {
          ...INVALID_PARAMETER,
          message: 'The access token is too new to be refreshed.',
        });
    }
    const token = this.issue(grant, true);
    send(200, longLivedResponse(token, LONG_LIVED_SECONDS));
  }

  private graph(rest: string, p: Record<string, string>, send: Send) {
    const grant = this.live(p.access_token);
    if (!grant) return this.fail(send, INVALID_TOKEN);
    if (!this.withinBudget(grant.account.id)) return this.fail(send, USER_LIMIT_REACHED);
    const [node, edge] = rest.split('/');
    const self = node === 'me' || node === grant.account.id;
    if (!self) return this.fail(send, { status: 400, code: 100, message: 'Object does not exist' });
    if (!edge) {
      const all: Record<string, string> = { id: grant.account.id, username: grant.account.username };
      const fields = (p.fields ?? 'id').split(',');
      return send(200, Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]])));
    }
    if (edge === 'threads_insights') {
      if (!grant.scopes.includes('threads_manage_insights')) return this.fail(send, PERMISSION_DENIED);
      if (p.metric !== 'followers_count') return this.fail(send, INVALID_PARAMETER);
      return send(200, followersCountResponse(grant.account.id, grant.account.followers));
    }
    this.fail(send, { status: 400, code: 100, message: 'Unsupported get request' });
  }

  // Counted per app and app user over a rolling 24 hours.
  private withinBudget(userId: string): boolean {
    const now = this.now();
    const calls = (this.callsByUser.get(userId) ?? []).filter((t) => t > now - DAY_MS);
    if (calls.length >= (this.callsPerDay ?? callsPer24Hours(this.impressions))) return false;
    calls.push(now);
    this.callsByUser.set(userId, calls);
    return true;
  }
}
