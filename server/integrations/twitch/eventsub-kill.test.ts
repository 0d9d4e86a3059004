import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveSources } from '../../db/schema';
import { createSyncedCounter, premiumUser } from '../../live/testing/live-test-support';
import { TwitchLiveStandIn } from '../../live-sources/platforms/twitch/testing/twitch-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveConnection } from '../connection-queries';
import { killAtWrite, reviveFromKill, wasKilled } from '../testing/simulated-kill';
import { saveFollowerCounter, TEST_EVENTSUB_SECRET, twitchHeaders } from './testing/twitch-test-support';

// A process killed while it handles a Twitch message (SIGKILL: no catch, no clean-up) must not lose
// the message nor apply any part of it twice: Twitch resends what got no 2xx, and the resend
// finishes the work. A follow has two parts, the live follower count and the subathon's follow
// event, each committed on its own; the kill is simulated at each step of the way.

const CHANNEL = { id: '5151', login: 'killme', displayName: 'KillMe', followers: 500 };
let t: TestApp;
const twitch = new TwitchLiveStandIn();
let subathonId = '';

beforeAll(async () => {
  await twitch.start();
  twitch.seedUser(CHANNEL);
  t = await createTestApp({ ...twitch.env(), TWITCH_EVENTSUB_SECRET: TEST_EVENTSUB_SECRET });
  const p = await premiumUser(t);
  // A counter following the channel's follower count, and a running subathon that adds 10 s a follow.
  await saveFollowerCounter(t, p.cookie, CHANNEL.login);
  subathonId = await createSyncedCounter(t, p.cookie, {
    countdownType: 'datetime',
    eventRules: [
      { type: 'follow', seconds: 10 },
      { type: 'gift_sub', tier: '1', seconds: 300 },
    ],
  });
  await t.request({
    method: 'POST',
    url: `/api/counters/${subathonId}/control`,
    cookie: p.cookie,
    payload: { action: 'start' },
  });
  await saveConnection(t.app.db, t.app.tokenSeal, 'twitch', p.user.id, {
    accountId: CHANNEL.id,
    name: CHANNEL.login,
    accessToken: 'user-access-token',
    refreshToken: 'user-refresh-token',
    tokenExpiresAt: new Date(Date.now() + 3_600_000),
    subscriptionIds: ['f1c2a387-161a-49f9-a165-0f21d7a4e1c4'],
  });
});
afterAll(async () => {
  await t?.close();
  await twitch.close();
});

let killArmed = false;
async function killAt(table: string, when?: string) {
  await killAtWrite(t.app.db, table, when);
  killArmed = true;
}
afterEach(async () => {
  if (killArmed) await reviveFromKill(t.app.db);
  killArmed = false;
});
async function revive() {
  expect(await wasKilled(t.app.db)).toBe(true);
  await reviveFromKill(t.app.db);
  killArmed = false;
}

// Twitch's documented notification shapes.
const subscription = (type: string) => ({
  id: 'f1c2a387-161a-49f9-a165-0f21d7a4e1c4',
  type,
  version: type === 'channel.follow' ? '2' : '1',
  status: 'enabled',
  cost: 0,
  condition: { broadcaster_user_id: CHANNEL.id, moderator_user_id: CHANNEL.id },
  transport: { method: 'webhook', callback: 'https://example.com/webhooks/callback' },
  created_at: '2023-04-11T10:11:12.123Z',
});
const follow = (n: number) =>
  JSON.stringify({
    subscription: subscription('channel.follow'),
    event: {
      user_id: String(700 + n),
      user_login: `fan${n}`,
      user_name: `Fan${n}`,
      broadcaster_user_id: CHANNEL.id,
      broadcaster_user_login: CHANNEL.login,
      broadcaster_user_name: CHANNEL.displayName,
      followed_at: new Date().toISOString(),
    },
  });
const gift = JSON.stringify({
  subscription: subscription('channel.subscription.gift'),
  event: {
    user_name: 'Gifter',
    total: 1,
    tier: '1000',
    is_anonymous: false,
    broadcaster_user_id: CHANNEL.id,
  },
});

let seq = 0;
const messageId = () => `kill-test-message-${seq++}`;
const deliver = (body: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/integrations/twitch/eventsub',
    headers: twitchHeaders(body, 'notification', { id }),
    payload: body,
  });
async function deliverOk(body: string, id: string) {
  const res = await deliver(body, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { received: boolean; duplicate?: boolean };
}

const followerCount = async () => {
  const [row] = await t.app.db
    .select({ value: liveSources.value })
    .from(liveSources)
    .where(and(eq(liveSources.platform, 'twitch'), eq(liveSources.accountId, CHANNEL.id)));
  return row?.value ?? null;
};
const addedMs = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/counters/${subathonId}/live` })).json().run
    .addedMs as number;
const state = async () => ({ followers: await followerCount(), addedMs: await addedMs() });

describe('a Twitch message whose handling is killed part-way', () => {
  it('is applied by the resend when the kill came after the follow count, before the subathon event', async () => {
    const before = await state();
    expect(before.followers).toBe(500);
    const id = messageId();
    await killAt('counter_events');
    expect((await deliver(follow(1), id)).statusCode).toBe(500);
    await revive();
    // What committed before the kill: the follow count, not the subathon's event.
    expect(await state()).toEqual({ followers: before.followers! + 1, addedMs: before.addedMs });
    // Twitch resends it: the event is applied now, the count is not moved a second time.
    expect(await deliverOk(follow(1), id)).toEqual({ received: true });
    expect(await state()).toEqual({ followers: before.followers! + 1, addedMs: before.addedMs + 10_000 });
    // From now on it is a duplicate.
    expect(await deliverOk(follow(1), id)).toEqual({ received: true, duplicate: true });
    expect(await state()).toEqual({ followers: before.followers! + 1, addedMs: before.addedMs + 10_000 });
  });

  it('is applied whole by the resend when the kill came before anything committed', async () => {
    const before = await state();
    const id = messageId();
    // The first write of a follow: its count's mark, in the count's own transaction.
    await killAt('integration_messages');
    expect((await deliver(follow(2), id)).statusCode).toBe(500);
    await revive();
    expect(await state()).toEqual(before);
    expect(await deliverOk(follow(2), id)).toEqual({ received: true });
    expect(await state()).toEqual({ followers: before.followers! + 1, addedMs: before.addedMs + 10_000 });
  });

  it('changes nothing more on the resend when the kill came after everything but the final mark', async () => {
    const before = await state();
    const id = messageId();
    await killAt('integration_messages', `new.id = 'twitch:${id}'`);
    expect((await deliver(follow(3), id)).statusCode).toBe(500);
    await revive();
    const applied = { followers: before.followers! + 1, addedMs: before.addedMs + 10_000 };
    expect(await state()).toEqual(applied);
    // The resend finds every part applied: answered, nothing counted twice.
    expect(await deliverOk(follow(3), id)).toEqual({ received: true });
    expect(await state()).toEqual(applied);
    expect(await deliverOk(follow(3), id)).toEqual({ received: true, duplicate: true });

    // The same for a gift, which is only a subathon event.
    const giftId = messageId();
    await killAt('integration_messages', `new.id = 'twitch:${giftId}'`);
    expect((await deliver(gift, giftId)).statusCode).toBe(500);
    await revive();
    expect(await addedMs()).toBe(applied.addedMs + 300_000);
    expect(await deliverOk(gift, giftId)).toEqual({ received: true });
    expect(await addedMs()).toBe(applied.addedMs + 300_000);
  });

  it('applies two copies delivered at once once, and answers both with a 2xx', async () => {
    const before = await state();
    const id = messageId();
    const answers = await Promise.all([deliver(follow(4), id), deliver(follow(4), id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    // One copy marked it; the other finished after and is told it was a duplicate.
    expect(answers.map((r) => r.json().duplicate === true).sort()).toEqual([false, true]);
    expect(await state()).toEqual({ followers: before.followers! + 1, addedMs: before.addedMs + 10_000 });
  });
});
