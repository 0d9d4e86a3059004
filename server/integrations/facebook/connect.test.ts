import { createFormDefaults } from '@core/counter/settings-defaults';
import { describe, expect, it } from 'vitest';
import { listenOnLoopback, premiumUser } from '../../live/testing/live-test-support';
import { openSse } from '../../live/testing/sse-client';
import type { TestApp } from '../../test/test-app';
import { findConnection } from '../connection-queries';
import { openedConnection, resultOf, setUpPlatformConnection } from '../testing/platform-connection';
import { noPagesMessage, PAGE_TOKEN_NEVER_ENDS, severalPagesMessage } from './connect-service';
import { FACEBOOK_TEST_VERSION, FacebookStandIn } from './testing/facebook-stand-in';

// Connecting a Facebook Page and following its follower count (docs/decisions/039f), against the
// loopback Facebook that answers as Meta's guides say: the Login dialog, the code exchange, the
// long-lived user token, /me/accounts with each Page's token, the Page's fields with X-App-Usage,
// code 190 for a dead token and code 4 for throttling.

const fb = new FacebookStandIn();
const suite = setUpPlatformConnection('facebook', fb);
const v = (path: string) => `/${FACEBOOK_TEST_VERSION}${path}`;

function saveCounter(t: TestApp, cookie: string, account: string) {
  return t.request({
    method: 'POST',
    url: '/api/counters',
    cookie,
    payload: {
      name: 'Facebook followers',
      settings: {
        ...createFormDefaults(new Date(), 'UTC'),
        countdownType: 'number',
        startNumber: 0,
        endNumber: 10_000,
        liveSources: [{ platform: 'facebook', account }],
      },
    },
  });
}

const lookup = (cookie: string, account = fb.page.id) =>
  suite.t.request({
    method: 'GET',
    url: `/api/live-sources/lookup?platform=facebook&account=${account}`,
    cookie,
  });

let base: string | null = null;
async function displayedSource(counterId: string) {
  base ??= await listenOnLoopback(suite.t);
  const stream = await openSse(`${base}/api/counters/${counterId}/events`);
  try {
    return (JSON.parse((await stream.next(5000)).data) as { source?: Record<string, unknown> }).source;
  } finally {
    stream.close();
  }
}

const pageReads = () => fb.callsTo('GET', v(`/${fb.page.id}`)).length;
const pageLists = () => fb.callsTo('GET', v('/me/accounts')).length;

/** A connect through the dialog as `cookie`'s user: where the callback sent the browser. */
async function connectAs(cookie: string) {
  const { callback } = await suite.startConnect(cookie);
  const res = await suite.callback(callback, cookie);
  expect(res.statusCode).toBe(302);
  return resultOf(res.headers.location as string);
}

describe('Facebook Pages as a connected live source', () => {
  let owner: Awaited<ReturnType<typeof premiumUser>>;
  let counterId: string;
  const answers: string[] = [];

  it('connects through the Login dialog, the code exchange, the long-lived token and the granted Page', async () => {
    owner = await premiumUser(suite.t);
    const { authorize, callback } = await suite.startConnect(owner.cookie);
    expect(authorize.pathname).toBe(v('/dialog/oauth'));
    expect(authorize.searchParams.get('scope')).toBe('pages_show_list,pages_read_engagement');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    const res = await suite.callback(callback, owner.cookie);
    expect(res.statusCode).toBe(302);
    expect(resultOf(res.headers.location as string).get('facebook')).toBe('connected');
    const exchanges = fb.callsTo('GET', v('/oauth/access_token'));
    expect(exchanges).toHaveLength(2);
    expect(exchanges[0]!.query.get('code')).toBeTruthy();
    expect(exchanges[0]!.query.get('redirect_uri')).toBe(authorize.searchParams.get('redirect_uri'));
    expect(exchanges[1]!.query.get('grant_type')).toBe('fb_exchange_token');
    expect(fb.callsTo('GET', v('/me/accounts'))[0]?.query.get('fields')).toBe('id,name,access_token,picture');

    const row = (await openedConnection(suite.t.app, 'facebook', owner.user.id))!;
    expect(row).toMatchObject({ accountId: fb.page.id, name: fb.page.name, status: 'connected' });
    expect(row.avatarUrl).toBe(fb.page.pictureUrl);
    expect(fb.isLive(row.accessToken)).toBe(true);
    // Stored sealed; a Page token has no end, so it is never refreshed for its age.
    const stored = (await findConnection(suite.t.app.db, 'facebook', owner.user.id))!;
    expect(stored.accessToken).not.toContain(row.accessToken);
    expect(stored.refreshToken).not.toContain(row.refreshToken!.split('|')[1]);
    expect(stored.tokenExpiresAt).toEqual(PAGE_TOKEN_NEVER_ENDS);

    const list = await suite.t.request({
      method: 'GET',
      url: '/api/integrations/connections',
      cookie: owner.cookie,
    });
    expect(list.json()).toEqual({
      connections: [
        {
          platform: 'facebook',
          accountId: fb.page.id,
          name: fb.page.name,
          avatarUrl: fb.page.pictureUrl,
          status: 'connected',
        },
      ],
    });
    const status = await suite.status(owner.cookie);
    expect(status).toEqual({ connected: true, name: fb.page.name, available: true });
    answers.push(list.body, JSON.stringify(status));
  });

  it('refuses a state used once already, and a state from another session, without calling Facebook', async () => {
    const user = await premiumUser(suite.t);
    const { callback } = await suite.startConnect(user.cookie);
    expect((await suite.callback(callback, user.cookie)).statusCode).toBe(302);
    const exchanges = fb.callsTo('GET', v('/oauth/access_token')).length;
    const again = await suite.callback(callback, user.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
    const other = await premiumUser(suite.t);
    const second = await suite.startConnect(user.cookie);
    expect((await suite.callback(second.callback, other.cookie)).statusCode).toBe(400);
    expect(fb.callsTo('GET', v('/oauth/access_token')).length).toBe(exchanges);
    await suite.disconnect(user.cookie);
  });

  it('goes back with Facebook’s words when the person cancels, and stores nothing', async () => {
    const user = await premiumUser(suite.t);
    fb.denyNext();
    const exchanges = fb.callsTo('GET', v('/oauth/access_token')).length;
    const result = await connectAs(user.cookie);
    expect(result.get('facebook')).toBe('error');
    expect(result.get('facebookError')).toBe('Permissions error');
    expect(fb.callsTo('GET', v('/oauth/access_token')).length).toBe(exchanges);
    expect(await findConnection(suite.t.app.db, 'facebook', user.user.id)).toBeUndefined();
  });

  it('fails with a clear message when no Page was granted, or several, and stores nothing', async () => {
    const user = await premiumUser(suite.t);
    try {
      fb.pagesToGrant = [];
      const none = await connectAs(user.cookie);
      expect(none.get('facebook')).toBe('error');
      expect(none.get('facebookError')).toBe(noPagesMessage());
      expect(await findConnection(suite.t.app.db, 'facebook', user.user.id)).toBeUndefined();

      fb.pagesToGrant = fb.person.pages.map((p) => p.id);
      const several = await connectAs(user.cookie);
      expect(several.get('facebookError')).toBe(severalPagesMessage(2));
      expect(await findConnection(suite.t.app.db, 'facebook', user.user.id)).toBeUndefined();
    } finally {
      fb.pagesToGrant = null;
    }
  });

  it('refuses a Page another user connected, and stores nothing', async () => {
    const user = await premiumUser(suite.t);
    const result = await connectAs(user.cookie);
    expect(result.get('facebookError')).toBe(
      `The Facebook Page ${fb.page.name} is already connected to another account.`,
    );
    expect(await findConnection(suite.t.app.db, 'facebook', user.user.id)).toBeUndefined();
  });

  it('follows the connected Page: saved by its id, the count read with its Page token', async () => {
    const res = await lookup(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ handle: fb.page.name, value: 8765, precision: 'exact' });
    answers.push(res.body);
    const saved = await saveCounter(suite.t, owner.cookie, fb.page.id);
    expect(saved.statusCode, saved.body).toBe(201);
    answers.push(saved.body);
    counterId = saved.json().id;
    expect(await displayedSource(counterId)).toMatchObject({ value: 8765, precision: 'exact' });
    const token = (await openedConnection(suite.t.app, 'facebook', owner.user.id))!.accessToken;
    const read = fb.callsTo('GET', v(`/${fb.page.id}`)).at(-1)!;
    expect(read.query.get('access_token')).toBe(token);
    expect(read.query.get('fields')).toBe('followers_count,name,picture');
  });

  it('refuses an account the counter’s owner did not connect, and lets no one else read through it', async () => {
    const other = await premiumUser(suite.t);
    const refused = await saveCounter(suite.t, other.cookie, fb.page.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `"${fb.page.id}" is not one of your connected Facebook accounts. Connect it, then pick it.`,
    );
    const peek = await lookup(other.cookie);
    expect(peek.statusCode).toBe(400);
    expect(peek.body).not.toContain('8765');
  });

  it('answers throttling (code 4) with a wait, without a refresh or needs_reauth', async () => {
    const lists = pageLists();
    fb.throttle(1);
    const res = await lookup(owner.cookie);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().message).toBe('Facebook asked us to wait. Try again in a minute.');
    expect(pageLists()).toBe(lists);
    expect((await findConnection(suite.t.app.db, 'facebook', owner.user.id))!.status).toBe('connected');
  });

  it('gets a new Page token through the user token when the Page token is refused (one refresh)', async () => {
    const before = (await openedConnection(suite.t.app, 'facebook', owner.user.id))!;
    fb.expirePageTokens();
    fb.page.followers = 8800;
    const lists = pageLists();
    await suite.t.app.liveSources.lookup('facebook', fb.page.id, owner.user.id);
    expect(pageLists()).toBe(lists + 1);
    const after = (await openedConnection(suite.t.app, 'facebook', owner.user.id))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(fb.isLive(after.accessToken)).toBe(true);
    expect(after.status).toBe('connected');
  });

  it('marks the connection needs_reauth when the token and its one refresh are refused (190); the count stays', async () => {
    const shown = await displayedSource(counterId);
    // Opening the display puts the Page in demand, so the poller may read it once more before the
    // tokens end below: that read finds the count shown (the test before changed it), and what the
    // display keeps is that count whichever way the race goes.
    fb.page.followers = Number(shown?.value);
    // The person removed the app in Facebook's settings: every token of theirs ends (code 190).
    fb.revokeAll();
    const lists = pageLists();
    const preview = await lookup(owner.cookie);
    expect(preview.statusCode).toBe(503);
    expect(preview.json().message).toBe('Connect your Facebook account again to read its count.');
    expect(pageLists()).toBe(lists + 1);
    const row = (await findConnection(suite.t.app.db, 'facebook', owner.user.id))!;
    expect(row.status).toBe('needs_reauth');
    expect(await displayedSource(counterId)).toMatchObject({ value: shown?.value, precision: 'exact' });
    // Marked: no more calls with the dead token, and no second refresh.
    const reads = pageReads();
    await lookup(owner.cookie);
    expect(pageReads()).toBe(reads);
    expect(pageLists()).toBe(lists + 1);
    await suite.t.app.background.idle();
    await suite.t.smtp.waitFor(owner.email, { subject: 'Reconnect Facebook' });
  });

  it('connects again after needs_reauth, and disconnects', async () => {
    expect((await connectAs(owner.cookie)).get('facebook')).toBe('connected');
    expect((await findConnection(suite.t.app.db, 'facebook', owner.user.id))!.status).toBe('connected');
    const off = await suite.disconnect(owner.cookie);
    expect(off.json()).toEqual({ connected: false });
    expect(await findConnection(suite.t.app.db, 'facebook', owner.user.id)).toBeUndefined();
  });

  it('gives no token in any answer', async () => {
    const tokens = fb.calls
      .flatMap((c) => [c.query.get('access_token') ?? '', c.query.get('fb_exchange_token') ?? ''])
      .filter((t) => t.length > 10);
    expect(tokens.length).toBeGreaterThan(0);
    for (const body of answers) for (const token of tokens) expect(body).not.toContain(token);
  });
});
