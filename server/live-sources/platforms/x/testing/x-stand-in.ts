import { PlatformStandIn, type RecordedCall, type Reply } from '../../../testing/platform-stand-in';
import {
  invalidRequestResponse,
  rateLimitExceededResponse,
  rateLimitHeaders,
  unauthorizedResponse,
  userLookupResponse,
  userNotFoundProblem,
  userObject,
  usersLookupResponse,
  type XUserSeed,
} from './x-fixtures';

// A loopback stand-in of the X API v2 users lookup (api.x.com/2), as docs.x.com describes it:
// - "Integration Guide — App-Only authentication": every call needs `Authorization: Bearer <token>`;
//   a missing or wrong one gets 401 with the about:blank problem ("Response Codes & Errors").
// - "Get Users by Username" (GET /2/users/by/username/:username, username ^[A-Za-z0-9_]{1,15}$,
//   matched without regard to case) and "Get Users by ID" (GET /2/users/:id, id ^[0-9]{1,19}$):
//   `{ data }`, or HTTP 200 `{ errors: [Not Found Error] }` for a user it cannot find (what X
//   answers; set `missingSingleUser = 404` for the Integration Guide's "Single user lookup returns
//   404").
// - "Get Users by IDs" (GET /2/users?ids=, 1 to 100 ids): found users in `data`, the others in
//   `errors` ("Response Codes & Errors — Partial errors").
// - "Fields and expansions": `id`, `name`, `username` by default; `user.fields` adds the others.
//   Parameters that break the documented patterns get 400 invalid-request.
// - "X API Rate Limits": each endpoint has its own window of 300 requests per 15 minutes per app;
//   every answer carries x-rate-limit-limit/-remaining/-reset (epoch seconds), and a call over the
//   limit gets 429 until the window resets. `limitRequests(n)` shrinks the window for a test.

const USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const USER_ID = /^[0-9]{1,19}$/;
const MAX_IDS = 100;
// "Integration Guide — Available fields", and the fields every user object has.
const USER_FIELDS = new Set([
  'created_at',
  'description',
  'entities',
  'id',
  'location',
  'most_recent_tweet_id',
  'name',
  'pinned_tweet_id',
  'profile_image_url',
  'protected',
  'public_metrics',
  'url',
  'username',
  'verified',
  'verified_type',
  'withheld',
]);

type Endpoint = '/2/users' | '/2/users/:id' | '/2/users/by/username/:username';
interface Route {
  endpoint: Endpoint;
  param: string;
}
interface Window {
  resetAt: number;
  used: number;
}

function routeOf(path: string): Route | null {
  if (path === '/2/users') return { endpoint: '/2/users', param: '' };
  const byUsername = /^\/2\/users\/by\/username\/([^/]+)$/.exec(path);
  if (byUsername) return { endpoint: '/2/users/by/username/:username', param: byUsername[1] ?? '' };
  const byId = /^\/2\/users\/([^/]+)$/.exec(path);
  if (byId && byId[1] !== 'by') return { endpoint: '/2/users/:id', param: byId[1] ?? '' };
  return null;
}

export class XStandIn extends PlatformStandIn {
  readonly users = new Map<string, XUserSeed>();
  /** Requests each endpoint answers per window (X: 300 per 15 minutes per app, for each of them). */
  requestsPerWindow = 300;
  windowSeconds = 900;
  /** What a single-user lookup answers for a user X cannot find: 200 with `errors`, or 404. */
  missingSingleUser: 200 | 404 = 200;
  private readonly windows = new Map<Endpoint, Window>();

  constructor(readonly bearerToken = 'x-standin-bearer-token') {
    super();
  }

  get apiUrl(): string {
    return `${this.url}/2`;
  }

  /** The environment that points the app at this stand-in. */
  appEnv(): Record<string, string> {
    return { X_BEARER_TOKEN: this.bearerToken, X_API_URL: this.apiUrl };
  }

  seedUser(user: XUserSeed): XUserSeed {
    this.users.set(user.id, { ...user });
    return user;
  }

  setFollowers(id: string, followers: number): void {
    const user = this.users.get(id);
    if (!user) throw new Error(`The X stand-in has no user ${id}.`);
    user.followers = followers;
  }

  /** The account is deleted or suspended: lookups stop finding it. */
  removeUser(id: string): void {
    this.users.delete(id);
  }

  /** From now on each endpoint answers `requests` calls per window, then 429 until the reset. */
  limitRequests(requests: number, windowSeconds = 900): void {
    this.requestsPerWindow = requests;
    this.windowSeconds = windowSeconds;
    this.windows.clear();
  }

  /** The epoch second the endpoint's current window resets (what x-rate-limit-reset says). */
  windowReset(endpoint: Endpoint): number | null {
    return this.windows.get(endpoint)?.resetAt ?? null;
  }

  protected handle(call: RecordedCall, reply: Reply): void {
    const [status, body, headers] = this.respond(call);
    reply(status, body, headers);
  }

  private respond(call: RecordedCall): [number, object, Record<string, string>?] {
    if (call.headers.authorization !== `Bearer ${this.bearerToken}`) return [401, unauthorizedResponse];
    const route = call.method === 'GET' ? routeOf(call.path) : null;
    if (!route) return [404, { title: 'Not Found', type: 'about:blank', status: 404, detail: 'Not Found' }];
    const window = this.countRequest(route.endpoint);
    const headers = rateLimitHeaders(
      this.requestsPerWindow,
      this.requestsPerWindow - window.used,
      window.resetAt,
    );
    if (window.used > this.requestsPerWindow) return [429, rateLimitExceededResponse, headers];
    const fields = this.userFields(call.query);
    if (!(fields instanceof Set)) return [400, fields, headers];
    const [status, body] = this.answer(route, call.query, fields);
    return [status, body, headers];
  }

  private countRequest(endpoint: Endpoint): Window {
    const now = Math.floor(Date.now() / 1000);
    let window = this.windows.get(endpoint);
    if (!window || now >= window.resetAt) {
      window = { resetAt: now + this.windowSeconds, used: 0 };
      this.windows.set(endpoint, window);
    }
    window.used += 1;
    return window;
  }

  /** The fields asked for, or the 400 for one X does not know. */
  private userFields(query: URLSearchParams): Set<string> | object {
    const asked = (query.get('user.fields') ?? '').split(',').filter((f) => f !== '');
    const unknown = asked.filter((f) => !USER_FIELDS.has(f));
    if (unknown.length > 0)
      return invalidRequestResponse(
        'user.fields',
        unknown,
        `The \`user.fields\` query parameter value [${unknown[0]}] is not one of [${[...USER_FIELDS].join(',')}]`,
      );
    return new Set(asked);
  }

  private answer(route: Route, query: URLSearchParams, fields: Set<string>): [number, object] {
    if (route.endpoint === '/2/users') return this.answerIds(query.get('ids'), fields);
    let value = route.param;
    try {
      value = decodeURIComponent(route.param);
    } catch {
      // Left as sent: the pattern check below refuses it.
    }
    const byUsername = route.endpoint === '/2/users/by/username/:username';
    const [parameter, pattern] = byUsername ? (['username', USERNAME] as const) : (['id', USER_ID] as const);
    if (!pattern.test(value))
      return [
        400,
        invalidRequestResponse(
          parameter,
          [value],
          `The \`${parameter}\` query parameter value [${value}] does not match ${pattern.source}`,
        ),
      ];
    const user = byUsername
      ? [...this.users.values()].find((u) => u.username.toLowerCase() === value.toLowerCase())
      : this.users.get(value);
    if (!user && this.missingSingleUser === 404) return [404, userNotFoundProblem(value, parameter)];
    return [200, userLookupResponse(user ? userObject(user, fields) : null, value, parameter)];
  }

  private answerIds(param: string | null, fields: Set<string>): [number, object] {
    const ids = (param ?? '').split(',').filter((id) => id !== '');
    if (ids.length === 0 || ids.length > MAX_IDS)
      return [
        400,
        invalidRequestResponse(
          'ids',
          [String(ids.length)],
          `The number of values in the \`ids\` query parameter list [${ids.length}] is not between 1 and ${MAX_IDS}`,
        ),
      ];
    const bad = ids.find((id) => !USER_ID.test(id));
    if (bad !== undefined)
      return [
        400,
        invalidRequestResponse(
          'ids',
          [bad],
          `The \`ids\` query parameter value [${bad}] does not match ^[0-9]{1,19}$`,
        ),
      ];
    const found: Record<string, unknown>[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const user = this.users.get(id);
      if (user) found.push(userObject(user, fields));
      else missing.push(id);
    }
    return [200, usersLookupResponse(found, missing)];
  }
}
