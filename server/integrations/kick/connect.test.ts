import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { oauthStates } from '../../db/schema';
import { premiumUser } from '../../live/testing/live-test-support';
import { createKickApi, KickApiError } from '../../platform-apis/kick-api';
import { TEST_ORIGIN } from '../../test/test-app';
import { findConnection } from '../connection-queries';
import {
  openedConnection,
  resultOf,
  setConnection,
  setUpPlatformConnection,
} from '../testing/platform-connection';
import { freshKickAccessToken, KICK_SCOPES } from './connect-service';
import { KICK_EVENTS } from './kick-mapping';
import { KickStandIn } from './testing/kick-stand-in';

// Issue 18, source 3: connecting a Kick channel. Our server talks over HTTP to a loopback stand-in
// of id.kick.com and api.kick.com (testing/kick-stand-in.ts); the browser's hops (our redirect →
// Kick's authorize page → our callback) are followed by hand (testing/platform-connection.ts). What
// every platform's connect does alike is tested in ../platform-connect.test.ts.

const kick = new KickStandIn();
const suite = setUpPlatformConnection('kick', kick);
const { startConnect, callback, status, disconnect, connected } = suite;
let accountSeq = 7000;
beforeEach(() => {
  kick.calls = [];
  kick.refuseEvent = null;
  kick.failDeletes = false;
  const id = accountSeq++;
  kick.account = { id, name: `kicker_${id}` };
});

const channelSubscriptions = () =>
  [...kick.subscriptions.values()].filter((s) => s.broadcaster_user_id === kick.account.id);

describe('Kick connect', () => {
  it('sends the user to Kick with our client id, callback, scopes, state and an S256 PKCE challenge', async () => {
    const p = await premiumUser(suite.t);
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
      followers: { start: null, counted: 0, since: null },
    });
    expect(new Set(s.subscriptionIds)).toEqual(new Set(channelSubscriptions().map((x) => x.id)));
    expect(JSON.stringify(s)).not.toMatch(/token/i);
    const row = await findConnection(suite.t.app.db, 'kick', p.user.id);
    expect(row).toMatchObject({ accountId: String(kick.account.id), name: kick.account.name });
  });

  it('a wrong PKCE verifier is refused by Kick: back with the error, nothing stored', async () => {
    const p = await premiumUser(suite.t);
    const { callback: url } = await startConnect(p.cookie);
    // Another flow's verifier replaces this one's (as if the state row were tampered with).
    await suite.t.app.db.update(oauthStates).set({ codeVerifier: 'x'.repeat(64) });
    const res = await callback(url, p.cookie);
    expect(resultOf(res.headers.location as string).get('kickError')).toMatch(
      /400: Invalid authorization code/,
    );
    expect((await status(p.cookie)).connected).toBe(false);
    expect(kick.callsTo('POST', '/public/v1/events/subscriptions')).toEqual([]);
  });

  it('refuses a state issued for Twitch with 400 and never calls Kick', async () => {
    const p = await premiumUser(suite.t);
    const { callback: url } = await startConnect(p.cookie);
    await suite.t.app.db.update(oauthStates).set({ provider: 'twitch' });
    kick.calls = [];
    expect((await callback(url, p.cookie)).statusCode).toBe(400);
    expect(kick.calls).toEqual([]);
    await suite.t.app.db.update(oauthStates).set({ provider: 'kick' });
    expect((await callback(url, p.cookie)).statusCode).toBe(302);
  });

  it('refuses a state that lost its PKCE verifier with 400 and never calls Kick', async () => {
    const p = await premiumUser(suite.t);
    const { callback: url } = await startConnect(p.cookie);
    await suite.t.app.db.update(oauthStates).set({ codeVerifier: null });
    kick.calls = [];
    expect((await callback(url, p.cookie)).statusCode).toBe(400);
    expect(kick.calls).toEqual([]);
  });

  it('an event Kick refuses removes the subscriptions made and stores nothing', async () => {
    const p = await premiumUser(suite.t);
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
    await setConnection(suite.t.app.db, 'kick', p.user.id, { tokenExpiresAt: new Date(Date.now() - 1000) });
    kick.expireUserTokens();
    expect((await disconnect(p.cookie)).statusCode).toBe(200);
    expect(kick.callsTo('POST', '/oauth/token').some((c) => c.body?.grant_type === 'refresh_token')).toBe(
      true,
    );
    expect(channelSubscriptions()).toEqual([]);
  });

  it('a user who revoked us at Kick can still disconnect here', async () => {
    const p = await connected();
    await setConnection(suite.t.app.db, 'kick', p.user.id, { tokenExpiresAt: new Date(Date.now() - 1000) });
    kick.revokeAll();
    // Kick refuses the refresh (400 invalid_grant): retrying cannot help, so the connection goes.
    expect((await disconnect(p.cookie)).statusCode).toBe(200);
    expect((await status(p.cookie)).connected).toBe(false);
  });
});

describe('Kick tokens', () => {
  it('a token still valid is used as it is; an expired one is refreshed and stored', async () => {
    const p = await connected();
    const api = createKickApi(suite.t.config);
    const { db, tokenSeal } = suite.t.app;
    const row = (await findConnection(db, 'kick', p.user.id))!;
    const clear = (await openedConnection(suite.t.app, 'kick', p.user.id))!;
    kick.calls = [];
    expect(await freshKickAccessToken(db, tokenSeal, api, row)).toBe(clear.accessToken);
    expect(kick.calls).toEqual([]);
    const fresh = await freshKickAccessToken(db, tokenSeal, api, { ...row, tokenExpiresAt: new Date(0) });
    expect(fresh).not.toBe(clear.accessToken);
    expect((await api.getUser(fresh)).name).toBe(kick.account.name);
    expect((await openedConnection(suite.t.app, 'kick', p.user.id))!.accessToken).toBe(fresh);
  });

  it('turns an unreachable Kick into a KickApiError, never a crash', async () => {
    const closed = await new KickStandIn().start();
    await closed.close();
    const api = createKickApi({
      ...suite.t.config,
      KICK_AUTH_URL: closed.authUrl,
      KICK_API_URL: closed.apiUrl,
    });
    const err = await api.exchangeCode('x', 'http://localhost/cb', 'v').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KickApiError);
    expect((err as KickApiError).status).toBeNull();
  });
});
