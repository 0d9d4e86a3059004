import { beforeEach, describe, expect, it, vi } from 'vitest';
import { oauthStates, platformConnections } from '../../db/schema';
import { premiumUser } from '../../live/testing/live-test-support';
import { platformApis, revokeAtPlatforms, takeUserConnections } from '../../platform-apis/end-connections';
import { createTikTokApi, TikTokApiError } from '../../platform-apis/tiktok-api';
import { signUp, TEST_ORIGIN } from '../../test/test-app';
import { checkCreatorConnections } from '../connection-check';
import { findConnection } from '../connection-queries';
import { callWithCreatorToken } from '../creator-tokens';
import {
  openedConnection,
  resultOf,
  setConnection,
  setUpPlatformConnection,
} from '../testing/platform-connection';
import { TIKTOK_SCOPES, tiktokCreatorTokens } from './connect-service';
import { TikTokStandIn } from './testing/tiktok-stand-in';

// Issue 39: connecting a TikTok account for its follower count. Our server talks over HTTP to a
// loopback stand-in of www.tiktok.com and open.tiktokapis.com (testing/tiktok-stand-in.ts); the
// browser's hops are followed by hand (testing/platform-connection.ts).

const tiktok = new TikTokStandIn();
const suite = setUpPlatformConnection('tiktok', tiktok);
const { startConnect, callback, status, disconnect } = suite;
let seq = 1;
// Each test starts with no connection, so a round of the token check meets only the one it makes.
beforeEach(async () => {
  await suite.t.app.db.delete(platformConnections);
  tiktok.calls = [];
  tiktok.grantScopes = null;
  tiktok.declines = false;
  tiktok.limitPerMinute = 600;
  tiktok.resetRateLimit();
  const n = seq++;
  tiktok.account = {
    openId: `tt-open-${n}`,
    displayName: `tiktoker_${n}`,
    avatarUrl: '',
    followers: 1000 + n,
  };
});

const refreshCalls = () =>
  tiktok.callsTo('POST', '/v2/oauth/token/').filter((c) => c.body?.grant_type === 'refresh_token');

describe('TikTok connect', () => {
  it('sends the user to Login Kit for Web with our client key, callback, both scopes and a state', async () => {
    const p = await premiumUser(suite.t);
    const { authorize } = await startConnect(p.cookie);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${tiktok.url}/v2/auth/authorize/`);
    const q = authorize.searchParams;
    expect(q.get('client_key')).toBe(tiktok.clientId);
    expect(q.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/integrations/tiktok/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe(TIKTOK_SCOPES.join(','));
    expect(q.get('state')).toMatch(/^[\w-]{40,}$/);
  });

  it('exchanges the code, reads the account and stores it sealed; no token in any answer', async () => {
    // A Free account may connect: following a count is not a Premium feature.
    const p = await signUp(suite.t);
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    expect(res.statusCode).toBe(302);
    expect(resultOf(res.headers.location as string).get('tiktok')).toBe('connected');
    const [exchange] = tiktok.callsTo('POST', '/v2/oauth/token/');
    expect(exchange!.body).toMatchObject({
      client_key: tiktok.clientId,
      client_secret: tiktok.clientSecret,
      grant_type: 'authorization_code',
      redirect_uri: `${TEST_ORIGIN}/api/integrations/tiktok/callback`,
    });
    const [info] = tiktok.callsTo('GET', '/v2/user/info/');
    expect(info!.query.get('fields')).toBe('open_id,follower_count,display_name,avatar_url');

    const s = await status(p.cookie);
    expect(s).toEqual({
      connected: true,
      name: tiktok.account.displayName,
      status: 'connected',
      available: true,
    });
    const clear = (await openedConnection(suite.t.app, 'tiktok', p.user.id))!;
    const row = (await findConnection(suite.t.app.db, 'tiktok', p.user.id))!;
    expect(row.accountId).toBe(tiktok.account.openId);
    expect(row.accessToken).not.toBe(clear.accessToken);
    for (const answer of [JSON.stringify(s), res.headers.location as string]) {
      expect(answer).not.toContain(clear.accessToken);
      expect(answer).not.toContain(clear.refreshToken!);
    }
  });

  it('a consent without user.info.stats goes back with the error, revokes the token and stores nothing', async () => {
    const p = await premiumUser(suite.t);
    tiktok.grantScopes = ['user.info.basic'];
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    const result = resultOf(res.headers.location as string);
    expect(result.get('tiktok')).toBe('error');
    expect(result.get('tiktokError')).toMatch(/user\.info\.stats/);
    expect(tiktok.callsTo('POST', '/v2/oauth/revoke/')).toHaveLength(1);
    expect(await findConnection(suite.t.app.db, 'tiktok', p.user.id)).toBeUndefined();
  });

  it('a user who declines at TikTok goes back with TikTok’s reason', async () => {
    const p = await premiumUser(suite.t);
    tiktok.declines = true;
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    expect(resultOf(res.headers.location as string).get('tiktokError')).toBe('The user denied the request.');
    expect(tiktok.callsTo('POST', '/v2/oauth/token/')).toEqual([]);
  });

  it('a state is good once, and only for TikTok: else 400 and TikTok is never called', async () => {
    const p = await premiumUser(suite.t);
    const { callback: url } = await startConnect(p.cookie);
    await suite.t.app.db.update(oauthStates).set({ provider: 'kick' });
    tiktok.calls = [];
    expect((await callback(url, p.cookie)).statusCode).toBe(400);
    await suite.t.app.db.update(oauthStates).set({ provider: 'tiktok' });
    expect((await callback(url, p.cookie)).statusCode).toBe(302);
    expect((await callback(url, p.cookie)).statusCode).toBe(400);
    expect(tiktok.callsTo('POST', '/v2/oauth/token/')).toHaveLength(1);
  });

  it('an account already connected elsewhere is refused and nothing is stored', async () => {
    await suite.connected();
    const p = await premiumUser(suite.t);
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    expect(resultOf(res.headers.location as string).get('tiktokError')).toMatch(/already connected/);
    expect(await findConnection(suite.t.app.db, 'tiktok', p.user.id)).toBeUndefined();
  });
});

describe('TikTok tokens', () => {
  it('an expired token is refreshed, the rotated pair stored, and the old refresh token is spent', async () => {
    const p = await suite.connected();
    const before = (await openedConnection(suite.t.app, 'tiktok', p.user.id))!;
    await setConnection(suite.t.app.db, 'tiktok', p.user.id, { tokenExpiresAt: new Date(Date.now() - 1000) });
    const row = (await findConnection(suite.t.app.db, 'tiktok', p.user.id))!;
    const api = createTikTokApi(suite.t.config);
    const user = await callWithCreatorToken(suite.t.app, tiktokCreatorTokens(api), row, (t) =>
      api.getUser(t),
    );
    expect(user.followerCount).toBe(tiktok.account.followers);
    const after = (await openedConnection(suite.t.app, 'tiktok', p.user.id))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(tiktok.isLive(before.refreshToken!)).toBe(false);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('access_token_invalid gets one refresh and one more try', async () => {
    const p = await suite.connected();
    tiktok.expireUserTokens();
    expect((await checkCreatorConnections(suite.t.app)).needsReauth).toBe(0);
    expect(refreshCalls()).toHaveLength(1);
    expect((await findConnection(suite.t.app.db, 'tiktok', p.user.id))!.status).toBe('connected');
  });

  it('a revoked authorization: one refresh, then needs_reauth and one e-mail', async () => {
    const p = await suite.connected();
    const held = (await openedConnection(suite.t.app, 'tiktok', p.user.id))!;
    tiktok.revokeAll();
    expect((await checkCreatorConnections(suite.t.app)).needsReauth).toBe(1);
    await checkCreatorConnections(suite.t.app);
    await suite.t.app.background.idle();
    expect(refreshCalls()).toHaveLength(1);
    expect((await findConnection(suite.t.app.db, 'tiktok', p.user.id))!.status).toBe('needs_reauth');
    expect((await status(p.cookie)).status).toBe('needs_reauth');
    const mails = suite.t.smtp.mails.filter((m) => m.to.includes(p.email.toLowerCase()));
    const reconnect = mails.filter((m) => m.subject.includes('Reconnect TikTok'));
    expect(reconnect).toHaveLength(1);
    expect(reconnect[0]!.raw).not.toContain(held.accessToken);
    await suite.connect(p.cookie);
    expect((await findConnection(suite.t.app.db, 'tiktok', p.user.id))!.status).toBe('connected');
  });

  it('429 rate_limit_exceeded is rate_limited, changes nothing and refreshes nothing', async () => {
    const p = await suite.connected();
    tiktok.limitPerMinute = 0;
    const api = createTikTokApi(suite.t.config);
    const clear = (await openedConnection(suite.t.app, 'tiktok', p.user.id))!;
    const err = await api.getUser(clear.accessToken).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TikTokApiError);
    expect((err as TikTokApiError).status).toBe(429);
    expect((err as TikTokApiError).failure).toBe('rate_limited');
    tiktok.calls = [];
    const round = await checkCreatorConnections(suite.t.app);
    expect(round.needsReauth).toBe(0);
    expect(refreshCalls()).toEqual([]);
    expect((await findConnection(suite.t.app.db, 'tiktok', p.user.id))!.status).toBe('connected');
  });

  it('an unreachable TikTok is an unavailable TikTokApiError, never a crash', async () => {
    const closed = await new TikTokStandIn().start();
    await closed.close();
    const api = createTikTokApi({ ...suite.t.config, TIKTOK_API_URL: closed.url });
    const err = await api.exchangeCode('x', 'http://localhost/cb').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TikTokApiError);
    expect((err as TikTokApiError).failure).toBe('unavailable');
  });
});

describe('TikTok disconnect', () => {
  it('removes the connection and revokes the token at TikTok', async () => {
    const p = await suite.connected();
    const clear = (await openedConnection(suite.t.app, 'tiktok', p.user.id))!;
    expect((await disconnect(p.cookie)).statusCode).toBe(200);
    const [revoke] = tiktok.callsTo('POST', '/v2/oauth/revoke/');
    expect(revoke!.body).toMatchObject({ client_key: tiktok.clientId, token: clear.accessToken });
    expect(tiktok.isLive(clear.accessToken)).toBe(false);
    expect(await status(p.cookie)).toMatchObject({ connected: false, name: null, status: null });
  });

  it('a creator who revoked us at TikTok can still disconnect', async () => {
    const p = await suite.connected();
    tiktok.revokeAll();
    expect((await disconnect(p.cookie)).statusCode).toBe(200);
    expect((await status(p.cookie)).connected).toBe(false);
  });
});

describe('TikTok connection ended with the account (a password reset, a deletion)', () => {
  const take = (userId: string) => suite.t.app.db.transaction((tx) => takeUserConnections(tx, userId));

  it('revokes the grant at TikTok after the row is gone', async () => {
    const p = await suite.connected();
    const clear = (await openedConnection(suite.t.app, 'tiktok', p.user.id))!;
    tiktok.calls = [];
    const log = { warn: vi.fn() };
    await revokeAtPlatforms(platformApis(suite.t.app), await take(p.user.id), log);
    expect(log.warn).not.toHaveBeenCalled();
    expect(await findConnection(suite.t.app.db, 'tiktok', p.user.id)).toBeUndefined();
    const revokes = tiktok.callsTo('POST', '/v2/oauth/revoke/');
    expect(revokes.map((c) => c.body?.token)).toEqual([clear.accessToken]);
    expect(tiktok.isLive(clear.accessToken)).toBe(false);
    expect(tiktok.isLive(clear.refreshToken!)).toBe(false);
  });

  it('an expired token is refreshed first, so the grant it belongs to is still ended', async () => {
    const p = await suite.connected();
    const clear = (await openedConnection(suite.t.app, 'tiktok', p.user.id))!;
    await setConnection(suite.t.app.db, 'tiktok', p.user.id, { tokenExpiresAt: new Date(Date.now() - 1000) });
    tiktok.calls = [];
    await revokeAtPlatforms(platformApis(suite.t.app), await take(p.user.id));
    expect(refreshCalls()).toHaveLength(1);
    const [revoke] = tiktok.callsTo('POST', '/v2/oauth/revoke/');
    expect(revoke?.body?.token).not.toBe(clear.accessToken);
    expect(tiktok.isLive(String(revoke?.body?.token))).toBe(false);
  });
});
