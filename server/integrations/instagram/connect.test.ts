import { createFormDefaults } from '@core/counter/settings-defaults';
import { describe, expect, it } from 'vitest';
import { listenOnLoopback, premiumUser } from '../../live/testing/live-test-support';
import { openSse } from '../../live/testing/sse-client';
import type { TestApp } from '../../test/test-app';
import { findConnection } from '../connection-queries';
import {
  openedConnection,
  resultOf,
  setConnection,
  setUpPlatformConnection,
} from '../testing/platform-connection';
import { InstagramStandIn } from './testing/instagram-stand-in';

// Connecting Instagram and following its follower count (docs/decisions/039d), against the loopback
// Instagram that answers as Meta's reference says: the authorization window, the code exchange,
// the long-lived token and its refresh, /me with its usage header, code 190 for a dead token.

const ig = new InstagramStandIn();
const suite = setUpPlatformConnection('instagram', ig);

function saveCounter(t: TestApp, cookie: string, account: string) {
  return t.request({
    method: 'POST',
    url: '/api/counters',
    cookie,
    payload: {
      name: 'Instagram followers',
      settings: {
        ...createFormDefaults(new Date(), 'UTC'),
        countdownType: 'number',
        startNumber: 0,
        endNumber: 10_000,
        liveSources: [{ platform: 'instagram', account }],
      },
    },
  });
}

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

const refreshCalls = () => ig.callsTo('GET', '/refresh_access_token').length;

describe('Instagram as a connected live source', () => {
  let owner: Awaited<ReturnType<typeof premiumUser>>;
  let counterId: string;
  const answers: string[] = [];

  it('connects through the authorization window, the code exchange and the long-lived token', async () => {
    owner = await premiumUser(suite.t);
    const { authorize, callback } = await suite.startConnect(owner.cookie);
    expect(authorize.pathname).toBe('/oauth/authorize');
    expect(authorize.searchParams.get('scope')).toBe('instagram_business_basic');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    const res = await suite.callback(callback, owner.cookie);
    expect(res.statusCode).toBe(302);
    expect(resultOf(res.headers.location as string).get('instagram')).toBe('connected');
    expect(ig.callsTo('POST', '/oauth/access_token')).toHaveLength(1);
    expect(ig.callsTo('GET', '/access_token')[0]?.query.get('grant_type')).toBe('ig_exchange_token');

    const row = (await openedConnection(suite.t.app, 'instagram', owner.user.id))!;
    expect(row).toMatchObject({ accountId: ig.account.id, name: ig.account.username, status: 'connected' });
    expect(row.avatarUrl).toBe(ig.account.pictureUrl);
    expect(ig.isLive(row.accessToken)).toBe(true);
    // Stored sealed, refreshed a week before Instagram's 60 days end.
    const stored = (await findConnection(suite.t.app.db, 'instagram', owner.user.id))!;
    expect(stored.accessToken).not.toContain(row.accessToken);
    const days = (stored.tokenExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(52.9);
    expect(days).toBeLessThan(53.1);

    const list = await suite.t.request({
      method: 'GET',
      url: '/api/integrations/connections',
      cookie: owner.cookie,
    });
    expect(list.json()).toEqual({
      connections: [
        {
          platform: 'instagram',
          accountId: ig.account.id,
          name: ig.account.username,
          avatarUrl: ig.account.pictureUrl,
          status: 'connected',
        },
      ],
    });
    answers.push(list.body, JSON.stringify(await suite.status(owner.cookie)));
  });

  it('follows the connected account: saved by its id, the count read with the creator’s token', async () => {
    const lookup = await suite.t.request({
      method: 'GET',
      url: `/api/live-sources/lookup?platform=instagram&account=${ig.account.id}`,
      cookie: owner.cookie,
    });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ handle: ig.account.username, value: 4321, precision: 'exact' });
    answers.push(lookup.body);
    const saved = await saveCounter(suite.t, owner.cookie, ig.account.id);
    expect(saved.statusCode, saved.body).toBe(201);
    answers.push(saved.body);
    counterId = saved.json().id;
    expect(await displayedSource(counterId)).toMatchObject({ value: 4321, precision: 'exact' });
    const token = (await openedConnection(suite.t.app, 'instagram', owner.user.id))!.accessToken;
    expect(ig.callsTo('GET', '/me').at(-1)?.query.get('access_token')).toBe(token);
  });

  it('refuses, 400 with a message, an account the counter’s owner did not connect', async () => {
    const other = await premiumUser(suite.t);
    const refused = await saveCounter(suite.t, other.cookie, ig.account.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `"${ig.account.id}" is not one of your connected Instagram accounts. Connect it, then pick it.`,
    );
    const unknown = await saveCounter(suite.t, owner.cookie, '17841499999999999');
    expect(unknown.statusCode).toBe(400);
    const pasted = await saveCounter(suite.t, owner.cookie, '@countstream.creator');
    expect(pasted.statusCode).toBe(400);
    expect(pasted.json().message).toContain('Pick one of your connected Instagram accounts.');
    // The preview reads with the owner's token: no one else may look through it.
    const peek = await suite.t.request({
      method: 'GET',
      url: `/api/live-sources/lookup?platform=instagram&account=${ig.account.id}`,
      cookie: other.cookie,
    });
    expect(peek.statusCode).toBe(400);
    expect(peek.body).not.toContain('4321');
  });

  it('refreshes an expired token before the read, and stores the new one', async () => {
    const before = (await openedConnection(suite.t.app, 'instagram', owner.user.id))!;
    await setConnection(suite.t.app.db, 'instagram', owner.user.id, { tokenExpiresAt: new Date(0) });
    const refreshes = refreshCalls();
    ig.account.followers = 4400;
    await suite.t.app.liveSources.lookup('instagram', ig.account.id, owner.user.id);
    expect(refreshCalls()).toBe(refreshes + 1);
    expect(ig.callsTo('GET', '/refresh_access_token').at(-1)?.query.get('grant_type')).toBe(
      'ig_refresh_token',
    );
    const after = (await openedConnection(suite.t.app, 'instagram', owner.user.id))!;
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.status).toBe('connected');
  });

  it('marks the connection needs_reauth when the token and its one refresh are refused; the count stays', async () => {
    const shown = await displayedSource(counterId);
    // Opening the display puts the account in demand, so the poller may read it once more before
    // the tokens end below: that read finds the count shown (the test before changed it), and what
    // the display keeps is that count whichever way the race goes.
    ig.account.followers = Number(shown?.value);
    // The creator removed the app in Instagram's settings: every token of theirs ends (code 190).
    ig.revokeAll();
    const refreshes = refreshCalls();
    // The form's preview reads the count the way the poller does (the poller's own handling of a
    // needs_reauth account is platform-poller.test.ts's).
    const preview = await suite.t.request({
      method: 'GET',
      url: `/api/live-sources/lookup?platform=instagram&account=${ig.account.id}`,
      cookie: owner.cookie,
    });
    expect(preview.statusCode).toBe(503);
    expect(preview.json().message).toBe('Connect your Instagram account again to read its count.');
    expect(refreshCalls()).toBe(refreshes + 1);
    const row = (await findConnection(suite.t.app.db, 'instagram', owner.user.id))!;
    expect(row.status).toBe('needs_reauth');
    expect(await displayedSource(counterId)).toMatchObject({ value: shown?.value, precision: 'exact' });
    // Marked: no more calls with the dead token, and no second refresh.
    const reads = ig.callsTo('GET', '/me').length;
    await suite.t.request({
      method: 'GET',
      url: `/api/live-sources/lookup?platform=instagram&account=${ig.account.id}`,
      cookie: owner.cookie,
    });
    expect(ig.callsTo('GET', '/me').length).toBe(reads);
    expect(refreshCalls()).toBe(refreshes + 1);
    await suite.t.app.background.idle();
    await suite.t.smtp.waitFor(owner.email, { subject: 'Reconnect Instagram' });
  });

  it('gives no token in any answer', async () => {
    const row = (await openedConnection(suite.t.app, 'instagram', owner.user.id))!;
    const tokens = [
      row.accessToken,
      row.refreshToken!,
      ...ig.calls.map((c) => c.query.get('access_token') ?? ''),
    ].filter((t) => t.length > 10);
    expect(tokens.length).toBeGreaterThan(0);
    for (const body of answers) for (const token of tokens) expect(body).not.toContain(token);
  });
});
