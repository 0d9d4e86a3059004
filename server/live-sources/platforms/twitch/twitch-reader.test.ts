import { parseTwitch } from '@core/live-sources/accounts/twitch';
import type { ParsedAccount } from '@core/live-sources/platforms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { PlatformCallError, type PlatformReader } from '../../platform-reader';
import { TWITCHDEV, type TwitchUserSeed } from './testing/twitch-fixtures';
import { TwitchLiveStandIn } from './testing/twitch-stand-in';
import { TWITCH_LIMITS, twitchPlatform } from './twitch-reader';

const LIRIK: TwitchUserSeed = { id: '23161357', login: 'lirik', displayName: 'LIRIK', followers: 2_870_512 };
const NEWCOMER: TwitchUserSeed = {
  id: '987654321',
  login: 'fresh_start',
  displayName: 'fresh_start',
  followers: 0,
};
const JAPANESE: TwitchUserSeed = {
  id: '555000111',
  login: 'kato_junichi0817',
  displayName: '加藤純一',
  followers: 1_204_233,
  profileImageUrl: '',
};

let standIn: TwitchLiveStandIn;

beforeAll(async () => {
  standIn = await new TwitchLiveStandIn({
    clientId: 'cs-test-client-id-0123456789abcdef',
    clientSecret: 'cs-test-secret-DO-NOT-LEAK-9f8e7d',
  }).start();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  for (const u of [TWITCHDEV, LIRIK, NEWCOMER, JAPANESE]) standIn.seedUser(u);
  standIn.calls = [];
  standIn.tokenRequests = [];
  standIn.issuedTokens = [];
  standIn.pointsPerMinute = 800;
  standIn.tokenLifetimeSeconds = 5_011_271;
  standIn.now = () => Date.now();
  standIn.refillBucket();
});

function makeReader(
  env: Record<string, string> = {},
  options: { now?: () => number; fetch?: typeof fetch } = {},
): PlatformReader {
  return twitchPlatform.createReader({
    config: loadConfig({ ...standIn.env(), ...env }),
    fetch: options.fetch ?? globalThis.fetch,
    now: options.now ?? (() => Date.now()),
  });
}

const parsed = (input: string): ParsedAccount => {
  const r = parseTwitch(input);
  if (!r.ok) throw new Error(r.message);
  return r.account;
};

async function failureOf(promise: Promise<unknown>): Promise<PlatformCallError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof PlatformCallError))
    throw new Error(`expected a PlatformCallError, got ${String(err)}`);
  return err;
}

describe('twitch reader: lookup', () => {
  it.each([
    'twitchdev',
    '@TwitchDev',
    'twitch.tv/twitchdev',
    'www.twitch.tv/TwitchDev/',
    'https://m.twitch.tv/twitchdev',
    'https://www.twitch.tv/twitchdev/videos?filter=archives&sort=time',
    '141981764',
  ])('finds %j: its id, login, display name, picture and exact followers', async (input) => {
    const profile = await makeReader().lookup(parsed(input));
    expect(profile).toEqual({
      id: '141981764',
      handle: 'twitchdev',
      displayName: 'TwitchDev',
      avatarUrl: TWITCHDEV.profileImageUrl,
      reading: { value: 123_456, precision: 'exact' },
    });
  });

  it('asks Get Users by login, or by id for a number, then Get Channel Followers for the id', async () => {
    const reader = makeReader();
    await reader.lookup(parsed('@LIRIK'));
    await reader.lookup(parsed('141981764'));
    const helix = standIn.calls.filter((c) => c.path.startsWith('/helix/'));
    expect(helix.map((c) => `${c.path}?${c.query}`)).toEqual([
      '/helix/users?login=lirik',
      '/helix/channels/followers?broadcaster_id=23161357&first=1',
      '/helix/users?id=141981764',
      '/helix/channels/followers?broadcaster_id=141981764&first=1',
    ]);
  });

  it('keeps a display name in any script, and has no picture when Twitch gives an empty one', async () => {
    expect(await makeReader().lookup(parsed('kato_junichi0817'))).toEqual({
      id: '555000111',
      handle: 'kato_junichi0817',
      displayName: '加藤純一',
      avatarUrl: null,
      reading: { value: 1_204_233, precision: 'exact' },
    });
  });

  it('reads a channel nobody follows as an exact 0', async () => {
    const profile = await makeReader().lookup(parsed('fresh_start'));
    expect(profile?.reading).toEqual({ value: 0, precision: 'exact' });
  });

  it('answers null for a name or id nobody has (Get Users: empty data)', async () => {
    const reader = makeReader();
    expect(await reader.lookup(parsed('nobody_has_this_name'))).toBeNull();
    expect(await reader.lookup(parsed('99999999'))).toBeNull();
    // No follower call for an account that does not exist.
    expect(standIn.callsTo('/channels/followers')).toHaveLength(0);
  });

  it('answers null when Helix says no account can have that name or id (400)', async () => {
    const reader = makeReader();
    expect(await reader.lookup({ kind: 'handle', value: 'not a login' })).toBeNull();
    expect(await reader.lookup({ kind: 'id', value: '4294967296' })).toBeNull();
  });

  it('answers null when the account is deleted between the lookup and the count', async () => {
    standIn.answerNext({
      status: 200,
      body: { data: [{ id: '31337', login: 'ghost', display_name: 'Ghost' }] },
    });
    expect(await makeReader().lookup(parsed('ghost'))).toBeNull();
  });

  it('treats an answer without a user or a list as Twitch not answering properly', async () => {
    standIn.answerNext({ status: 200, body: { data: [{ login: 'twitchdev' }] } });
    const err = await failureOf(makeReader().lookup(parsed('twitchdev')));
    expect(err.failure).toBe('unavailable');
    standIn.answerNext({ status: 200, body: '<html>' });
    expect((await failureOf(makeReader().lookup(parsed('twitchdev')))).failure).toBe('unavailable');
  });
});

describe('twitch reader: counts', () => {
  it('makes one Get Channel Followers call per id (batch size 1), in order', async () => {
    const ids = [TWITCHDEV.id, LIRIK.id, NEWCOMER.id];
    const readings = await makeReader().readCounts(ids);
    expect(readings).toEqual(
      new Map([
        [TWITCHDEV.id, { value: 123_456, precision: 'exact' }],
        [LIRIK.id, { value: 2_870_512, precision: 'exact' }],
        [NEWCOMER.id, { value: 0, precision: 'exact' }],
      ]),
    );
    const calls = standIn.callsTo('/channels/followers');
    expect(calls).toHaveLength(Math.ceil(ids.length / TWITCH_LIMITS.batchSize));
    expect(calls.map((c) => c.query.get('broadcaster_id'))).toEqual(ids);
    expect(calls.every((c) => c.method === 'GET' && c.query.get('first') === '1')).toBe(true);
  });

  it('reads the count as it is now', async () => {
    const reader = makeReader();
    expect((await reader.readCounts([LIRIK.id])).get(LIRIK.id)?.value).toBe(2_870_512);
    standIn.setFollowers(LIRIK.id, 2_870_513);
    expect((await reader.readCounts([LIRIK.id])).get(LIRIK.id)?.value).toBe(2_870_513);
  });

  it('leaves out an id Twitch says is not valid: the account is gone', async () => {
    standIn.seedUser({ id: '444', login: 'leaving_soon', displayName: 'leaving_soon', followers: 12 });
    standIn.removeUser('444');
    const readings = await makeReader().readCounts([TWITCHDEV.id, '444', LIRIK.id]);
    expect([...readings.keys()]).toEqual([TWITCHDEV.id, LIRIK.id]);
  });

  it('answers an empty map for no ids, without calling Twitch', async () => {
    expect((await makeReader().readCounts([])).size).toBe(0);
    expect(standIn.calls).toHaveLength(0);
  });

  it('treats a count that is not a whole number as Twitch not answering properly', async () => {
    standIn.answerNext({ status: 200, body: { total: '12', data: [], pagination: {} } });
    expect((await failureOf(makeReader().readCounts([LIRIK.id]))).failure).toBe('unavailable');
  });
});

describe('twitch reader: credentials', () => {
  it('gets an app token with the form-encoded client credentials, and keeps the secret out of URLs', async () => {
    await makeReader().readCounts([LIRIK.id]);
    expect(standIn.tokenRequests).toHaveLength(1);
    const [request] = standIn.tokenRequests;
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      client_id: standIn.clientId,
      client_secret: standIn.clientSecret,
      grant_type: 'client_credentials',
    });
    expect([...(request?.query ?? [])]).toEqual([]);
    for (const call of standIn.calls)
      expect(`${call.path}?${call.query}`).not.toContain(standIn.clientSecret);
  });

  it('sends the token as a Bearer and the app’s Client-Id on every Helix call, never the secret', async () => {
    await makeReader().lookup(parsed('twitchdev'));
    const helix = standIn.calls.filter((c) => c.path.startsWith('/helix/'));
    expect(helix).toHaveLength(2);
    for (const call of helix) {
      expect(call.headers.authorization).toBe(`Bearer ${standIn.issuedTokens[0]}`);
      expect(call.headers['client-id']).toBe(standIn.clientId);
      expect(JSON.stringify(call.headers)).not.toContain(standIn.clientSecret);
    }
  });

  it('keeps the token for later calls, and shares one token request between calls at once', async () => {
    const reader = makeReader();
    await Promise.all([reader.readCounts([LIRIK.id]), reader.lookup(parsed('twitchdev'))]);
    await reader.readCounts([TWITCHDEV.id]);
    expect(standIn.tokenRequests).toHaveLength(1);
  });

  it('gets a new token shortly before the old one expires', async () => {
    let clock = Date.parse('2030-05-01T12:00:00Z');
    standIn.now = () => clock;
    standIn.tokenLifetimeSeconds = 3600;
    const reader = makeReader({}, { now: () => clock });
    await reader.readCounts([LIRIK.id]);
    clock += 3600_000 - 120_000;
    await reader.readCounts([LIRIK.id]);
    expect(standIn.tokenRequests).toHaveLength(1);
    clock += 90_000;
    await reader.readCounts([LIRIK.id]);
    expect(standIn.tokenRequests).toHaveLength(2);
  });

  it.each([
    ['expired', () => standIn.expireTokens()],
    ['revoked', () => standIn.revokeToken(standIn.issuedTokens[0] ?? '')],
  ])('on a 401 (token %s) gets a new token once and tries again once', async (_, endToken) => {
    const reader = makeReader();
    await reader.readCounts([LIRIK.id]);
    endToken();
    standIn.calls = [];
    expect((await reader.readCounts([LIRIK.id])).get(LIRIK.id)?.value).toBe(2_870_512);
    expect(standIn.calls.map((c) => c.path)).toEqual([
      '/helix/channels/followers',
      '/oauth2/token',
      '/helix/channels/followers',
    ]);
    expect(standIn.calls[2]?.headers.authorization).toBe(`Bearer ${standIn.issuedTokens[1]}`);
  });

  it('is refused when even the new token is refused, without naming the token or the secret', async () => {
    standIn.tokenLifetimeSeconds = 0; // every token Twitch issues is already refused
    const err = await failureOf(makeReader().readCounts([LIRIK.id]));
    expect(err.failure).toBe('refused');
    expect(err.status).toBe(401);
    expect(err.message).toBe(
      'Twitch refused the app access token, even a new one (401: Invalid OAuth token).',
    );
    expect(standIn.callsTo('/channels/followers')).toHaveLength(2);
    expect(standIn.tokenRequests).toHaveLength(2);
    for (const token of standIn.issuedTokens) expect(err.message).not.toContain(token);
  });

  it('is refused with Twitch’s reason for a wrong secret, and the message does not contain the secret', async () => {
    const secret = 'wrong-secret-Zq81-do-not-leak';
    const err = await failureOf(makeReader({ TWITCH_CLIENT_SECRET: secret }).lookup(parsed('twitchdev')));
    expect(err.failure).toBe('refused');
    expect(err.status).toBe(403);
    expect(err.message).toBe(
      'Twitch refused the app’s credentials (TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET) (403: invalid client secret).',
    );
    expect(err.message).not.toContain(secret);
    expect(standIn.calls.filter((c) => c.path.startsWith('/helix/'))).toHaveLength(0);
  });

  it('is refused for a client id Twitch does not know', async () => {
    const err = await failureOf(makeReader({ TWITCH_CLIENT_ID: 'no-such-client' }).readCounts([LIRIK.id]));
    expect(err.failure).toBe('refused');
    expect(err.message).toBe(
      'Twitch refused the app’s credentials (TWITCH_CLIENT_ID, TWITCH_CLIENT_SECRET) (400: invalid client).',
    );
  });

  it('never repeats the secret, even when Twitch’s message would', async () => {
    standIn.answerNextToken({
      status: 400,
      body: { status: 400, message: `bad secret ${standIn.clientSecret}` },
    });
    const err = await failureOf(makeReader().readCounts([LIRIK.id]));
    expect(err.message).not.toContain(standIn.clientSecret);
    expect(err.message).toContain('[redacted]');
  });

  it('says which settings are missing', () => {
    const missing = (env: Record<string, string>) => twitchPlatform.missingSetting(loadConfig(env));
    expect(missing({})).toBe('TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET');
    expect(missing({ TWITCH_CLIENT_ID: 'abc' })).toBe('TWITCH_CLIENT_SECRET');
    expect(missing({ TWITCH_CLIENT_SECRET: 'xyz' })).toBe('TWITCH_CLIENT_ID');
    expect(missing({ TWITCH_CLIENT_ID: ' ', TWITCH_CLIENT_SECRET: 'xyz' })).toBe('TWITCH_CLIENT_ID');
    expect(missing({ TWITCH_CLIENT_ID: 'abc', TWITCH_CLIENT_SECRET: 'xyz' })).toBeNull();
  });
});

describe('twitch reader: failures', () => {
  it('declares limits under Twitch’s 800 points a minute, one broadcaster a call', () => {
    expect(makeReader().limits).toEqual({
      batchSize: 1,
      callsPerWindow: 600,
      window: { seconds: 60 },
      minIntervalSeconds: 60,
    });
    expect(TWITCH_LIMITS.callsPerWindow).toBeLessThan(800);
  });

  it('is rate limited until Ratelimit-Reset on a 429', async () => {
    const reset = 1_900_000_123;
    standIn.answerNext({
      status: 429,
      body: { error: 'Too Many Requests', status: 429, message: 'Request limit exceeded' },
      headers: { 'Ratelimit-Limit': '800', 'Ratelimit-Remaining': '0', 'Ratelimit-Reset': String(reset) },
    });
    const reader = makeReader();
    const err = await failureOf(reader.readCounts([TWITCHDEV.id, LIRIK.id]));
    expect(err.failure).toBe('rate_limited');
    expect(err.retryAt).toBe(reset * 1000);
    expect(err.status).toBe(429);
    // The rest of the batch waits too.
    expect(standIn.callsTo('/channels/followers')).toHaveLength(1);
  });

  it('waits a minute on a 429 without a reset header', async () => {
    const now = Date.parse('2030-05-01T12:00:00Z');
    standIn.answerNext({ status: 429, body: { error: 'Too Many Requests', status: 429, message: 'x' } });
    const err = await failureOf(makeReader({}, { now: () => now }).lookup(parsed('twitchdev')));
    expect(err.failure).toBe('rate_limited');
    expect(err.retryAt).toBe(now + 60_000);
  });

  it('meets the stand-in’s own bucket: a 429 when it is empty, with the time it is full again', async () => {
    const now = Date.parse('2030-05-01T12:00:00Z');
    standIn.now = () => now;
    standIn.pointsPerMinute = 2;
    const reader = makeReader({}, { now: () => now });
    await reader.readCounts([TWITCHDEV.id, LIRIK.id]);
    expect(standIn.callsTo('/channels/followers')).toHaveLength(2);
    const err = await failureOf(reader.readCounts([NEWCOMER.id]));
    expect(err.failure).toBe('rate_limited');
    expect(err.retryAt).toBe(Math.ceil((now + 60_000) / 1000) * 1000);
  });

  it.each([500, 502, 503])('is unavailable on a %i from Helix', async (status) => {
    standIn.answerNext({ status, body: { error: 'Internal Server Error', status, message: '' } });
    const err = await failureOf(makeReader().readCounts([LIRIK.id]));
    expect(err.failure).toBe('unavailable');
    expect(err.status).toBe(status);
    expect(err.message).toBe(`Twitch had a problem (${status}).`);
  });

  it('is unavailable when the token endpoint has a problem', async () => {
    standIn.answerNextToken({ status: 503, body: { status: 503, message: 'Service Unavailable' } });
    const err = await failureOf(makeReader().lookup(parsed('twitchdev')));
    expect(err.failure).toBe('unavailable');
    expect(err.status).toBe(503);
  });

  it('is rate limited when the token endpoint answers 429', async () => {
    const now = Date.parse('2030-05-01T12:00:00Z');
    standIn.answerNextToken({ status: 429, body: { status: 429, message: 'Too Many Requests' } });
    const err = await failureOf(makeReader({}, { now: () => now }).readCounts([LIRIK.id]));
    expect(err.failure).toBe('rate_limited');
    expect(err.retryAt).toBe(now + 60_000);
  });

  it('is refused, saying Twitch’s reason, for another 4xx', async () => {
    standIn.answerNext({
      status: 403,
      body: { error: 'Forbidden', status: 403, message: 'App is suspended' },
    });
    const err = await failureOf(makeReader().readCounts([LIRIK.id]));
    expect(err.failure).toBe('refused');
    expect(err.message).toBe('Twitch refused the follower count (403: App is suspended).');
  });

  it('is unavailable when Twitch does not answer at all', async () => {
    const reader = makeReader({ TWITCH_API_URL: 'http://127.0.0.1:9/helix' });
    const err = await failureOf(reader.readCounts([LIRIK.id]));
    expect(err.failure).toBe('unavailable');
    expect(err.message).toBe('Twitch did not answer.');
  });

  it('is unavailable when Helix hangs (with a short timeout given through fetch)', async () => {
    const quickFetch: typeof fetch = (input, init) =>
      globalThis.fetch(input, {
        ...init,
        signal: AbortSignal.any(
          [init?.signal, AbortSignal.timeout(300)].filter((s): s is AbortSignal => s != null),
        ),
      });
    const reader = makeReader({}, { fetch: quickFetch });
    await reader.readCounts([LIRIK.id]); // a token first, so the hang meets the Helix call
    standIn.answerNext({ status: 200, hang: true });
    const started = Date.now();
    const err = await failureOf(reader.readCounts([LIRIK.id]));
    expect(err.failure).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('twitch stand-in', () => {
  it('answers every Helix call with the Ratelimit headers, counting points down', async () => {
    const token = await (
      await fetch(`${standIn.authUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: standIn.clientId,
          client_secret: standIn.clientSecret,
          grant_type: 'client_credentials',
        }),
      })
    ).json();
    expect(token).toEqual({ access_token: expect.any(String), expires_in: 5_011_271, token_type: 'bearer' });
    const get = (path: string, bearer = String(token.access_token)) =>
      fetch(`${standIn.apiUrl}${path}`, {
        headers: { authorization: `Bearer ${bearer}`, 'client-id': standIn.clientId },
      });
    const first = await get('/users?login=twitchdev');
    const second = await get('/channels/followers?broadcaster_id=141981764');
    const refused = await get('/users?login=twitchdev', 'not-a-token');
    expect(first.headers.get('ratelimit-limit')).toBe('800');
    expect(first.headers.get('ratelimit-remaining')).toBe('799');
    expect(Number(second.headers.get('ratelimit-remaining'))).toBeLessThanOrEqual(798);
    expect(Number(second.headers.get('ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
    expect(await second.json()).toEqual({ total: 123_456, data: [], pagination: {} });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('ratelimit-limit')).toBe('800');
    expect(await refused.json()).toEqual({
      error: 'Unauthorized',
      status: 401,
      message: 'Invalid OAuth token',
    });
  });
});
