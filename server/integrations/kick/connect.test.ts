import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kickConnections, twitchOauthStates } from '../../db/schema';
import { premiumUser } from '../../live/testing/live-test-support';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { freshKickAccessToken, KICK_SCOPES } from './connect-service';
import { createKickApi, KickApiError } from './kick-api';
import { KICK_EVENTS } from './kick-mapping';
import { findKickConnectionOfUser } from './kick-queries';
import { KickStandIn } from './testing/kick-stand-in';

// Issue 18, source 3: connecting a Kick channel. Our server talks over HTTP to a loopback stand-in
// of id.kick.com and api.kick.com (testing/kick-stand-in.ts); the browser's hops (our redirect →
// Kick's authorize page → our callback) are followed by hand.

let t: TestApp;
let kick: KickStandIn;
beforeAll(async () => {
  kick = await new KickStandIn().start();
  t = await createTestApp({
    KICK_CLIENT_ID: kick.clientId,
    KICK_CLIENT_SECRET: kick.clientSecret,
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_PUBLIC_KEY: kick.publicKeyPem,
  });
});
afterAll(async () => {
  await t?.close();
  await kick?.close();
});
let accountSeq = 7000;
beforeEach(() => {
  kick.calls = [];
  kick.refuseEvent = null;
  kick.failDeletes = false;
  const id = accountSeq++;
  kick.account = { id, name: `kicker_${id}` };
});

const RETURN_TO = '/counter/abc123/control';
const pathOf = (location: string) => {
  const u = new URL(location, TEST_ORIGIN);
  return `${u.pathname}${u.search}`;
};
async function startConnect(cookie: string) {
  const res = await t.request({
    method: 'GET',
    url: `/api/integrations/kick/connect?returnTo=${encodeURIComponent(RETURN_TO)}`,
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
  (await t.request({ method: 'GET', url: '/api/integrations/kick', cookie })).json();
const disconnect = (cookie: string) => t.request({ method: 'DELETE', url: '/api/integrations/kick', cookie });
const channelSubscriptions = () =>
  [...kick.subscriptions.values()].filter((s) => s.broadcaster_user_id === kick.account.id);

async function connected() {
  const p = await premiumUser(t);
  const { callback: url } = await startConnect(p.cookie);
  const res = await callback(url, p.cookie);
  expect(resultOf(res.headers.location as string).get('kick')).toBe('connected');
  return p;
}

describe('Kick connect', () => {
  it('sends the user to Kick with our client id, callback, scopes, state and an S256 PKCE challenge', async () => {
    const p = await premiumUser(t);
    const { authorize } = await startConnect(p.cookie);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${kick.authUrl}/oauth/authorize`);
    const q = authorize.searchParams;
    expect(q.get('client_id')).toBe(kick.clientId);
    expect(q.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/integrations/kick/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')!.split(' ')).toEqual([...KICK_SCOPES]);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses visitors (401) and accounts without Premium (403), and sends nobody to Kick', async () => {
    expect((await t.request({ method: 'GET', url: '/api/integrations/kick/connect' })).statusCode).toBe(401);
    const free = await signUp(t);
    const res = await t.request({
      method: 'GET',
      url: '/api/integrations/kick/connect',
      cookie: free.cookie,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/premium/i);
  });

  it('exchanges the code with the PKCE verifier, reads the user, subscribes the six events and goes back', async () => {
    const p = await connected();
    const exchange = kick
      .callsTo('POST', '/oauth/token')
      .find((c) => c.body?.grant_type === 'authorization_code');
    expect(exchange?.body).toMatchObject({
      client_id: kick.clientId,
      client_secret: kick.clientSecret,
      redirect_uri: `${TEST_ORIGIN}/api/integrations/kick/callback`,
    });
    // The verifier we sent is the one whose hash went to the authorize page.
    const verifier = exchange!.body!.code_verifier as string;
    const [authorize] = kick.callsTo('GET', '/oauth/authorize');
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(
      authorize!.query.get('code_challenge'),
    );
    const [subscribe] = kick.callsTo('POST', '/public/v1/events/subscriptions');
    expect(subscribe!.body).toEqual({
      broadcaster_user_id: kick.account.id,
      events: KICK_EVENTS.map((e) => ({ ...e })),
      method: 'webhook',
    });
    expect(
      channelSubscriptions()
        .map((s) => s.event)
        .sort(),
    ).toEqual([
      'channel.followed',
      'channel.subscription.gifts',
      'channel.subscription.new',
      'channel.subscription.renewal',
      'chat.message.sent',
      'kicks.gifted',
    ]);
    const s = await status(p.cookie);
    expect(s).toEqual({
      connected: true,
      name: kick.account.name,
      subscriptionIds: expect.any(Array),
      available: true,
    });
    expect(new Set(s.subscriptionIds)).toEqual(new Set(channelSubscriptions().map((x) => x.id)));
    expect(JSON.stringify(s)).not.toMatch(/token/i);
    const row = await findKickConnectionOfUser(t.app.db, p.user.id);
    expect(row).toMatchObject({ kickUserId: String(kick.account.id), name: kick.account.name });
  });

  it('a wrong PKCE verifier is refused by Kick: back with the error, nothing stored', async () => {
    const p = await premiumUser(t);
    const { callback: url } = await startConnect(p.cookie);
    // Another flow's verifier replaces this one's (as if the state row were tampered with).
    await t.app.db.update(twitchOauthStates).set({ codeVerifier: 'x'.repeat(64) });
    const res = await callback(url, p.cookie);
    expect(resultOf(res.headers.location as string).get('kickError')).toMatch(
      /400: Invalid authorization code/,
    );
    expect((await status(p.cookie)).connected).toBe(false);
    expect(kick.callsTo('POST', '/public/v1/events/subscriptions')).toEqual([]);
  });

  it('refuses a used, foreign, expired or Twitch state with 400 and never calls Kick', async () => {
    const p = await premiumUser(t);
    const { callback: url } = await startConnect(p.cookie);
    const other = await premiumUser(t);
    const foreign = await callback(url, other.cookie);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/expired or was already used/);
    expect((await callback(url, '')).statusCode).toBe(400);
    // A state issued for Twitch is not one for Kick.
    await t.app.db.update(twitchOauthStates).set({ provider: 'twitch' });
    expect((await callback(url, p.cookie)).statusCode).toBe(400);
    await t.app.db.update(twitchOauthStates).set({ provider: 'kick' });
    expect((await callback(url, p.cookie)).statusCode).toBe(302);
    kick.calls = [];
    expect((await callback(url, p.cookie)).statusCode).toBe(400);
    expect(kick.calls).toEqual([]);

    const second = await startConnect(p.cookie);
    await t.app.db.update(twitchOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    kick.calls = [];
    expect((await callback(second.callback, p.cookie)).statusCode).toBe(400);
    expect(kick.calls).toEqual([]);
  });

  it('the user declining at Kick goes back with the error', async () => {
    const p = await premiumUser(t);
    const { callback: url } = await startConnect(p.cookie);
    const state = new URL(url, TEST_ORIGIN).searchParams.get('state')!;
    const res = await callback(
      `/api/integrations/kick/callback?error=access_denied&error_description=The+user+denied+access&state=${state}`,
      p.cookie,
    );
    expect(resultOf(res.headers.location as string).get('kickError')).toBe('The user denied access');
    expect(kick.callsTo('POST', '/oauth/token')).toEqual([]);
  });

  it('an event Kick refuses removes the subscriptions made and stores nothing', async () => {
    const p = await premiumUser(t);
    kick.refuseEvent = { name: 'kicks.gifted', error: 'event not available' };
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    const result = resultOf(res.headers.location as string);
    expect(result.get('kick')).toBe('error');
    expect(result.get('kickError')).toMatch(/kicks\.gifted.*event not available/);
    expect(kick.callsTo('DELETE', '/public/v1/events/subscriptions')).toHaveLength(1);
    expect(channelSubscriptions()).toEqual([]);
    expect((await status(p.cookie)).connected).toBe(false);
  });
});

describe('Kick disconnect', () => {
  it('removes every subscription at Kick, then the connection', async () => {
    const p = await connected();
    const ids = (await status(p.cookie)).subscriptionIds as string[];
    expect((await disconnect(p.cookie)).statusCode).toBe(200);
    const [call] = kick.callsTo('DELETE', '/public/v1/events/subscriptions');
    expect(new Set(call!.query.getAll('id'))).toEqual(new Set(ids));
    expect(channelSubscriptions()).toEqual([]);
    expect(await status(p.cookie)).toMatchObject({ connected: false, name: null, subscriptionIds: [] });
  });

  it('refreshes an expired token first, so the removal is made as the user', async () => {
    const p = await connected();
    await t.app.db
      .update(kickConnections)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(kickConnections.userId, p.user.id));
    kick.expireUserTokens();
    expect((await disconnect(p.cookie)).statusCode).toBe(200);
    expect(kick.callsTo('POST', '/oauth/token').some((c) => c.body?.grant_type === 'refresh_token')).toBe(
      true,
    );
    expect(channelSubscriptions()).toEqual([]);
  });

  it('answers 502 when Kick fails, and keeps the connection for a retry', async () => {
    const p = await connected();
    kick.failDeletes = true;
    const res = await disconnect(p.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/Kick/);
    expect((await status(p.cookie)).connected).toBe(true);
    kick.failDeletes = false;
    expect((await disconnect(p.cookie)).statusCode).toBe(200);
    expect((await status(p.cookie)).connected).toBe(false);
  });

  it('a user who revoked us at Kick can still disconnect here', async () => {
    const p = await connected();
    await t.app.db
      .update(kickConnections)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(kickConnections.userId, p.user.id));
    kick.revokeAll();
    // Kick refuses the refresh (400 invalid_grant): retrying cannot help, so the connection goes.
    expect((await disconnect(p.cookie)).statusCode).toBe(200);
    expect((await status(p.cookie)).connected).toBe(false);
  });

  it('needs a session and our Origin', async () => {
    expect((await t.request({ method: 'DELETE', url: '/api/integrations/kick' })).statusCode).toBe(401);
    const p = await connected();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: '/api/integrations/kick',
      headers: { cookie: p.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await status(p.cookie)).connected).toBe(true);
  });
});

describe('Kick tokens', () => {
  it('a token still valid is used as it is; an expired one is refreshed and stored', async () => {
    const p = await connected();
    const api = createKickApi(t.config);
    const row = (await findKickConnectionOfUser(t.app.db, p.user.id))!;
    kick.calls = [];
    expect(await freshKickAccessToken(t.app.db, api, row)).toBe(row.accessToken);
    expect(kick.calls).toEqual([]);
    const fresh = await freshKickAccessToken(t.app.db, api, { ...row, tokenExpiresAt: new Date(0) });
    expect(fresh).not.toBe(row.accessToken);
    expect((await api.getUser(fresh)).name).toBe(kick.account.name);
    expect((await findKickConnectionOfUser(t.app.db, p.user.id))!.accessToken).toBe(fresh);
  });

  it('turns an unreachable Kick into a KickApiError, never a crash', async () => {
    const closed = await new KickStandIn().start();
    await closed.close();
    const api = createKickApi({ ...t.config, KICK_AUTH_URL: closed.authUrl, KICK_API_URL: closed.apiUrl });
    const err = await api.exchangeCode('x', 'http://localhost/cb', 'v').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KickApiError);
    expect((err as KickApiError).status).toBeNull();
  });
});
