import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { twitchConnections, twitchOauthStates } from '../../db/schema';
import { premiumUser } from '../../live/testing/live-test-support';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { freshAccessToken, TWITCH_SCOPES } from './connect-service';
import { TwitchStandIn } from './testing/twitch-stand-in';
import { TEST_EVENTSUB_SECRET } from './testing/twitch-test-support';
import { createTwitchApi, TwitchApiError } from './twitch-api';
import { findConnectionOfUser } from './twitch-queries';

// Issue 18, source 1: connecting a Twitch account. Our server talks over HTTP to a loopback
// stand-in of id.twitch.tv and api.twitch.tv (testing/twitch-stand-in.ts); the browser's hops
// (our redirect → Twitch's authorize page → our callback) are followed by hand.

let t: TestApp;
let twitch: TwitchStandIn;
beforeAll(async () => {
  twitch = await new TwitchStandIn().start();
  t = await createTestApp({
    TWITCH_CLIENT_ID: twitch.clientId,
    TWITCH_CLIENT_SECRET: twitch.clientSecret,
    TWITCH_EVENTSUB_SECRET: TEST_EVENTSUB_SECRET,
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await twitch?.close();
});
let accountSeq = 5000;
beforeEach(() => {
  twitch.calls = [];
  twitch.failCreate = null;
  twitch.failDeletes = false;
  const id = String(accountSeq++);
  twitch.account = { id, login: `streamer_${id}` };
});

const RETURN_TO = '/counter/abc123/control';
const pathOf = (location: string) => {
  const u = new URL(location, TEST_ORIGIN);
  return `${u.pathname}${u.search}`;
};

/** Our connect redirect, then Twitch's authorize page: the callback URL the browser would open. */
async function startConnect(cookie: string) {
  const res = await t.request({
    method: 'GET',
    url: `/api/integrations/twitch/connect?returnTo=${encodeURIComponent(RETURN_TO)}`,
    cookie,
  });
  expect(res.statusCode).toBe(302);
  const authorize = new URL(res.headers.location as string);
  const back = await fetch(authorize, { redirect: 'manual' });
  expect(back.status).toBe(302);
  return { authorize, callback: pathOf(back.headers.get('location')!) };
}
const callback = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie });
const resultOf = (location: string) => new URL(location, TEST_ORIGIN).searchParams;
const status = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/integrations/twitch', cookie })).json();

async function connected() {
  const p = await premiumUser(t);
  const { callback: url } = await startConnect(p.cookie);
  const res = await callback(url, p.cookie);
  expect(res.statusCode).toBe(302);
  expect(resultOf(res.headers.location as string).get('twitch')).toBe('connected');
  return p;
}

describe('Twitch connect', () => {
  it('sends the user to Twitch with our client id, callback, the scopes and a state', async () => {
    const p = await premiumUser(t);
    const { authorize } = await startConnect(p.cookie);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${twitch.authUrl}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(twitch.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${TEST_ORIGIN}/api/integrations/twitch/callback`,
    );
    expect(authorize.searchParams.get('response_type')).toBe('code');
    const scopes = authorize.searchParams.get('scope')!.split(' ');
    for (const s of ['channel:read:subscriptions', 'bits:read', 'moderator:read:followers', 'user:read:chat'])
      expect(scopes).toContain(s);
    expect(scopes).toEqual([...TWITCH_SCOPES]);
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses visitors (401) and accounts without Premium (403), and sends nobody to Twitch', async () => {
    expect((await t.request({ method: 'GET', url: '/api/integrations/twitch/connect' })).statusCode).toBe(
      401,
    );
    const free = await signUp(t);
    const res = await t.request({
      method: 'GET',
      url: '/api/integrations/twitch/connect',
      cookie: free.cookie,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/premium/i);
  });

  it('exchanges the code, reads the user, creates the seven subscriptions and goes back connected', async () => {
    const p = await connected();
    const token = twitch
      .callsTo('POST', '/oauth2/token')
      .find((c) => c.body?.grant_type === 'authorization_code');
    expect(token?.body).toMatchObject({
      client_id: twitch.clientId,
      client_secret: twitch.clientSecret,
      redirect_uri: `${TEST_ORIGIN}/api/integrations/twitch/callback`,
    });
    const id = twitch.account.id;
    const created = twitch.callsTo('POST', '/helix/eventsub/subscriptions').map((c) => c.body!);
    expect(created.map((b) => `${b.type}@${b.version}`).sort()).toEqual([
      'channel.chat.message@1',
      'channel.cheer@1',
      'channel.follow@2',
      'channel.raid@1',
      'channel.subscribe@1',
      'channel.subscription.gift@1',
      'channel.subscription.message@1',
    ]);
    const byType = Object.fromEntries(created.map((b) => [b.type as string, b]));
    expect(byType['channel.follow']!.condition).toEqual({ broadcaster_user_id: id, moderator_user_id: id });
    expect(byType['channel.raid']!.condition).toEqual({ to_broadcaster_user_id: id });
    expect(byType['channel.chat.message']!.condition).toEqual({ broadcaster_user_id: id, user_id: id });
    for (const b of created)
      expect(b.transport).toEqual({
        method: 'webhook',
        callback: `${TEST_ORIGIN}/api/integrations/twitch/eventsub`,
        secret: TEST_EVENTSUB_SECRET,
      });

    const s = await status(p.cookie);
    expect(s).toEqual({
      connected: true,
      login: twitch.account.login,
      status: 'connected',
      brokenReason: null,
      subscriptionIds: expect.any(Array),
      available: true,
    });
    expect(new Set(s.subscriptionIds)).toEqual(new Set(twitch.subscriptions.keys()));
    expect(JSON.stringify(s)).not.toMatch(/token/i);
    const [row] = await t.app.db
      .select()
      .from(twitchConnections)
      .where(eq(twitchConnections.userId, p.user.id));
    expect(row).toMatchObject({ twitchUserId: id, status: 'connected' });
    // The refresh token Twitch issued for this account, kept to renew the access token.
    expect(twitch.refreshTokenOwner(row!.refreshToken!)).toEqual(twitch.account);
    expect(row!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    // Back to where the user came from.
    expect(twitch.calls.some((c) => c.path === '/helix/users')).toBe(true);
  });

  it('goes back to the page the connect started from, never to another site', async () => {
    const p = await premiumUser(t);
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    expect(pathOf(res.headers.location as string)).toBe(`${RETURN_TO}?twitch=connected`);
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const r = await t.request({
        method: 'GET',
        url: `/api/integrations/twitch/connect?returnTo=${encodeURIComponent(evil)}`,
        cookie: p.cookie,
      });
      const back = await fetch(r.headers.location as string, { redirect: 'manual' });
      const done = await callback(pathOf(back.headers.get('location')!), p.cookie);
      expect(pathOf(done.headers.location as string)).toBe('/dashboard?twitch=connected');
    }
  });

  it('refuses a used, foreign or expired state with 400 and never calls Twitch', async () => {
    const p = await premiumUser(t);
    const { callback: url } = await startConnect(p.cookie);
    const other = await premiumUser(t);
    // Another session (a planted link) cannot use it...
    const foreign = await callback(url, other.cookie);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/expired or was already used/);
    // ... nor a visitor, nor a made-up state.
    expect((await callback(url, '')).statusCode).toBe(400);
    expect((await callback(url.replace(/state=[^&]+/, 'state=forged'), p.cookie)).statusCode).toBe(400);
    expect((await callback(url, p.cookie)).statusCode).toBe(302);
    // Used once: a replay is refused.
    twitch.calls = [];
    expect((await callback(url, p.cookie)).statusCode).toBe(400);
    expect(twitch.calls).toEqual([]);

    const second = await startConnect(p.cookie);
    await t.app.db.update(twitchOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    twitch.calls = [];
    expect((await callback(second.callback, p.cookie)).statusCode).toBe(400);
    expect(twitch.calls).toEqual([]);
  });

  it('a refused code (Twitch 400) goes back with the error and stores nothing', async () => {
    const p = await premiumUser(t);
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url.replace(/code=[^&]+/, 'code=not-a-code'), p.cookie);
    expect(res.statusCode).toBe(302);
    const result = resultOf(res.headers.location as string);
    expect(result.get('twitch')).toBe('error');
    expect(result.get('twitchError')).toMatch(/Invalid authorization code/);
    expect((await status(p.cookie)).connected).toBe(false);
    expect(twitch.callsTo('POST', '/helix/eventsub/subscriptions')).toEqual([]);
  });

  it('the user declining at Twitch goes back with the error', async () => {
    const p = await premiumUser(t);
    const { callback: url } = await startConnect(p.cookie);
    const state = new URL(url, TEST_ORIGIN).searchParams.get('state')!;
    const denied = `/api/integrations/twitch/callback?error=access_denied&error_description=The+user+denied+you+access&state=${state}`;
    const res = await callback(denied, p.cookie);
    expect(resultOf(res.headers.location as string).get('twitchError')).toBe('The user denied you access');
    expect(twitch.callsTo('POST', '/oauth2/token')).toEqual([]);
  });

  it('a subscription Twitch refuses part way removes the ones made and stores nothing', async () => {
    const p = await premiumUser(t);
    const before = twitch.subscriptions.size;
    twitch.failCreate = { type: 'channel.cheer', status: 500 };
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    const result = resultOf(res.headers.location as string);
    expect(result.get('twitch')).toBe('error');
    expect(result.get('twitchError')).toMatch(/channel\.cheer.*500/);
    expect(twitch.callsTo('DELETE', '/helix/eventsub/subscriptions').length).toBeGreaterThan(0);
    expect(twitch.subscriptions.size).toBe(before);
    expect((await status(p.cookie)).connected).toBe(false);
  });

  it('adopts a subscription Twitch already has (409) instead of failing', async () => {
    const p = await premiumUser(t);
    const id = twitch.account.id;
    // Left over from an earlier connect whose removal never reached Twitch.
    twitch.subscriptions.set('left-over', {
      id: 'left-over',
      type: 'channel.subscribe',
      version: '1',
      condition: { broadcaster_user_id: id },
      transport: { method: 'webhook', callback: `${TEST_ORIGIN}/api/integrations/twitch/eventsub` },
      created_at: new Date().toISOString(),
    });
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    expect(resultOf(res.headers.location as string).get('twitch')).toBe('connected');
    const ids = (await status(p.cookie)).subscriptionIds as string[];
    expect(ids).toHaveLength(7);
    expect(ids).toContain('left-over');
  });
});

describe('Twitch disconnect', () => {
  it('removes every subscription at Twitch, then the connection', async () => {
    const p = await connected();
    const ids = (await status(p.cookie)).subscriptionIds as string[];
    const res = await t.request({ method: 'DELETE', url: '/api/integrations/twitch', cookie: p.cookie });
    expect(res.statusCode).toBe(200);
    const deleted = twitch.callsTo('DELETE', '/helix/eventsub/subscriptions').map((c) => c.query.id);
    expect(new Set(deleted)).toEqual(new Set(ids));
    for (const id of ids) expect(twitch.subscriptions.has(id)).toBe(false);
    expect(await status(p.cookie)).toMatchObject({ connected: false, login: null, subscriptionIds: [] });
  });

  it('answers 502 when Twitch fails, and keeps the connection for a retry', async () => {
    const p = await connected();
    twitch.failDeletes = true;
    const res = await t.request({ method: 'DELETE', url: '/api/integrations/twitch', cookie: p.cookie });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/Twitch/);
    expect((await status(p.cookie)).connected).toBe(true);
    twitch.failDeletes = false;
    expect(
      (await t.request({ method: 'DELETE', url: '/api/integrations/twitch', cookie: p.cookie })).statusCode,
    ).toBe(200);
    expect((await status(p.cookie)).connected).toBe(false);
  });

  it('needs a session and our Origin', async () => {
    expect((await t.request({ method: 'DELETE', url: '/api/integrations/twitch' })).statusCode).toBe(401);
    const p = await connected();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: '/api/integrations/twitch',
      headers: { cookie: p.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await status(p.cookie)).connected).toBe(true);
  });
});

describe('Twitch tokens', () => {
  it('refreshes an expired access token with the refresh token and stores the new pair', async () => {
    const p = await connected();
    const row = await findConnectionOfUser(t.app.db, p.user.id);
    await t.app.db
      .update(twitchConnections)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(twitchConnections.userId, p.user.id));
    twitch.expireUserTokens();
    const api = createTwitchApi(t.config);
    const expired = (await findConnectionOfUser(t.app.db, p.user.id))!;
    const fresh = await freshAccessToken(t.app.db, api, expired);
    expect(fresh).not.toBe(row!.accessToken);
    expect((await api.getUser(fresh)).login).toBe(twitch.account.login);
    const stored = (await findConnectionOfUser(t.app.db, p.user.id))!;
    expect(stored.accessToken).toBe(fresh);
    expect(stored.refreshToken).not.toBe(row!.refreshToken);
    // A token still valid is used as it is: no call to Twitch.
    twitch.calls = [];
    expect(await freshAccessToken(t.app.db, api, stored)).toBe(fresh);
    expect(twitch.calls).toEqual([]);
  });

  it('turns an unreachable Twitch into a TwitchApiError, never a crash', async () => {
    const closed = await new TwitchStandIn().start();
    await closed.close();
    const api = createTwitchApi({
      ...t.config,
      TWITCH_AUTH_URL: closed.authUrl,
      TWITCH_API_URL: closed.apiUrl,
    });
    const err = await api.exchangeCode('x', 'http://localhost/cb').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TwitchApiError);
    expect((err as TwitchApiError).status).toBeNull();
    expect((err as Error).message).toMatch(/did not answer/);
  });
});
