import { createFormDefaults } from '@core/counter/settings-defaults';
import { NO_YOUTUBE_CHART_MESSAGE, utcDay } from '@core/live-sources/source-history';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSourceHistory } from '../db/schema';
import { premiumUser } from '../live/testing/live-test-support';
import { LiveSourceService } from '../live-sources/live-source-service';
import { BlueskyStandIn } from '../live-sources/platforms/bluesky/testing/bluesky-stand-in';
import { YoutubeStandIn } from '../live-sources/platforms/youtube/testing/youtube-stand-in';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { NO_LIVE_COUNTS_MESSAGE } from './live-history';

// A counter's live counts day by day: the polls keep each account's last value of the UTC day (one
// row a day, however many polls), the owner reads the last 30 days back, nobody else does, the rows
// go with the counter, YouTube keeps none, and the view carries "+N today" when the owner asks.

let t: TestApp;
let bluesky: BlueskyStandIn;
let youtube: YoutubeStandIn;
const DAY = 86_400_000;
const did = (c: string) => `did:plc:${c.repeat(24)}`;

beforeAll(async () => {
  bluesky = await new BlueskyStandIn().start();
  youtube = await new YoutubeStandIn().start();
  youtube.seedChannel({
    id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
    handle: 'BigChannel',
    title: 'Big',
    subscribers: 5000,
  });
  t = await createTestApp({
    BLUESKY_API_URL: bluesky.apiUrl,
    YOUTUBE_API_URL: youtube.apiUrl,
    YOUTUBE_API_KEY: youtube.apiKey,
  });
});
afterAll(async () => {
  await t?.close();
  await bluesky?.close();
  await youtube?.close();
});

async function follow(cookie: string, liveSources: unknown, over: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie,
    payload: {
      name: 'Followers',
      settings: {
        ...createFormDefaults(new Date(), 'UTC'),
        countdownType: 'number',
        endNumber: 1e9,
        liveSources,
        ...over,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** A service of its own on a fake clock: each `poll` is a display asking, then a round. */
function pollerAt(start: number) {
  const clock = { now: start };
  const service = new LiveSourceService({
    db: t.app.db,
    config: t.config,
    now: () => clock.now,
    random: () => 0,
    onChanged: async () => undefined,
    log: { warn: () => undefined },
  });
  const poll = async (counterId: string, at: number) => {
    clock.now = at;
    await service.demand(counterId);
    await service.pollDue();
  };
  return { poll };
}

const history = (cookie: string | undefined, id: string) =>
  t.request({ method: 'GET', url: `/api/counters/${id}/live-history`, cookie });

const rowsOf = (id: string) =>
  t.app.db.select().from(liveSourceHistory).where(eq(liveSourceHistory.counterId, id));

// Days before today, at noon UTC (polls a minute apart would wait for the read interval).
const noonDaysAgo = (n: number) => Date.parse(`${utcDay(Date.now() - n * DAY)}T12:00:00Z`);

describe('the history of a counter following live counts', () => {
  it('keeps the day’s last value of every poll, one row a day, and gives the owner 30 days back', async () => {
    bluesky.seedProfile({ did: did('c'), handle: 'carol.bsky.social', displayName: 'Carol', followers: 100 });
    const owner = await premiumUser(t);
    const id = await follow(owner.cookie, [{ platform: 'bluesky', account: 'carol.bsky.social' }]);
    const { poll } = pollerAt(noonDaysAgo(3));
    await poll(id, noonDaysAgo(3));
    bluesky.setFollowers(did('c'), 120);
    await poll(id, noonDaysAgo(3) + 3 * 3_600_000);
    bluesky.setFollowers(did('c'), 150);
    await poll(id, noonDaysAgo(1));

    expect(await rowsOf(id)).toHaveLength(2);
    const res = await history(owner.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toBe(utcDay(Date.now()));
    expect(body.series).toHaveLength(1);
    const [carol] = body.series;
    expect(carol).toMatchObject({
      platform: 'bluesky',
      account: 'carol.bsky.social',
      chart: true,
      note: null,
    });
    expect(carol.values).toHaveLength(30);
    expect(carol.values.at(-4)).toBe(120);
    expect(carol.values.at(-3)).toBeNull();
    expect(carol.values.at(-2)).toBe(150);
    expect(carol.values.filter((v: number | null) => v !== null)).toEqual([120, 150]);
  });

  it('is the owner’s alone, and says so plainly to anyone else or for a counter without live counts', async () => {
    bluesky.seedProfile({ did: did('d'), handle: 'dan.bsky.social', displayName: 'Dan', followers: 5 });
    const owner = await premiumUser(t);
    const id = await follow(owner.cookie, [{ platform: 'bluesky', account: 'dan.bsky.social' }]);
    expect((await history(undefined, id)).statusCode).toBe(401);
    const other = await signUp(t);
    const theirs = await history(other.cookie, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Counter not found');
    expect((await history(owner.cookie, 'not a counter id')).statusCode).toBe(404);

    const plain = await follow(owner.cookie, undefined);
    const refused = await history(owner.cookie, plain);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: NO_LIVE_COUNTS_MESSAGE });
  });

  it('goes with the counter', async () => {
    bluesky.seedProfile({ did: did('e'), handle: 'erin.bsky.social', displayName: 'Erin', followers: 7 });
    const owner = await premiumUser(t);
    const id = await follow(owner.cookie, [{ platform: 'bluesky', account: 'erin.bsky.social' }]);
    await pollerAt(noonDaysAgo(1)).poll(id, noonDaysAgo(1));
    expect(await rowsOf(id)).toHaveLength(1);
    const del = await t.request({ method: 'DELETE', url: `/api/counters/${id}`, cookie: owner.cookie });
    expect(del.statusCode).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
  });

  it('keeps nothing of a YouTube account and flags it, since YouTube’s terms allow no chart', async () => {
    bluesky.seedProfile({ did: did('f'), handle: 'fay.bsky.social', displayName: 'Fay', followers: 40 });
    const owner = await premiumUser(t);
    const id = await follow(owner.cookie, [
      { platform: 'youtube', account: '@BigChannel' },
      { platform: 'bluesky', account: 'fay.bsky.social' },
    ]);
    await pollerAt(noonDaysAgo(1)).poll(id, noonDaysAgo(1));
    const rows = await rowsOf(id);
    expect(rows.map((r) => r.platform)).toEqual(['bluesky']);
    const { series } = (await history(owner.cookie, id)).json();
    expect(series[0]).toMatchObject({ platform: 'youtube', chart: false, note: NO_YOUTUBE_CHART_MESSAGE });
    expect(series[0].values.every((v: number | null) => v === null)).toBe(true);
    expect(series[1]).toMatchObject({ platform: 'bluesky', chart: true });
    expect(series[1].values.at(-2)).toBe(40);
  });
});

describe('"+N today" in the public view', () => {
  const view = async (id: string) =>
    (await t.request({ method: 'GET', url: `/api/counters/${id}/view` })).json();

  it('is today’s value minus the last one before midnight, only when the owner turned it on', async () => {
    bluesky.seedProfile({ did: did('g'), handle: 'gus.bsky.social', displayName: 'Gus', followers: 200 });
    const owner = await premiumUser(t);
    const sources = [{ platform: 'bluesky', account: 'gus.bsky.social' }];
    const shown = await follow(owner.cookie, sources, { showToday: true });
    const hidden = await follow(owner.cookie, sources);
    const { poll } = pollerAt(noonDaysAgo(1));
    await poll(shown, noonDaysAgo(1));
    bluesky.setFollowers(did('g'), 260);
    await poll(shown, Date.now());

    expect((await view(shown)).source).toMatchObject({ value: 260, today: 60, todayOn: utcDay(Date.now()) });
    expect((await view(hidden)).source.today).toBeUndefined();
    const live = (await t.request({ method: 'GET', url: `/api/counters/${shown}/live` })).json();
    expect(live.source).toMatchObject({ today: 60, todayOn: utcDay(Date.now()) });
  });

  it('counts from today’s first value when the history starts today, and never with a YouTube part', async () => {
    bluesky.seedProfile({ did: did('h'), handle: 'hal.bsky.social', displayName: 'Hal', followers: 10 });
    const owner = await premiumUser(t);
    const id = await follow(owner.cookie, [{ platform: 'bluesky', account: 'hal.bsky.social' }], {
      showToday: true,
    });
    const withYoutube = await follow(
      owner.cookie,
      [
        { platform: 'bluesky', account: 'hal.bsky.social' },
        { platform: 'youtube', account: '@BigChannel' },
      ],
      { showToday: true },
    );
    const { poll } = pollerAt(Date.now() - 120_000);
    await poll(id, Date.now() - 120_000);
    bluesky.setFollowers(did('h'), 13);
    await poll(id, Date.now() + 60_000);
    expect((await view(id)).source.today).toBe(3);
    expect((await view(withYoutube)).source.today).toBeUndefined();
  });
});
