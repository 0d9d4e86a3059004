import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSources } from '../../db/schema';
import { listenOnLoopback, premiumUser } from '../../live/testing/live-test-support';
import { openSse, type SseReader } from '../../live/testing/sse-client';
import { TwitchLiveStandIn } from '../../live-sources/platforms/twitch/testing/twitch-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveConnection } from '../connection-queries';
import { saveFollowerCounter, TEST_EVENTSUB_SECRET, twitchHeaders } from './testing/twitch-test-support';

// A connected creator's follows reach the live follower count at once: Twitch's channel.follow
// (version 2, signed as Twitch signs every EventSub message) adds one to the stored count and the
// open displays step to it, without a read of Twitch. The poller's next total replaces it, which
// takes back what unfollows removed meanwhile (Twitch sends no event for those).

const CHANNEL = { id: '4242', login: 'followme', displayName: 'FollowMe', followers: 500 };
let t: TestApp;
const twitch = new TwitchLiveStandIn();

beforeAll(async () => {
  await twitch.start();
  twitch.seedUser(CHANNEL);
  t = await createTestApp({ ...twitch.env(), TWITCH_EVENTSUB_SECRET: TEST_EVENTSUB_SECRET });
});
afterAll(async () => {
  await t?.close();
  await twitch.close();
});

// Twitch's documented channel.follow v2 notification.
const follow = (follower: number) =>
  JSON.stringify({
    subscription: {
      id: 'f1c2a387-161a-49f9-a165-0f21d7a4e1c4',
      type: 'channel.follow',
      version: '2',
      status: 'enabled',
      cost: 0,
      condition: { broadcaster_user_id: CHANNEL.id, moderator_user_id: CHANNEL.id },
      transport: { method: 'webhook', callback: 'https://example.com/webhooks/callback' },
      created_at: '2023-04-11T10:11:12.123Z',
    },
    event: {
      user_id: String(900 + follower),
      user_login: `fan${follower}`,
      user_name: `Fan${follower}`,
      broadcaster_user_id: CHANNEL.id,
      broadcaster_user_login: CHANNEL.login,
      broadcaster_user_name: CHANNEL.displayName,
      followed_at: new Date().toISOString(),
    },
  });

async function deliver(body: string, id?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/integrations/twitch/eventsub',
    headers: twitchHeaders(body, 'notification', { id }),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { duplicate?: boolean };
}

const storedCount = async () => {
  const [row] = await t.app.db
    .select({ value: liveSources.value })
    .from(liveSources)
    .where(and(eq(liveSources.platform, 'twitch'), eq(liveSources.accountId, CHANNEL.id)));
  return row?.value;
};
const followerReads = () => twitch.callsTo('/channels/followers').length;

/** The next live frame's count, skipping frames that carry none. */
async function nextCount(stream: SseReader, timeoutMs = 5000): Promise<number> {
  for (;;) {
    const data = JSON.parse((await stream.next(timeoutMs)).data) as { source?: { value: number } };
    if (data.source) return data.source.value;
  }
}

describe("a connected creator's follows", () => {
  it('add to the live count at once, and the next poll reconciles it', async () => {
    const p = await premiumUser(t);
    const counterId = await saveFollowerCounter(t, p.cookie, CHANNEL.login);
    await saveConnection(t.app.db, t.app.tokenSeal, 'twitch', p.user.id, {
      accountId: CHANNEL.id,
      name: CHANNEL.login,
      accessToken: 'user-access-token',
      refreshToken: 'user-refresh-token',
      tokenExpiresAt: new Date(Date.now() + 3_600_000),
      subscriptionIds: ['f1c2a387-161a-49f9-a165-0f21d7a4e1c4'],
    });
    expect(await storedCount()).toBe(500);

    // A follow: one more, stored at once, without asking Twitch.
    const readsBefore = followerReads();
    await deliver(follow(1));
    expect(await storedCount()).toBe(501);
    expect(followerReads()).toBe(readsBefore);

    // Meanwhile two people unfollowed (no event for that): Twitch's total is 499. A display opens,
    // which asks for a read: the display steps from what it was shown to the total.
    twitch.setFollowers(CHANNEL.id, 499);
    const base = await listenOnLoopback(t);
    const stream = await openSse(`${base}/api/counters/${counterId}/events`);
    try {
      const seen = [await nextCount(stream)];
      while (seen.at(-1) !== 499) seen.push(await nextCount(stream));
      expect(seen[0]).toBe(501);
      expect(await storedCount()).toBe(499);
      const readsAfterPoll = followerReads();
      expect(readsAfterPoll).toBeGreaterThan(readsBefore);

      // The next follow reaches the open display at once; the poll is a minute away.
      await deliver(follow(2));
      expect(await nextCount(stream, 2000)).toBe(500);
      expect(followerReads()).toBe(readsAfterPoll);

      // Twitch resending the same message (same id) counts it once.
      const id = 'resent-follow-message';
      await deliver(follow(3), id);
      expect(await nextCount(stream, 2000)).toBe(501);
      expect(await deliver(follow(3), id)).toMatchObject({ duplicate: true });
      expect(await storedCount()).toBe(501);
    } finally {
      stream.close();
    }
  });

  it('leave a channel nobody has connected here, and a count not read yet, as they are', async () => {
    const other = { id: '4343', login: 'notconnected', displayName: 'NotConnected', followers: 70 };
    twitch.seedUser(other);
    const body = follow(9).split(CHANNEL.id).join(other.id);
    await deliver(body);
    // No connection of ours: no live count is touched (and none is stored for it anyway).
    expect(await storedCount()).toBe(501);
    // A connected channel whose count was never read (no value yet) is not given one.
    await t.app.db
      .update(liveSources)
      .set({ value: null, precision: 'unavailable' })
      .where(eq(liveSources.accountId, CHANNEL.id));
    await deliver(follow(10));
    expect(await storedCount()).toBeNull();
  });
});
