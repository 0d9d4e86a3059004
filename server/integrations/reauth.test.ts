import { describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../live/testing/live-test-support';
import { openSse } from '../live/testing/sse-client';
import { createTwitchApi } from '../platform-apis/twitch-api';
import { checkCreatorConnections } from './connection-check';
import { findConnection } from './connection-queries';
import { callWithCreatorToken } from './creator-tokens';
import { openedConnection, setConnection, setUpPlatformConnection } from './testing/platform-connection';
import { twitchCreatorTokens } from './twitch/connect-service';
import { TwitchStandIn } from './twitch/testing/twitch-stand-in';
import { saveFollowerCounter, twitchHeaders } from './twitch/testing/twitch-test-support';

// Expired or revoked access (issue 39, item 5), against the loopback Twitch that answers as Twitch
// documents: /validate's 401 "invalid access token" once a token stopped working, the token
// endpoint's 400 "Invalid refresh token" once the creator disconnected us (which ends every token
// of theirs), refresh tokens good once. The server refreshes once; when that is refused too the
// connection is `needs_reauth`, the owner gets one e-mail (real SMTP on loopback), the counter's
// displays keep the last count, and connecting again clears it.

const twitch = new TwitchStandIn();
const suite = setUpPlatformConnection('twitch', twitch);

const refreshCalls = () =>
  twitch.callsTo('POST', '/oauth2/token').filter((c) => c.body?.grant_type === 'refresh_token').length;
const validateCalls = () => twitch.callsTo('GET', '/oauth2/validate').length;
const reconnectMails = (to: string) =>
  suite.t.smtp.mails.filter((m) => m.to.includes(to.toLowerCase()) && m.subject.includes('Reconnect Twitch'));

/** Twitch's channel.follow v2 notification for the stand-in's channel, delivered signed. */
async function deliverFollow() {
  const channel = twitch.account;
  const body = JSON.stringify({
    subscription: {
      id: 'f1c2a387-161a-49f9-a165-0f21d7a4e1c4',
      type: 'channel.follow',
      version: '2',
      status: 'enabled',
      cost: 0,
      condition: { broadcaster_user_id: channel.id, moderator_user_id: channel.id },
      transport: { method: 'webhook', callback: 'https://example.com/webhooks/callback' },
      created_at: '2023-04-11T10:11:12.123Z',
    },
    event: {
      user_id: '9001',
      user_login: 'fan',
      user_name: 'Fan',
      broadcaster_user_id: channel.id,
      broadcaster_user_login: channel.login,
      broadcaster_user_name: channel.login,
      followed_at: new Date().toISOString(),
    },
  });
  const res = await suite.t.app.inject({
    method: 'POST',
    url: '/api/integrations/twitch/eventsub',
    headers: twitchHeaders(body, 'notification'),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The first frame an opened display gets: the followed count it shows. */
let base: string | null = null;
async function displayedCount(counterId: string) {
  base ??= await listenOnLoopback(suite.t);
  const stream = await openSse(`${base}/api/counters/${counterId}/events`);
  try {
    const frame = JSON.parse((await stream.next(5000)).data) as {
      source?: { value: number | null; precision: string };
    };
    return frame.source;
  } finally {
    stream.close();
  }
}

describe('a creator token the platform refuses', () => {
  it('is refreshed once when it expired, the rotated pair stored before it is used', async () => {
    const p = await suite.connected();
    const before = (await openedConnection(suite.t.app, 'twitch', p.user.id))!;
    await setConnection(suite.t.app.db, 'twitch', p.user.id, { tokenExpiresAt: new Date(0) });
    const refreshes = refreshCalls();

    await checkCreatorConnections(suite.t.app);

    expect(refreshCalls()).toBe(refreshes + 1);
    const after = (await openedConnection(suite.t.app, 'twitch', p.user.id))!;
    expect(after.status).toBe('connected');
    // Twitch issued a new pair and spent the old refresh token: the new one is what we hold.
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(twitch.isLive(after.refreshToken!)).toBe(true);
    expect(twitch.isLive(before.refreshToken!)).toBe(false);
    // The check went out with the new access token.
    expect(twitch.callsTo('GET', '/oauth2/validate').at(-1)?.authorization).toBe(
      `OAuth ${after.accessToken}`,
    );
    await suite.t.app.background.idle();
    expect(reconnectMails(p.email)).toHaveLength(0);
    await suite.disconnect(p.cookie);
  });

  it('is refreshed once for calls made together: a rotated refresh token is good once', async () => {
    const p = await suite.connected();
    await setConnection(suite.t.app.db, 'twitch', p.user.id, { tokenExpiresAt: new Date(0) });
    const row = (await findConnection(suite.t.app.db, 'twitch', p.user.id))!;
    const api = createTwitchApi(suite.t.config);
    const refreshes = refreshCalls();

    const users = await Promise.all(
      [1, 2, 3].map(() =>
        callWithCreatorToken(suite.t.app, twitchCreatorTokens(api), row, (token) => api.validateToken(token)),
      ),
    );

    expect(users.map((u) => u.userId)).toEqual([twitch.account.id, twitch.account.id, twitch.account.id]);
    expect(refreshCalls()).toBe(refreshes + 1);
    expect((await findConnection(suite.t.app.db, 'twitch', p.user.id))!.status).toBe('connected');
    await suite.disconnect(p.cookie);
  });

  it('gets one refresh after a 401, and the call is made again with the new token', async () => {
    const p = await suite.connected();
    twitch.expireUserTokens();
    const refreshes = refreshCalls();
    const validates = validateCalls();

    const result = await checkCreatorConnections(suite.t.app);

    expect(result).toMatchObject({ needsReauth: 0, failed: 0 });
    expect(refreshCalls()).toBe(refreshes + 1);
    expect(validateCalls()).toBe(validates + 2);
    expect((await findConnection(suite.t.app.db, 'twitch', p.user.id))!.status).toBe('connected');
    await suite.disconnect(p.cookie);
  });

  it('marks the connection needs_reauth after one refused refresh: one e-mail, the last count stays, reconnect clears it', async () => {
    const p = await suite.connected();
    const counterId = await saveFollowerCounter(suite.t, p.cookie, twitch.account.login);
    expect(await displayedCount(counterId)).toMatchObject({ value: 1234, precision: 'exact' });
    const held = (await openedConnection(suite.t.app, 'twitch', p.user.id))!;

    // The creator disconnects Countstream in their Twitch settings: every token of theirs ends.
    twitch.revokeAll();
    const refreshes = refreshCalls();
    const result = await checkCreatorConnections(suite.t.app);

    expect(result.needsReauth).toBe(1);
    expect(refreshCalls()).toBe(refreshes + 1);
    const row = (await findConnection(suite.t.app.db, 'twitch', p.user.id))!;
    expect(row.status).toBe('needs_reauth');
    expect(row.reauthSince).toBeInstanceOf(Date);

    // One e-mail, with the way back; more rounds (polls) neither call Twitch with the dead token
    // nor mail again.
    const mail = await suite.t.smtp.waitFor(p.email, { subject: 'Reconnect Twitch' });
    expect(mail.text).toContain(`your channel ${twitch.account.login}`);
    expect(mail.text).toContain(`${suite.t.config.appUrl}/dashboard`);
    const validates = validateCalls();
    await checkCreatorConnections(suite.t.app);
    await checkCreatorConnections(suite.t.app);
    await suite.t.app.background.idle();
    expect(validateCalls()).toBe(validates);
    expect(refreshCalls()).toBe(refreshes + 1);
    expect(reconnectMails(p.email)).toHaveLength(1);
    for (const m of reconnectMails(p.email)) {
      expect(m.raw).not.toContain(held.accessToken);
      expect(m.raw).not.toContain(held.refreshToken!);
    }

    // The studio sees the state (and no token); the overlay still shows the last count.
    const connections = await suite.t.request({
      method: 'GET',
      url: '/api/integrations/connections',
      cookie: p.cookie,
    });
    expect(connections.json()).toEqual({
      connections: [
        {
          platform: 'twitch',
          accountId: twitch.account.id,
          name: twitch.account.login,
          avatarUrl: null,
          status: 'needs_reauth',
        },
      ],
    });
    const status = await suite.status(p.cookie);
    expect(status).toMatchObject({ connected: true, status: 'needs_reauth' });
    for (const body of [connections.body, JSON.stringify(status)]) {
      expect(body).not.toContain(held.accessToken);
      expect(body).not.toContain(held.refreshToken!);
    }
    expect(await displayedCount(counterId)).toMatchObject({ value: 1234, precision: 'exact' });
    // The event subscriptions are made with our app token: while Twitch still delivers them, a
    // follow still counts.
    await deliverFollow();
    expect(await displayedCount(counterId)).toMatchObject({ value: 1235, precision: 'exact' });

    // Reconnect: the normal connect flow, and the connection is whole again.
    await suite.connect(p.cookie);
    const again = (await findConnection(suite.t.app.db, 'twitch', p.user.id))!;
    expect(again).toMatchObject({ status: 'connected', reauthSince: null });
    const checked = validateCalls();
    expect((await checkCreatorConnections(suite.t.app)).needsReauth).toBe(0);
    expect(validateCalls()).toBe(checked + 1);
    await suite.t.app.background.idle();
    expect(reconnectMails(p.email)).toHaveLength(1);
  });
});
