import { beforeEach, describe, expect, it } from 'vitest';
import { premiumUser } from '../../live/testing/live-test-support';
import { createTwitchApi, TwitchApiError } from '../../platform-apis/twitch-api';
import { TEST_ORIGIN } from '../../test/test-app';
import { findConnection } from '../connection-queries';
import {
  openedConnection,
  resultOf,
  setConnection,
  setUpPlatformConnection,
} from '../testing/platform-connection';
import { freshAccessToken, TWITCH_SCOPES } from './connect-service';
import { TwitchStandIn } from './testing/twitch-stand-in';
import { TEST_EVENTSUB_SECRET } from './testing/twitch-test-support';

// Issue 18, source 1: connecting a Twitch account. Our server talks over HTTP to a loopback
// stand-in of id.twitch.tv and api.twitch.tv (testing/twitch-stand-in.ts); the browser's hops
// (our redirect → Twitch's authorize page → our callback) are followed by hand
// (testing/platform-connection.ts). What every platform's connect does alike is tested in
// ../platform-connect.test.ts.

const twitch = new TwitchStandIn();
const suite = setUpPlatformConnection('twitch', twitch);
const { startConnect, callback, status, disconnect, connected } = suite;
let accountSeq = 5000;
beforeEach(() => {
  twitch.calls = [];
  twitch.failCreate = null;
  twitch.failDeletes = false;
  const id = String(accountSeq++);
  twitch.account = { id, login: `streamer_${id}` };
});

describe('Twitch connect', () => {
  it('sends the user to Twitch with our client id, callback, the scopes and a state', async () => {
    const p = await premiumUser(suite.t);
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
    const row = await openedConnection(suite.t.app, 'twitch', p.user.id);
    expect(row).toMatchObject({ accountId: id, status: 'connected' });
    // The refresh token Twitch issued for this account, kept to renew the access token.
    expect(twitch.refreshTokenOwner(row!.refreshToken!)).toEqual(twitch.account);
    expect(row!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    // Back to where the user came from.
    expect(twitch.calls.some((c) => c.path === '/helix/users')).toBe(true);
  });

  it('a refused code (Twitch 400) goes back with the error and stores nothing', async () => {
    const p = await premiumUser(suite.t);
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url.replace(/code=[^&]+/, 'code=not-a-code'), p.cookie);
    expect(res.statusCode).toBe(302);
    const result = resultOf(res.headers.location as string);
    expect(result.get('twitch')).toBe('error');
    expect(result.get('twitchError')).toMatch(/Invalid authorization code/);
    expect((await status(p.cookie)).connected).toBe(false);
    expect(twitch.callsTo('POST', '/helix/eventsub/subscriptions')).toEqual([]);
  });

  it('a subscription Twitch refuses part way removes the ones made and stores nothing', async () => {
    const p = await premiumUser(suite.t);
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
    const p = await premiumUser(suite.t);
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
    const res = await disconnect(p.cookie);
    expect(res.statusCode).toBe(200);
    const deleted = twitch.callsTo('DELETE', '/helix/eventsub/subscriptions').map((c) => c.query.get('id'));
    expect(new Set(deleted)).toEqual(new Set(ids));
    for (const id of ids) expect(twitch.subscriptions.has(id)).toBe(false);
    expect(await status(p.cookie)).toMatchObject({ connected: false, login: null, subscriptionIds: [] });
  });
});

describe('Twitch tokens', () => {
  it('refreshes an expired access token with the refresh token and stores the new pair', async () => {
    const p = await connected();
    const row = await openedConnection(suite.t.app, 'twitch', p.user.id);
    await setConnection(suite.t.app.db, 'twitch', p.user.id, { tokenExpiresAt: new Date(Date.now() - 1000) });
    twitch.expireUserTokens();
    const api = createTwitchApi(suite.t.config);
    const expired = (await findConnection(suite.t.app.db, 'twitch', p.user.id))!;
    const fresh = await freshAccessToken(suite.t.app.db, suite.t.app.tokenSeal, api, expired);
    expect(fresh).not.toBe(row!.accessToken);
    expect((await api.getUser(fresh)).login).toBe(twitch.account.login);
    const stored = (await openedConnection(suite.t.app, 'twitch', p.user.id))!;
    expect(stored.accessToken).toBe(fresh);
    expect(stored.refreshToken).not.toBe(row!.refreshToken);
    // A token still valid is used as it is: no call to Twitch.
    twitch.calls = [];
    const sealed = (await findConnection(suite.t.app.db, 'twitch', p.user.id))!;
    expect(await freshAccessToken(suite.t.app.db, suite.t.app.tokenSeal, api, sealed)).toBe(fresh);
    expect(twitch.calls).toEqual([]);
  });

  it('turns an unreachable Twitch into a TwitchApiError, never a crash', async () => {
    const closed = await new TwitchStandIn().start();
    await closed.close();
    const api = createTwitchApi({
      ...suite.t.config,
      TWITCH_AUTH_URL: closed.authUrl,
      TWITCH_API_URL: closed.apiUrl,
    });
    const err = await api.exchangeCode('x', 'http://localhost/cb').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TwitchApiError);
    expect((err as TwitchApiError).status).toBeNull();
    expect((err as Error).message).toMatch(/did not answer/);
  });
});
