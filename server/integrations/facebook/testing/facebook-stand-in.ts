import { randomBytes } from 'node:crypto';
import { OauthStandIn, type Send, type StandInRequest } from '../../testing/oauth-stand-in';
import {
  appUsage,
  clientRefused,
  codeRefused,
  invalidToken,
  loginDialogDenied,
  meAccounts,
  type PageFixture,
  pageFields,
  tooManyCalls,
  unsupportedGet,
} from './facebook-fixtures';

// A loopback stand-in of Facebook Login and the Graph API for tests, one server for both of Meta's
// hosts (www.facebook.com and graph.facebook.com), every path under the Graph version, as Meta's
// guides describe them:
// - GET /{version}/dialog/oauth ("Manually Build a Login Flow"): client_id, redirect_uri,
//   response_type=code, state and a scope naming pages_show_list; the person grants the Pages the
//   test chose (`pagesToGrant`), and the window goes back to redirect_uri with code and state
//   (and the "#_=_" Facebook appends), or with error=access_denied when they cancel (`denyNext`).
// - GET /{version}/oauth/access_token: the code (once, for the redirect_uri it was issued to) with
//   client_id and client_secret, a short-lived user token; or grant_type=fb_exchange_token, the
//   long-lived one.
// - GET /{version}/me/accounts: the granted Pages, each with its Page token (no expiry).
// - GET /{version}/{page-id} and /{version}/me with a Page token: the Page's fields asked for.
// Every Graph answer carries X-App-Usage; a token it does not hold is code 190 ("Handling
// Errors"), and `throttle()` makes the next Page reads code 4 with X-App-Usage at 100%.

export interface FacebookPerson {
  id: string;
  name: string;
  pages: PageFixture[];
}

/** What a user token stands for: the person and the Pages they granted the app. */
interface Grant {
  person: FacebookPerson;
  pageIds: string[];
}

export const FACEBOOK_TEST_VERSION = 'v25.0';

export class FacebookStandIn extends OauthStandIn<Grant> {
  /** The person who "signs in" at the Login dialog, and the Pages they manage. */
  person: FacebookPerson = {
    id: '10160000000000001',
    name: 'Jo Creator',
    pages: [
      {
        id: '104000000000001',
        name: 'Countstream Creator',
        pictureUrl: 'https://scontent.xx.fbcdn.net/v/t39.30808-1/countstream-creator.jpg',
        followers: 8765,
      },
      {
        id: '104000000000002',
        name: 'Countstream Bakery',
        pictureUrl: 'https://scontent.xx.fbcdn.net/v/t39.30808-1/countstream-bakery.jpg',
        followers: 120,
      },
    ],
  };
  /** The Pages the person picks in the dialog (ids); the first Page unless a test says otherwise. */
  pagesToGrant: string[] | null = null;
  private deny = false;
  private readonly shortTokens = new Map<string, Grant>();
  /** Page token → the Page and the grant it came through. */
  private readonly pageTokens = new Map<string, { pageId: string; grant: Grant }>();
  private throttledCalls = 0;

  constructor(appId = '1234567890123456', appSecret = 'facebook-standin-app-secret') {
    super(appId, appSecret);
  }

  get page(): PageFixture {
    return this.person.pages[0]!;
  }

  appConfig(): Record<string, string> {
    return {
      FACEBOOK_APP_ID: this.clientId,
      FACEBOOK_APP_SECRET: this.clientSecret,
      FACEBOOK_AUTH_URL: this.url,
      FACEBOOK_API_URL: this.url,
    };
  }

  /** The person cancels at the next Login dialog. */
  denyNext() {
    this.deny = true;
  }

  /** The next `calls` Page reads are throttled (code 4, X-App-Usage at 100%). */
  throttle(calls: number) {
    this.throttledCalls = calls;
  }

  /** The person removed the app in their settings: every token of theirs, Page tokens too, ends. */
  override revokeAll() {
    super.revokeAll();
    this.shortTokens.clear();
    this.pageTokens.clear();
  }

  /** Whether a user or Page token it issued still works. */
  override isLive(token: string): boolean {
    return super.isLive(token) || this.pageTokens.has(token);
  }

  /** A Page token for the Page, as a finished connect would hold (reader tests). */
  issuePageToken(page: PageFixture = this.page): string {
    const token = randomBytes(24).toString('base64url');
    this.pageTokens.set(token, { pageId: page.id, grant: { person: this.person, pageIds: [page.id] } });
    return token;
  }

  /** Page tokens die but the user token still lists the Page (a new Page token). */
  expirePageTokens() {
    this.pageTokens.clear();
  }

  protected route({ method, path, url, send }: StandInRequest) {
    const prefix = `/${FACEBOOK_TEST_VERSION}`;
    const q = url.searchParams;
    if (method !== 'GET' || !path.startsWith(`${prefix}/`))
      return send(404, unsupportedGet(path.slice(1)), { 'x-app-usage': appUsage(1) });
    const rest = path.slice(prefix.length);
    if (rest === '/dialog/oauth') return this.dialog(q, send);
    const graph: Send = (status, json, headers = {}) =>
      send(status, json, { 'x-app-usage': appUsage(1), ...headers });
    if (rest === '/oauth/access_token') return this.accessToken(q, graph);
    if (rest === '/me/accounts') return this.accounts(q, graph);
    const node = /^\/([A-Za-z0-9_]+)$/.exec(rest)?.[1];
    if (node) return this.pageRead(node, q, graph);
    graph(404, unsupportedGet(rest.slice(1)));
  }

  private dialog(q: URLSearchParams, send: Send) {
    const scopes = (q.get('scope') ?? '').split(/[ ,]+/);
    const redirect = q.get('redirect_uri');
    if (
      q.get('client_id') !== this.clientId ||
      q.get('response_type') !== 'code' ||
      !redirect ||
      !scopes.includes('pages_show_list')
    )
      return send(400, { error: { message: 'Invalid request', type: 'OAuthException', code: 100 } });
    const back = new URL(redirect);
    if (this.deny) {
      this.deny = false;
      for (const [k, v] of Object.entries(loginDialogDenied)) back.searchParams.set(k, v);
    } else {
      const pageIds = this.pagesToGrant ?? [this.page.id];
      const code = this.issueCode({ account: { person: this.person, pageIds }, redirectUri: redirect });
      back.searchParams.set('code', code);
    }
    if (q.get('state')) back.searchParams.set('state', q.get('state')!);
    back.hash = '_=_';
    send(302, undefined, { location: back.toString() });
  }

  private accessToken(q: URLSearchParams, send: Send) {
    if (q.get('client_id') !== this.clientId || q.get('client_secret') !== this.clientSecret)
      return send(400, clientRefused);
    if (q.get('grant_type') === 'fb_exchange_token') {
      const grant = this.shortTokens.get(q.get('fb_exchange_token') ?? '');
      if (!grant) return send(400, invalidToken);
      const long = this.issueTokens(grant).access;
      return send(200, { access_token: long, token_type: 'bearer', expires_in: 5_183_944 });
    }
    const redeemed = this.redeemGrant({
      grant_type: 'authorization_code',
      code: q.get('code') ?? '',
      redirect_uri: q.get('redirect_uri') ?? '',
    });
    if ('refused' in redeemed) return send(400, codeRefused);
    const token = randomBytes(24).toString('base64url');
    this.shortTokens.set(token, redeemed.account);
    send(200, { access_token: token, token_type: 'bearer', expires_in: 5_183_944 });
  }

  private accounts(q: URLSearchParams, send: Send) {
    const grant = this.userTokens.get(q.get('access_token') ?? '');
    if (!grant) return send(400, invalidToken);
    const pages = grant.person.pages
      .filter((p) => grant.pageIds.includes(p.id))
      .map((page) => {
        const token = randomBytes(24).toString('base64url');
        this.pageTokens.set(token, { pageId: page.id, grant });
        return { page, token };
      });
    send(200, meAccounts(pages));
  }

  private pageRead(node: string, q: URLSearchParams, send: Send) {
    const held = this.pageTokens.get(q.get('access_token') ?? '');
    if (!held) return send(400, invalidToken);
    const id = node === 'me' ? held.pageId : node;
    const page = held.grant.person.pages.find((p) => p.id === id);
    if (!page || id !== held.pageId) return send(400, unsupportedGet(node));
    if (this.throttledCalls > 0) {
      this.throttledCalls -= 1;
      return send(400, tooManyCalls, { 'x-app-usage': appUsage(100) });
    }
    const asked = new Set((q.get('fields') ?? '').split(','));
    const all = pageFields(page);
    send(200, Object.fromEntries(Object.entries(all).filter(([k]) => k === 'id' || asked.has(k))));
  }
}
