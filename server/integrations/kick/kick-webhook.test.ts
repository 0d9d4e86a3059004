import { beforeEach, describe, expect, it } from 'vitest';
import { KICK_PUBLISHED_KEY } from '../../kick-public-key';
import { createSyncedCounter, premiumUser } from '../../live/testing/live-test-support';
import { createTestApp } from '../../test/test-app';
import { resultOf, setConnection, setUpPlatformConnection } from '../testing/platform-connection';
import { killAtWrite, reviveFromKill, wasKilled } from '../testing/simulated-kill';
import { kickPayloads } from './testing/kick-payloads';
import { KickStandIn } from './testing/kick-stand-in';
import { createKickKeyPair } from './testing/kick-test-support';

// Issue 18, source 3: POST /api/integrations/kick/webhook, as docs.kick.com documents Kick's
// webhooks. Each channel is connected through the real flow against the stand-in, which then
// delivers only what it holds a subscription for, signed with its own key.

const kick = new KickStandIn();
const suite = setUpPlatformConnection('kick', kick);

const post = (d: { headers: Record<string, string>; body: string }) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/api/integrations/kick/webhook',
    headers: d.headers,
    payload: d.body,
  });
const run = async (id: string) =>
  (await suite.t.app.inject({ method: 'GET', url: `/api/counters/${id}/live` })).json().run as {
    addedMs: number;
    status: string;
  };

let channelSeq = 9000;
/** A Premium user with a running subathon and a number goal, connected to a fresh Kick channel. */
async function connectedSubathon() {
  const channel = channelSeq++;
  kick.account = { id: channel, name: `kick_${channel}` };
  const p = await premiumUser(suite.t);
  const id = await createSyncedCounter(suite.t, p.cookie, {
    countdownType: 'datetime',
    eventRules: [
      { type: 'sub', tier: '1', seconds: 300 },
      { type: 'resub', seconds: 120 },
      { type: 'gift_sub', seconds: 200 },
      { type: 'bits', perAmount: 100, seconds: 60 },
      { type: 'follow', seconds: 10 },
    ],
  });
  await suite.t.request({
    method: 'POST',
    url: `/api/counters/${id}/control`,
    cookie: p.cookie,
    payload: { action: 'start' },
  });
  const { callback } = await suite.startConnect(p.cookie);
  const done = await suite.callback(callback, p.cookie);
  expect(resultOf(done.headers.location as string).get('kick')).toBe('connected');
  return { p, id, payloads: kickPayloads(channel) };
}

describe('Kick webhook signature', () => {
  let s: Awaited<ReturnType<typeof connectedSubathon>>;
  beforeEach(async () => {
    s = await connectedSubathon();
  });

  it("accepts a delivery signed with Kick's key over id.timestamp.body", async () => {
    const res = await post(kick.delivery('channel.followed', s.payloads.followed()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await run(s.id)).addedMs).toBe(10_000);
  });

  it('refuses another key, a changed body, a missing signature or an old message, and applies nothing', async () => {
    const other = createKickKeyPair();
    const forged = await post(
      kick.delivery('channel.followed', s.payloads.followed(), { privateKey: other.privateKey }),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'Invalid Kick webhook signature.' });

    const good = kick.delivery('kicks.gifted', s.payloads.kicksGifted(100));
    expect((await post({ ...good, body: good.body.replace('100', '100000') })).statusCode).toBe(403);
    // The signature covers the message id and the timestamp too.
    expect(
      (await post({ ...good, headers: { ...good.headers, 'kick-event-message-id': 'OTHER' } })).statusCode,
    ).toBe(403);
    const { 'kick-event-signature': _, ...unsigned } = good.headers;
    const missing = await post({ ...good, headers: unsigned });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toMatch(/Missing Kick webhook headers/);

    const old = new Date(Date.now() - 11 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const stale = await post(kick.delivery('channel.followed', s.payloads.followed(), { timestamp: old }));
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toMatch(/older than 10 minutes/);
    expect((await run(s.id)).addedMs).toBe(0);
    // The untouched delivery still goes through.
    expect((await post(good)).statusCode).toBe(200);
    expect((await run(s.id)).addedMs).toBe(60_000);
  });

  it('applies each message id once, also when Kick sends it twice at once', async () => {
    const gift = kick.delivery('channel.subscription.gifts', s.payloads.subscriptionGifts(3));
    expect((await post(gift)).statusCode).toBe(200);
    const again = await Promise.all([post(gift), post(gift)]);
    expect(again.map((r) => [r.statusCode, r.json().duplicate])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect((await run(s.id)).addedMs).toBe(600_000);
  });

  it('applies a delivery whose handling was killed part-way when Kick retries it, once', async () => {
    const gift = kick.delivery('channel.subscription.gifts', s.payloads.subscriptionGifts(3));
    // Killed at the event log's write: nothing of it committed, and no clean-up ran.
    await killAtWrite(suite.t.app.db, 'counter_events');
    try {
      expect((await post(gift)).statusCode).toBe(500);
      expect(await wasKilled(suite.t.app.db)).toBe(true);
    } finally {
      await reviveFromKill(suite.t.app.db);
    }
    expect((await run(s.id)).addedMs).toBe(0);
    // Kick retries (same message id): applied now, and a duplicate after that.
    expect((await post(gift)).json()).toEqual({ received: true });
    expect((await run(s.id)).addedMs).toBe(600_000);

    // Killed after the event committed, at the mark that it was handled: the retry adds nothing.
    const chatId = `kill-chat-delivery-${s.id}`;
    const chat = kick.delivery(
      'chat.message.sent',
      s.payloads.chat('kill-chat-1', '!addtime 1m', {
        id: 55,
        username: 'mod_mia',
        badges: [{ text: 'Moderator', type: 'moderator' }],
      }),
      { id: chatId },
    );
    await killAtWrite(suite.t.app.db, 'integration_messages', `new.id = 'kick:${chatId}'`);
    try {
      expect((await post(chat)).statusCode).toBe(500);
      expect(await wasKilled(suite.t.app.db)).toBe(true);
    } finally {
      await reviveFromKill(suite.t.app.db);
    }
    expect((await run(s.id)).addedMs).toBe(660_000);
    expect((await post(chat)).json()).toEqual({ received: true });
    expect((await post(chat)).json()).toEqual({ received: true, duplicate: true });
    expect((await run(s.id)).addedMs).toBe(660_000);
  });

  it('refuses a signed body that is not a Kick payload with 400, never a 500', async () => {
    const odd = ['\u0000', 'x'.repeat(5000), -1, 1.5].map((id) =>
      JSON.stringify({ broadcaster: { user_id: id } }),
    );
    for (const body of ['[1,2]', 'not json', '{"broadcaster":{}}', 'null', ...odd]) {
      const res = await post({ body, headers: kick.signedHeaders(body, 'channel.followed') });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/JSON|Kick webhook payload/);
    }
    const noType = kick.delivery('channel.followed', s.payloads.followed());
    const { 'kick-event-type': _, ...headers } = noType.headers;
    expect((await post({ ...noType, headers })).statusCode).toBe(400);
    expect((await run(s.id)).addedMs).toBe(0);
  });
});

describe('Kick events on the running subathon', () => {
  it('maps new subs, renewals, gifts (counting giftees), kicks and follows with the rules', async () => {
    const { id, payloads, p } = await connectedSubathon();
    let expected = 0;
    const step = async (event: string, payload: Record<string, unknown>, addedSeconds: number) => {
      expect((await post(kick.delivery(event, payload))).statusCode).toBe(200);
      expected += addedSeconds * 1000;
      expect((await run(id)).addedMs).toBe(expected);
    };
    await step('channel.subscription.new', payloads.subscriptionNew('new_sub'), 300); // tier 1 rule
    await step('channel.subscription.renewal', payloads.subscriptionRenewal('old_sub'), 120);
    await step('channel.subscription.gifts', payloads.subscriptionGifts(5), 1000); // 5 × 200
    await step('channel.subscription.gifts', payloads.subscriptionGifts(1, true), 200);
    await step('kicks.gifted', payloads.kicksGifted(500), 300); // 500 kicks at 60 s per 100
    await step('channel.followed', payloads.followed(), 10);
    const log = await suite.t.request({
      method: 'GET',
      url: `/api/counters/${id}/event-log`,
      cookie: p.cookie,
    });
    const events = (
      log.json().events as { source: string; type: string; user: string; amount: number }[]
    ).map((e) => [e.source, e.type, e.user, e.amount]);
    expect(events).toEqual([
      ['kick', 'follow', 'follower_name', 1],
      ['kick', 'bits', 'gift_sender', 500],
      ['kick', 'gift_sub', 'Anonymous', 1],
      ['kick', 'gift_sub', 'gifter_name', 5],
      ['kick', 'resub', 'old_sub', 1],
      ['kick', 'sub', 'new_sub', 1],
    ]);
  });

  it('acknowledges deliveries for a channel nobody connected here, and applies nothing', async () => {
    const { id, p, payloads } = await connectedSubathon();
    await setConnection(suite.t.app.db, 'kick', p.user.id, { accountId: 'gone' });
    expect((await post(kick.delivery('channel.followed', payloads.followed()))).statusCode).toBe(200);
    expect((await run(id)).addedMs).toBe(0);
  });
});

describe('Kick chat commands', () => {
  it('obeys the broadcaster and moderators only, logged once per chat message', async () => {
    const { id, p, payloads } = await connectedSubathon();
    const broadcasterId = channelSeq - 1;
    let n = 0;
    const chat = (
      text: string,
      sender: { id: number; username: string; badges: { text: string; type: string }[] },
    ) => {
      n += 1;
      return post(kick.delivery('chat.message.sent', payloads.chat(`chat-${n}`, text, sender)));
    };
    const mod = { id: 55, username: 'mod_mia', badges: [{ text: 'Moderator', type: 'moderator' }] };
    const viewer = {
      id: 66,
      username: 'viewer_vic',
      badges: [
        { text: 'Subscriber', type: 'subscriber' },
        { text: 'VIP', type: 'vip' },
      ],
    };
    // The broadcaster's own messages carry no badges: they are recognised by their user id.
    const owner = { id: broadcasterId, username: 'broadcaster_name', badges: [] };
    expect((await chat('!addtime 5m', mod)).statusCode).toBe(200);
    expect((await run(id)).addedMs).toBe(300_000);
    expect((await chat('!addtime 5m', viewer)).statusCode).toBe(200);
    expect((await run(id)).addedMs).toBe(300_000);
    await chat('!subtime 2m', owner);
    expect((await run(id)).addedMs).toBe(180_000);
    await chat('!pause', mod);
    expect((await run(id)).status).toBe('paused');
    await chat('!resume', viewer);
    expect((await run(id)).status).toBe('paused');
    await chat('!resume', mod);
    expect((await run(id)).status).toBe('running');
    // The configured prefix.
    await setConnection(suite.t.app.db, 'kick', p.user.id, { commandPrefix: '?' });
    const before = (await run(id)).addedMs;
    await chat('!addtime 1m', mod);
    await chat('?addtime 1m', mod);
    expect((await run(id)).addedMs - before).toBe(60_000);
    const log = await suite.t.request({
      method: 'GET',
      url: `/api/counters/${id}/event-log`,
      cookie: p.cookie,
    });
    const rows = (log.json().events as { source: string; type: string; user: string }[]).map((e) => [
      e.source,
      e.type,
      e.user,
    ]);
    expect(rows).toEqual([
      ['chat', 'addtime', 'mod_mia'],
      ['chat', 'resume', 'mod_mia'],
      ['chat', 'pause', 'mod_mia'],
      ['chat', 'subtime', 'broadcaster_name'],
      ['chat', 'addtime', 'mod_mia'],
    ]);
  });
});

describe('Kick public key', () => {
  it('defaults to the key Kick publishes, and the stand-in serves its own as GET /public-key does', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.config.KICK_PUBLIC_KEY).toBe(KICK_PUBLISHED_KEY);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/integrations/kick/webhook',
        headers: kick.delivery('channel.followed', kickPayloads(channelSeq - 1).followed()).headers,
        payload: '{}',
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await plain.close();
    }
    const served = await (await fetch(`${kick.apiUrl}/public-key`)).json();
    expect(served.data.public_key).toBe(kick.publicKeyPem);
  });
});
