import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformConnections } from '../../db/schema';
import { createSyncedCounter, premiumUser } from '../../live/testing/live-test-support';
import { CHAT_UNDO_MESSAGE } from '../../subathons/subathon-service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findConnection } from '../connection-queries';
import { setConnection } from '../testing/platform-connection';
import { signEventSub, verifyEventSub } from './eventsub-signature';
import { TEST_EVENTSUB_SECRET, twitchHeaders } from './testing/twitch-test-support';

// Issue 18: POST /api/integrations/twitch/eventsub, as Twitch documents its webhooks
// ("Handling webhook events": verification, notification and revocation messages).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TWITCH_EVENTSUB_SECRET: TEST_EVENTSUB_SECRET });
});
afterAll(async () => {
  await t?.close();
});

const send = (body: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/integrations/twitch/eventsub', headers, payload: body });

let broadcasterSeq = 1000;
async function connectedSubathon() {
  const p = await premiumUser(t);
  const id = await createSyncedCounter(t, p.cookie, {
    countdownType: 'datetime',
    eventRules: [
      { type: 'sub', tier: '1', seconds: 300 },
      { type: 'gift_sub', tier: '1', seconds: 300 },
      { type: 'bits', perAmount: 100, seconds: 60 },
    ],
  });
  await t.request({
    method: 'POST',
    url: `/api/counters/${id}/control`,
    cookie: p.cookie,
    payload: { action: 'start' },
  });
  const twitchId = String(broadcasterSeq++);
  await t.app.db.insert(platformConnections).values({
    userId: p.user.id,
    platform: 'twitch',
    accountId: twitchId,
    name: `streamer${twitchId}`,
    accessToken: 'user-token',
  });
  return { p, id, twitchId };
}
const addedMs = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/counters/${id}/live` })).json().run.addedMs as number;

// The documented shapes of the notification bodies.
const notification = (type: string, condition: object, event: object) =>
  JSON.stringify({
    subscription: {
      id: 'f1c2a387-161a-49f9-a165-0f21d7a4e1c4',
      status: 'enabled',
      type,
      version: '1',
      cost: 0,
      condition,
      transport: { method: 'webhook', callback: 'https://example.com/webhooks/callback' },
      created_at: '2019-11-16T10:11:12.634234626Z',
    },
    event,
  });

describe('Twitch EventSub webhook', () => {
  it('signs as Twitch documents: HMAC-SHA256 of message id + timestamp + raw body, "sha256=" + hex', () => {
    // Computed independently: printf 'id2023-01-01T00:00:00Z{}' | openssl dgst -sha256 -hmac secretsecret
    const sig = signEventSub('secretsecret', 'id', '2023-01-01T00:00:00Z', '{}');
    expect(sig).toBe('sha256=779ded56c07e8a3304d4dac7299605fac44e902da33b91ccc41aeeec7aec7922');
    expect(sig).toBe(signEventSub('secretsecret', 'id2023-01-01T00:00:00Z', '', '{}'));
    expect(sig).not.toBe(signEventSub('secretsecret', 'id', '2023-01-01T00:00:01Z', '{}'));
  });

  it('answers the verification challenge as text/plain', async () => {
    const body = JSON.stringify({
      challenge: 'pogchamp-kappa-360noscope-vohiyo',
      subscription: {
        id: 'x',
        status: 'webhook_callback_verification_pending',
        type: 'channel.follow',
        version: '2',
        condition: { broadcaster_user_id: '12826' },
      },
    });
    const res = await send(body, twitchHeaders(body, 'webhook_callback_verification'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('pogchamp-kappa-360noscope-vohiyo');
  });

  it('refuses a wrong signature, a changed body and a message older than 10 minutes (403)', async () => {
    const body = JSON.stringify({ challenge: 'c', subscription: { type: 'channel.follow', condition: {} } });
    const wrong = twitchHeaders(body, 'webhook_callback_verification', { secret: 'another-secret-value' });
    expect((await send(body, wrong)).statusCode).toBe(403);
    const good = twitchHeaders(body, 'webhook_callback_verification');
    expect((await send(body.replace('"c"', '"d"'), good)).statusCode).toBe(403);
    const old = new Date(Date.now() - 11 * 60_000).toISOString();
    const stale = await send(body, twitchHeaders(body, 'webhook_callback_verification', { timestamp: old }));
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toContain('10 minutes');
    const { 'twitch-eventsub-message-signature': _, ...unsigned } = good;
    expect((await send(body, unsigned)).statusCode).toBe(403);
  });

  it('accepts a message up to 10 minutes old or 1 minute ahead, and refuses one outside that', () => {
    const now = Date.parse('2024-05-01T12:00:00Z');
    const body = '{}';
    const checkAt = (offsetMs: number) =>
      verifyEventSub(
        twitchHeaders(body, 'notification', { timestamp: new Date(now + offsetMs).toISOString() }),
        body,
        TEST_EVENTSUB_SECRET,
        now,
      );
    for (const offset of [0, -9.5 * 60_000, -10 * 60_000, 50_000, 60_000])
      expect(checkAt(offset), `${offset} ms`).toEqual({ ok: true });
    for (const offset of [-10.5 * 60_000, -10 * 60_000 - 1, 60_001, 2 * 60_000, 24 * 3_600_000])
      expect(checkAt(offset).ok, `${offset} ms`).toBe(false);
    expect(checkAt(2 * 60_000)).toEqual({ ok: false, message: expect.stringMatching(/from the future/) });
  });

  it('refuses a message from the future over HTTP too (403)', async () => {
    const body = JSON.stringify({ challenge: 'c', subscription: { type: 'channel.follow', condition: {} } });
    const ahead = new Date(Date.now() + 2 * 60_000).toISOString();
    const res = await send(body, twitchHeaders(body, 'webhook_callback_verification', { timestamp: ahead }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/from the future/);
  });

  it('maps subs, gifts and cheers to the running subathon, each message id once', async () => {
    const { id, twitchId } = await connectedSubathon();
    const cond = { broadcaster_user_id: twitchId };
    const gift = notification('channel.subscription.gift', cond, {
      user_name: 'Cool_User',
      total: 2,
      tier: '1000',
      cumulative_total: 284,
      is_anonymous: false,
      broadcaster_user_id: twitchId,
    });
    const headers = twitchHeaders(gift, 'notification');
    expect((await send(gift, headers)).statusCode).toBe(200);
    expect(await addedMs(id)).toBe(600_000);
    // Twitch resends the same message: acknowledged, not applied again (also when concurrent).
    const again = await Promise.all([send(gift, headers), send(gift, headers)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await addedMs(id)).toBe(600_000);
    // The recipients' channel.subscribe copies of a gift are not counted twice.
    const gifted = notification('channel.subscribe', cond, { user_name: 'r', tier: '1000', is_gift: true });
    await send(gifted, twitchHeaders(gifted, 'notification'));
    const sub = notification('channel.subscribe', cond, { user_name: 'a', tier: '1000', is_gift: false });
    await send(sub, twitchHeaders(sub, 'notification'));
    const cheer = notification('channel.cheer', cond, {
      user_name: 'b',
      bits: 250,
      is_anonymous: false,
      message: 'pogchamp',
    });
    await send(cheer, twitchHeaders(cheer, 'notification'));
    expect(await addedMs(id)).toBe(600_000 + 300_000 + 150_000);
  });

  it('obeys chat commands from the broadcaster and moderators only, with the configured prefix', async () => {
    const { id, twitchId, p } = await connectedSubathon();
    const chat = (text: string, badges: { set_id: string; id: string; info: string }[]) => {
      const body = notification(
        'channel.chat.message',
        { broadcaster_user_id: twitchId, user_id: twitchId },
        {
          chatter_user_id: '99',
          chatter_user_name: 'someone',
          message: { text, fragments: [] },
          badges,
        },
      );
      return send(body, twitchHeaders(body, 'notification'));
    };
    const mod = [{ set_id: 'moderator', id: '1', info: '' }];
    expect((await chat('!addtime 5m', mod)).statusCode).toBe(200);
    expect(await addedMs(id)).toBe(300_000);
    await chat('!addtime 5m', [{ set_id: 'subscriber', id: '12', info: '16' }]);
    await chat('!addtime 5m', [{ set_id: 'vip', id: '1', info: '' }]);
    expect(await addedMs(id)).toBe(300_000);
    await chat('!subtime 2m', [{ set_id: 'broadcaster', id: '1', info: '' }]);
    expect(await addedMs(id)).toBe(180_000);
    await chat('!pause', mod);
    let live = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/live` });
    expect(live.json().run.status).toBe('paused');
    await chat('!resume', mod);
    live = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/live` });
    expect(live.json().run.status).toBe('running');
    await setConnection(t.app.db, 'twitch', p.user.id, { commandPrefix: '?' });
    await chat('!addtime 1m', mod);
    const before = await addedMs(id);
    await chat('?addtime 1m', mod);
    expect((await addedMs(id)) - before).toBe(60_000);
  });

  it('logs chat commands in the event log (source chat) with who sent them; time commands undo once', async () => {
    const { id, twitchId, p } = await connectedSubathon();
    let n = 0;
    const chat = (text: string, badges = [{ set_id: 'moderator', id: '1', info: '' }]) => {
      n += 1;
      const body = notification(
        'channel.chat.message',
        { broadcaster_user_id: twitchId, user_id: twitchId },
        {
          chatter_user_id: '99',
          chatter_user_name: 'mod_mia',
          message_id: `chat-msg-${n}`,
          message: { text, fragments: [] },
          badges,
        },
      );
      return send(body, twitchHeaders(body, 'notification'));
    };
    await chat('!addtime 5m');
    await chat('!subtime 2m');
    await chat('!pause');
    await chat('!pause'); // already paused: nothing changes, nothing is logged
    await chat('!addtime 1m', [{ set_id: 'vip', id: '1', info: '' }]); // not a moderator
    await chat('!timer');
    const log = await t.request({ method: 'GET', url: `/api/counters/${id}/event-log`, cookie: p.cookie });
    const events = log.json().events as {
      id: string;
      source: string;
      type: string;
      user: string;
      addedSeconds: number;
      message: string;
    }[];
    expect(events.map((e) => [e.source, e.type, e.user, e.addedSeconds, e.message])).toEqual([
      ['chat', 'pause', 'mod_mia', 0, '!pause'],
      ['chat', 'subtime', 'mod_mia', -120, '!subtime 2m'],
      ['chat', 'addtime', 'mod_mia', 300, '!addtime 5m'],
    ]);
    expect(await addedMs(id)).toBe(180_000);
    const undo = (eventId: string) =>
      t.request({ method: 'POST', url: `/api/counters/${id}/event-log/${eventId}/undo`, cookie: p.cookie });
    // Undoing the !subtime gives the two minutes back, once.
    expect((await undo(events[1]!.id)).statusCode).toBe(200);
    expect(await addedMs(id)).toBe(300_000);
    expect((await undo(events[1]!.id)).statusCode).toBe(409);
    // A pause is not undone from the log.
    const refused = await undo(events[0]!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CHAT_UNDO_MESSAGE);
    // The embed's strip shows the time commands, not the pause.
    const strip = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/recent-events?v=99` });
    expect(strip.json().events.map((e: { type: string }) => e.type)).toEqual(['addtime']);
  });

  it('marks the connection broken on revocation and tells the owner by e-mail', async () => {
    const { p, id, twitchId } = await connectedSubathon();
    const body = JSON.stringify({
      subscription: {
        id: 'f1c2a387',
        status: 'authorization_revoked',
        type: 'channel.cheer',
        version: '1',
        cost: 0,
        condition: { broadcaster_user_id: twitchId },
        transport: { method: 'webhook', callback: 'https://example.com/webhooks/callback' },
        created_at: '2019-11-16T10:11:12.634234626Z',
      },
    });
    expect((await send(body, twitchHeaders(body, 'revocation'))).statusCode).toBe(200);
    const row = await findConnection(t.app.db, 'twitch', p.user.id);
    expect(row).toMatchObject({ status: 'broken', brokenReason: 'authorization_revoked' });
    const mail = await t.smtp.waitFor(p.email, { subject: 'Twitch stopped sending events' });
    expect(mail.text).toContain('authorization_revoked');
    // A broken connection applies nothing more.
    const cheer = notification(
      'channel.cheer',
      { broadcaster_user_id: twitchId },
      { user_name: 'b', bits: 100 },
    );
    await send(cheer, twitchHeaders(cheer, 'notification'));
    expect(await addedMs(id)).toBe(0);
  });
});
