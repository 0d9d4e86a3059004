import { createFormDefaults } from '@core/counter/settings-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumUser } from '../live/testing/live-test-support';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { LiveSourceService } from './live-source-service';
import { BlueskyStandIn } from './platforms/bluesky/testing/bluesky-stand-in';
import { YoutubeStandIn } from './platforms/youtube/testing/youtube-stand-in';
import { nextPacificMidnight } from './reset-times';

// The pollers on a fake clock, against the stand-ins and the real database: one upstream call per
// account and interval whatever the audience, the owners' cadences, the platforms' reset times, a
// day of YouTube within its units, and a restart that shows the last counts at once.

let t: TestApp;
let bluesky: BlueskyStandIn;
let youtube: YoutubeStandIn;
const did = (n: number) =>
  `did:plc:${String(n)
    .padStart(24, 'a')
    .replace(/[0189]/g, 'b')}`;

beforeAll(async () => {
  bluesky = await new BlueskyStandIn().start();
  youtube = await new YoutubeStandIn().start();
  t = await createTestApp({
    BLUESKY_API_URL: bluesky.apiUrl,
    YOUTUBE_API_URL: youtube.apiUrl,
    YOUTUBE_API_KEY: youtube.apiKey,
    YOUTUBE_DAILY_UNITS: '200',
  });
});
afterAll(async () => {
  await t?.close();
  await bluesky?.close();
  await youtube?.close();
});

async function follow(cookie: string, liveSources: { platform: string; account: string }[]) {
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
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** A service of its own on a fake clock (the app's never polls here: nothing asks it to). */
function serviceAt(start: number) {
  const clock = { now: start };
  const changed: string[] = [];
  const service = new LiveSourceService({
    db: t.app.db,
    config: t.config,
    now: () => clock.now,
    random: () => 0,
    onChanged: async (ids) => {
      changed.push(...ids);
    },
    log: { warn: () => undefined },
  });
  // Steps the clock to `untilMs`; displays ask for their counters (`ask`) every 90 s of fake time,
  // within the two minutes a request keeps an account in demand.
  const run = async (untilMs: number, stepMs: number, ask?: () => Promise<void>, after?: () => void) => {
    let asked = -Infinity;
    while (clock.now < untilMs) {
      if (ask && clock.now - asked >= 90_000) {
        await ask();
        asked = clock.now;
      }
      await service.pollDue();
      after?.();
      clock.now += stepMs;
    }
  };
  return { clock, changed, service, run };
}

describe('one upstream call per account and interval', () => {
  it('reads a Premium owner’s account once a minute however many counters and viewers follow it', async () => {
    bluesky.seedProfile({
      did: did(1),
      handle: 'popular.bsky.social',
      displayName: 'Popular',
      followers: 10,
    });
    const owner = await premiumUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await follow(owner.cookie, [{ platform: 'bluesky', account: 'popular.bsky.social' }]));
    const { service, run, clock, changed } = serviceAt(Date.UTC(2026, 10, 29, 12));
    const calls = () => bluesky.callsTo('getProfiles').length;
    const before = calls();
    // 1,000 viewers across the five counters, asking again all through ten minutes.
    const end = clock.now + 10 * 60_000;
    const at: number[] = [];
    const start = clock.now;
    await run(
      end,
      1000,
      async () => {
        for (let v = 0; v < 200; v++) for (const id of ids) await service.demand(id);
      },
      () => {
        if (calls() - before > at.length) at.push((clock.now - start) / 1000);
      },
    );
    expect(at).toEqual([0, 60, 120, 180, 240, 300, 360, 420, 480, 540]);
    // The count moved at the stand-in: the next read tells every following counter.
    bluesky.setFollowers(did(1), 11);
    await run(end + 61_000, 1000, async () => service.demand(ids[0] as string));
    expect(new Set(changed)).toEqual(new Set(ids));
    expect((await service.sourceOf(ids[0] as string, true))?.value).toBe(11);
  });

  it('a round asked for while one runs says so and reads nothing itself', async () => {
    bluesky.seedProfile({ did: did(7), handle: 'busy.bsky.social', displayName: 'Busy', followers: 5 });
    const owner = await premiumUser(t);
    const id = await follow(owner.cookie, [{ platform: 'bluesky', account: 'busy.bsky.social' }]);
    const { service } = serviceAt(Date.UTC(2026, 10, 29, 14));
    await service.demand(id);
    const calls = () =>
      bluesky.callsTo('getProfiles').filter((c) => c.query.getAll('actors').includes(did(7))).length;
    const before = calls();
    const running = service.pollDue();
    expect(await service.pollDue()).toBe(false);
    expect(await running).toBe(true);
    expect(calls() - before).toBe(1);
    // Nothing is due a moment later: the round runs and reads nothing.
    expect(await service.pollDue()).toBe(true);
    expect(calls() - before).toBe(1);
  });

  it('reads a Free owner’s account ten times less often, and none once no display wants it', async () => {
    bluesky.seedProfile({ did: did(2), handle: 'small.bsky.social', displayName: 'Small', followers: 3 });
    const owner = await signUp(t);
    const id = await follow(owner.cookie, [{ platform: 'bluesky', account: 'small.bsky.social' }]);
    const { service, run, clock } = serviceAt(Date.UTC(2026, 10, 29, 13));
    const calls = () =>
      bluesky.callsTo('getProfiles').filter((c) => c.query.getAll('actors').includes(did(2))).length;
    const before = calls();
    const seen: number[] = [];
    const start = clock.now;
    await run(
      start + 30 * 60_000,
      5000,
      async () => service.demand(id),
      () => {
        if (calls() - before > seen.length) seen.push((clock.now - start) / 60_000);
      },
    );
    expect(seen).toEqual([0, 10, 20]);
    // Nobody looks any more: after the two minutes of demand, no call at all.
    // The last display asked at 29:30, which keeps the account in demand until 31:30 (one more
    // read at 30:00); from then on, nothing.
    await run(clock.now + 3 * 60_000, 5000);
    expect(calls() - before).toBe(4);
    const quiet = calls();
    await run(clock.now + 60 * 60_000, 5000);
    expect(calls()).toBe(quiet);
  });
});

describe('the platforms’ limits', () => {
  it('makes no call before the reset time a 429 named, and keeps the last count meanwhile', async () => {
    bluesky.seedProfile({
      did: did(3),
      handle: 'limited.bsky.social',
      displayName: 'Limited',
      followers: 50,
    });
    const owner = await premiumUser(t);
    const id = await follow(owner.cookie, [{ platform: 'bluesky', account: 'limited.bsky.social' }]);
    const start = Date.UTC(2026, 10, 29, 14);
    const { service, run, clock } = serviceAt(start);
    const reset = Math.floor(start / 1000) + 600; // ten minutes on
    bluesky.answerNext({
      status: 429,
      body: { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' },
      headers: { 'ratelimit-reset': String(reset) },
    });
    const times: number[] = [];
    const count = bluesky.calls.length;
    await run(
      start + 15 * 60_000,
      1000,
      () => service.demand(id),
      () => {
        if (bluesky.calls.length > count + times.length) times.push(clock.now);
      },
    );
    expect(times[0]).toBe(start); // the refused call
    expect(times[1]).toBeGreaterThanOrEqual(reset * 1000);
    const source = await service.sourceOf(id, true);
    expect(source?.value).toBe(50);
    expect(service.health().find((h) => h.platform === 'bluesky')?.lastError?.message).toMatch(/Bluesky/);
  });

  it('spreads a day of YouTube sources over its units, and waits for midnight Pacific after quotaExceeded', {
    timeout: 120_000,
  }, async () => {
    const owner = await premiumUser(t);
    const counters: string[] = [];
    // 32 channels in one batch a round: once a minute would be 1,440 units; the day has 200.
    for (let c = 0; c < 4; c++) {
      const sources = [];
      for (let i = 0; i < 8; i++) {
        const n = c * 8 + i;
        const id = `UC${String(n).padStart(22, 'x')}`;
        youtube.seedChannel({ id, handle: `chan${n}`, title: `Channel ${n}`, subscribers: 1000 + n });
        sources.push({ platform: 'youtube', account: id });
      }
      counters.push(await follow(owner.cookie, sources));
    }
    youtube.resetQuota();
    youtube.dailyUnits = 200;
    const start = Date.UTC(2026, 10, 29, 8, 0); // midnight Pacific
    const { service, run } = serviceAt(start);
    const readsBefore = youtube.callsTo('channels').length;
    await run(start + 24 * 3_600_000, 30_000, async () => {
      for (const id of counters) await service.demand(id);
    });
    const reads = youtube.callsTo('channels').length - readsBefore;
    expect(reads).toBeLessThanOrEqual(200);
    expect(reads).toBeGreaterThan(150); // and the units were used, not left idle
    expect(youtube.unitsUsed).toBeLessThanOrEqual(200);

    // A day whose units ran out early (another app on the key): nothing until midnight Pacific.
    youtube.resetQuota();
    youtube.unitsUsed = youtube.dailyUnits;
    const noon = start + 24 * 3_600_000 + 4 * 3_600_000;
    const next = serviceAt(noon);
    const calls = () => youtube.callsTo('channels').length;
    const at = calls();
    await next.run(noon + 60_000, 10_000, async () => next.service.demand(counters[0] as string));
    expect(calls() - at).toBe(1); // the refused call
    const source = await next.service.sourceOf(counters[0] as string, true);
    expect(source?.parts[0]?.note).toBe("YouTube's daily limit reached, next update after midnight Pacific.");
    expect(source?.stale).toBe(true);
    await next.run(nextPacificMidnight(noon) - 1000, 60_000, async () =>
      next.service.demand(counters[0] as string),
    );
    expect(calls() - at).toBe(1);
  });
});

describe('a restart', () => {
  it('shows the last stored counts at once, before any call', async () => {
    bluesky.seedProfile({ did: did(4), handle: 'kept.bsky.social', displayName: 'Kept', followers: 777 });
    const owner = await premiumUser(t);
    const id = await follow(owner.cookie, [{ platform: 'bluesky', account: 'kept.bsky.social' }]);
    const calls = bluesky.calls.length;
    const { service } = serviceAt(Date.now());
    expect(await service.sourceOf(id, true)).toMatchObject({ value: 777, precision: 'exact' });
    expect(bluesky.calls.length).toBe(calls);
  });
});
