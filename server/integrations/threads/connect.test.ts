import { beforeEach, describe, expect, it } from 'vitest';
import { oauthStates, platformConnections } from '../../db/schema';
import { createThreadsApi, ThreadsApiError } from '../../platform-apis/threads-api';
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
import { THREADS_REFRESH_AHEAD_MS, THREADS_SCOPES, threadsCreatorTokens } from './connect-service';
import { ThreadsStandIn } from './testing/threads-stand-in';

// Issue 39: connecting a Threads account for its follower count, against a loopback stand-in of
// threads.net and graph.threads.net (testing/threads-stand-in.ts).

const threads = new ThreadsStandIn();
const suite = setUpPlatformConnection('threads', threads);
const { startConnect, callback, status, disconnect } = suite;
const DAY_MS = 86_400_000;
let seq = 1;
// Each test starts with no connection, so a round of the token check meets only the one it makes.
beforeEach(async () => {
  await suite.t.app.db.delete(platformConnections);
  threads.calls = [];
  threads.grantScopes = null;
  threads.cancels = false;
  threads.callsPerDay = null;
  threads.resetBudget();
  const n = seq++;
  threads.account = { id: `1784140000000${n}`, username: `threader_${n}`, followers: 4000 + n };
});

const refreshCalls = () => threads.callsTo('GET', '/refresh_access_token');

describe('Threads connect', () => {
  it('sends the user to the Authorization Window with our app id, callback, both permissions and a state', async () => {
    const p = await signUp(suite.t);
    const { authorize } = await startConnect(p.cookie);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${threads.url}/oauth/authorize`);
    const q = authorize.searchParams;
    expect(q.get('client_id')).toBe(threads.clientId);
    expect(q.get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/integrations/threads/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe(THREADS_SCOPES.join(','));
    expect(q.get('state')).toMatch(/^[\w-]{40,}$/);
  });

  it('exchanges the code, keeps only the long-lived token, sealed; no token in any answer', async () => {
    const p = await signUp(suite.t);
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    expect(resultOf(res.headers.location as string).get('threads')).toBe('connected');
    const [exchange] = threads.callsTo('POST', '/oauth/access_token');
    expect(exchange!.body).toMatchObject({
      client_id: threads.clientId,
      client_secret: threads.clientSecret,
      grant_type: 'authorization_code',
      redirect_uri: `${TEST_ORIGIN}/api/integrations/threads/callback`,
    });
    const [long] = threads.callsTo('GET', '/access_token');
    expect(long!.query.get('grant_type')).toBe('th_exchange_token');
    const short = long!.query.get('access_token')!;
    const [insights] = threads.callsTo('GET', `/v1.0/${threads.account.id}/threads_insights`);
    expect(insights!.query.get('metric')).toBe('followers_count');

    const s = await status(p.cookie);
    expect(s).toEqual({
      connected: true,
      name: threads.account.username,
      status: 'connected',
      available: true,
    });
    const clear = (await openedConnection(suite.t.app, 'threads', p.user.id))!;
    const row = (await findConnection(suite.t.app.db, 'threads', p.user.id))!;
    expect(row.accountId).toBe(threads.account.id);
    expect(clear.accessToken).not.toBe(short);
    expect(clear.refreshToken).toBe(clear.accessToken);
    expect(row.accessToken).not.toBe(clear.accessToken);
    // Refreshed a week before Meta's 60 days end.
    const refreshAt = row.tokenExpiresAt!.getTime();
    expect(Math.abs(refreshAt - (Date.now() + 60 * DAY_MS - THREADS_REFRESH_AHEAD_MS))).toBeLessThan(60_000);
    for (const answer of [JSON.stringify(s), res.headers.location as string]) {
      expect(answer).not.toContain(clear.accessToken);
      expect(answer).not.toContain(short);
    }
  });

  it('without threads_manage_insights: back with the error, nothing stored', async () => {
    const p = await signUp(suite.t);
    threads.grantScopes = ['threads_basic'];
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    const result = resultOf(res.headers.location as string);
    expect(result.get('threads')).toBe('error');
    expect(result.get('threadsError')).toMatch(/follower count.*permission/);
    expect(await findConnection(suite.t.app.db, 'threads', p.user.id)).toBeUndefined();
  });

  it('a user who cancels goes back with Meta’s description', async () => {
    const p = await signUp(suite.t);
    threads.cancels = true;
    const { callback: url } = await startConnect(p.cookie);
    const res = await callback(url, p.cookie);
    expect(resultOf(res.headers.location as string).get('threadsError')).toBe('Permissions error');
    expect(threads.callsTo('POST', '/oauth/access_token')).toEqual([]);
  });

  it('a state is good once, and only for Threads', async () => {
    const p = await signUp(suite.t);
    const { callback: url } = await startConnect(p.cookie);
    await suite.t.app.db.update(oauthStates).set({ provider: 'tiktok' });
    expect((await callback(url, p.cookie)).statusCode).toBe(400);
    await suite.t.app.db.update(oauthStates).set({ provider: 'threads' });
    expect((await callback(url, p.cookie)).statusCode).toBe(302);
    expect((await callback(url, p.cookie)).statusCode).toBe(400);
    expect(threads.callsTo('POST', '/oauth/access_token')).toHaveLength(1);
  });
});

describe('Threads tokens', () => {
  it('a long-lived token due for renewal is refreshed (th_refresh_token) and stored', async () => {
    const p = await suite.connected();
    const before = (await openedConnection(suite.t.app, 'threads', p.user.id))!;
    threads.advance(54 * DAY_MS);
    await setConnection(suite.t.app.db, 'threads', p.user.id, {
      tokenExpiresAt: new Date(Date.now() - 1000),
    });
    const row = (await findConnection(suite.t.app.db, 'threads', p.user.id))!;
    const api = createThreadsApi(suite.t.config);
    const count = await callWithCreatorToken(suite.t.app, threadsCreatorTokens(api), row, (t) =>
      api.getFollowersCount(row.accountId, t),
    );
    expect(count).toBe(threads.account.followers);
    const [refresh] = refreshCalls();
    expect(refresh!.query.get('grant_type')).toBe('th_refresh_token');
    expect(refresh!.query.get('access_token')).toBe(before.accessToken);
    const after = (await openedConnection(suite.t.app, 'threads', p.user.id))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(after.accessToken);
  });

  it('a revoked token (190): one refresh, then needs_reauth and one e-mail', async () => {
    const p = await suite.connected();
    threads.revokeAll();
    expect((await checkCreatorConnections(suite.t.app)).needsReauth).toBe(1);
    await checkCreatorConnections(suite.t.app);
    await suite.t.app.background.idle();
    expect(refreshCalls()).toHaveLength(1);
    expect((await status(p.cookie)).status).toBe('needs_reauth');
    const mails = suite.t.smtp.mails.filter((m) => m.to.includes(p.email.toLowerCase()));
    expect(mails.filter((m) => m.subject.includes('Reconnect Threads'))).toHaveLength(1);
    await suite.connect(p.cookie);
    expect((await status(p.cookie)).status).toBe('connected');
  });

  it('a token left past its 60 days cannot be refreshed: needs_reauth', async () => {
    const p = await suite.connected();
    threads.advance(61 * DAY_MS);
    expect((await checkCreatorConnections(suite.t.app)).needsReauth).toBe(1);
    expect((await status(p.cookie)).status).toBe('needs_reauth');
    threads.advance(-61 * DAY_MS);
  });

  it('the per-user budget spent (code 17) is rate_limited, changes nothing and refreshes nothing', async () => {
    const p = await suite.connected();
    threads.callsPerDay = 0;
    const api = createThreadsApi(suite.t.config);
    const clear = (await openedConnection(suite.t.app, 'threads', p.user.id))!;
    const err = await api.getFollowersCount(threads.account.id, clear.accessToken).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ThreadsApiError);
    expect((err as ThreadsApiError).code).toBe(17);
    expect((err as ThreadsApiError).failure).toBe('rate_limited');
    expect((await checkCreatorConnections(suite.t.app)).needsReauth).toBe(0);
    expect(refreshCalls()).toEqual([]);
    expect((await status(p.cookie)).status).toBe('connected');
  });
});

describe('Threads disconnect', () => {
  it('removes the connection', async () => {
    const p = await suite.connected();
    expect((await disconnect(p.cookie)).statusCode).toBe(200);
    expect(await status(p.cookie)).toMatchObject({ connected: false, name: null, status: null });
    expect(await findConnection(suite.t.app.db, 'threads', p.user.id)).toBeUndefined();
  });
});
