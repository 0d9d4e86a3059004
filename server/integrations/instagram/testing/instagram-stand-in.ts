import { randomBytes } from 'node:crypto';
import { OauthStandIn, type Send, type StandInRequest } from '../../testing/oauth-stand-in';
import {
  businessLoginClientRefused,
  businessLoginCodeExchange,
  businessLoginCodeRefused,
  businessUseCaseUsage,
  handlingErrorsInvalidToken,
  handlingErrorsTooManyCalls,
  igUserMe,
  longLivedToken,
} from './instagram-fixtures';

// A loopback stand-in of the Instagram API with Instagram Login for tests, one server for both of
// Meta's hosts (api.instagram.com and graph.instagram.com), as Meta's reference describes them:
// - GET /oauth/authorize ("Oauth Authorize"): client_id, redirect_uri, response_type=code and a
//   scope naming instagram_business_basic; back to redirect_uri with code and state, and the "#_"
//   Instagram appends.
// - POST /oauth/access_token ("Business Login for Instagram"): form-encoded, the code good once
//   for the redirect_uri it was issued to; { data: [{ access_token, user_id, permissions }] }, a
//   short-lived token.
// - GET /access_token ("Access Token"): grant_type=ig_exchange_token, client_secret and a live
//   short-lived token; the long-lived token.
// - GET /refresh_access_token ("Refresh Access Token"): grant_type=ig_refresh_token and a live
//   long-lived token; a new one (the old one keeps working till its own end).
// - GET /me ("IG User"): the token's account with the fields asked for, X-Business-Use-Case-Usage
//   on every answer; a token it does not hold is code 190 ("Handling Errors"), and `throttle()`
//   makes the next count calls code 4 with the wait in the usage header.

export interface InstagramAccount {
  id: string;
  username: string;
  pictureUrl: string;
  followers: number;
}

export class InstagramStandIn extends OauthStandIn<InstagramAccount> {
  /** The account that "signs in" at the authorization window. */
  account: InstagramAccount = {
    id: '17841400000000001',
    username: 'countstream.creator',
    pictureUrl: 'https://scontent.cdninstagram.com/v/t51.2885-19/creator.jpg',
    followers: 4321,
  };
  private readonly shortTokens = new Map<string, InstagramAccount>();
  private throttledCalls = 0;
  private throttleMinutes = 0;

  constructor(appId = '990602627938098', appSecret = 'instagram-standin-app-secret') {
    super(appId, appSecret);
  }

  appConfig(): Record<string, string> {
    return {
      INSTAGRAM_APP_ID: this.clientId,
      INSTAGRAM_APP_SECRET: this.clientSecret,
      INSTAGRAM_AUTH_URL: this.url,
      INSTAGRAM_API_URL: this.url,
    };
  }

  /** The next `calls` reads of /me are throttled (code 4), calls allowed again in `minutes`. */
  throttle(calls: number, minutes: number) {
    this.throttledCalls = calls;
    this.throttleMinutes = minutes;
  }

  /** A long-lived token for the account, as a finished connect would hold (reader tests). */
  issueLongLivedToken(account: InstagramAccount = this.account): string {
    return this.issueTokens(account).access;
  }

  protected route({ method, path, url, body, isForm, send }: StandInRequest) {
    const route = `${method} ${path}`;
    const q = url.searchParams;
    if (route === 'GET /oauth/authorize') return this.authorize(q, send);
    if (route === 'POST /oauth/access_token') {
      if (!isForm) return send(400, businessLoginCodeRefused);
      return this.exchangeCode((body ?? {}) as Record<string, string>, send);
    }
    if (route === 'GET /access_token') return this.exchangeLongLived(q, send);
    if (route === 'GET /refresh_access_token') return this.refreshLongLived(q, send);
    if (route === 'GET /me') return this.me(q, send);
    send(404, { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 } });
  }

  private authorize(q: URLSearchParams, send: Send) {
    const scopes = (q.get('scope') ?? '').split(/[ ,]+/);
    if (
      q.get('client_id') !== this.clientId ||
      q.get('response_type') !== 'code' ||
      !q.get('redirect_uri') ||
      !scopes.includes('instagram_business_basic')
    )
      return send(400, { error_type: 'OAuthException', code: 400, error_message: 'Invalid request' });
    const code = this.issueCode({ account: this.account, redirectUri: q.get('redirect_uri')! });
    const back = new URL(q.get('redirect_uri')!);
    back.searchParams.set('code', code);
    if (q.get('state')) back.searchParams.set('state', q.get('state')!);
    back.hash = '_';
    send(302, undefined, { location: back.toString() });
  }

  private exchangeCode(p: Record<string, string>, send: Send) {
    if (p.client_id !== this.clientId || p.client_secret !== this.clientSecret)
      return send(400, businessLoginClientRefused);
    const grant = this.redeemGrant(p);
    if ('refused' in grant) return send(400, businessLoginCodeRefused);
    const token = randomBytes(24).toString('base64url');
    this.shortTokens.set(token, grant.account);
    send(200, businessLoginCodeExchange(token, grant.account.id));
  }

  private exchangeLongLived(q: URLSearchParams, send: Send) {
    const account = this.shortTokens.get(q.get('access_token') ?? '');
    if (
      q.get('grant_type') !== 'ig_exchange_token' ||
      q.get('client_secret') !== this.clientSecret ||
      !account
    )
      return send(400, handlingErrorsInvalidToken);
    const long = this.issueTokens(account).access;
    send(200, longLivedToken(long));
  }

  private refreshLongLived(q: URLSearchParams, send: Send) {
    const account = this.userTokens.get(q.get('access_token') ?? '');
    if (q.get('grant_type') !== 'ig_refresh_token' || !account) return send(400, handlingErrorsInvalidToken);
    send(200, longLivedToken(this.issueTokens(account).access));
  }

  private me(q: URLSearchParams, send: Send) {
    const account = this.userTokens.get(q.get('access_token') ?? '');
    if (!account) return send(400, handlingErrorsInvalidToken);
    if (this.throttledCalls > 0) {
      this.throttledCalls -= 1;
      return send(400, handlingErrorsTooManyCalls, {
        'x-business-use-case-usage': businessUseCaseUsage(account.id, this.throttleMinutes, 100),
      });
    }
    const asked = new Set((q.get('fields') ?? '').split(','));
    const all = igUserMe(account);
    const answer = Object.fromEntries(Object.entries(all).filter(([k]) => k === 'id' || asked.has(k)));
    send(200, answer, { 'x-business-use-case-usage': businessUseCaseUsage(account.id, 0) });
  }
}
