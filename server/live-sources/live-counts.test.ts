import { createFormDefaults, resolveViewerSettings } from '@core/counter/settings-defaults';
import { atLiveValue, versusStill } from '@core/live-sources/live-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterLiveSources, counters, liveSources } from '../db/schema';
import { renderImage } from '../images/render-image';
import { listenOnLoopback, premiumUser } from '../live/testing/live-test-support';
import { openSse } from '../live/testing/sse-client';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { BlueskyStandIn } from './platforms/bluesky/testing/bluesky-stand-in';
import { YoutubeStandIn } from './platforms/youtube/testing/youtube-stand-in';

// A counter that follows live counts, through the API: the save checks each account with its
// platform (stand-ins on loopback), the view and the live state carry the count with its precision,
// and the pollers' readings reach them.

let t: TestApp;
let bluesky: BlueskyStandIn;
let youtube: YoutubeStandIn;
const ALICE = 'did:plc:abcdefghijklmnopqrstuvwx';

beforeAll(async () => {
  bluesky = await new BlueskyStandIn().start();
  youtube = await new YoutubeStandIn().start();
  bluesky.seedProfile({ did: ALICE, handle: 'alice.bsky.social', displayName: 'Alice', followers: 1234 });
  youtube.seedChannel({
    id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
    handle: 'BigChannel',
    title: 'Big Channel',
    subscribers: 1_783_744,
  });
  youtube.seedChannel({
    id: 'UCbbbbbbbbbbbbbbbbbbbbbb',
    handle: 'shy',
    title: 'Shy',
    subscribers: 5000,
    hidden: true,
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

const settingsWith = (liveSources: unknown, over: Record<string, unknown> = {}) => ({
  ...createFormDefaults(new Date(), 'UTC'),
  countdownType: 'number',
  startNumber: 0,
  endNumber: 2_000_000,
  liveSources,
  ...over,
});

async function save(cookie: string, liveSources: unknown, over: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/counters',
    cookie,
    payload: { name: 'Followers', settings: settingsWith(liveSources, over) },
  });
}

const view = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/counters/${id}/view` })).json();

describe('saving a counter that follows live counts', () => {
  it('checks each account with its platform and shows the sum with its weakest precision', async () => {
    const u = await premiumUser(t);
    const res = await save(u.cookie, [
      { platform: 'bluesky', account: 'https://bsky.app/profile/alice.bsky.social' },
      { platform: 'youtube', account: '@BigChannel' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { source } = await view(res.json().id);
    expect(source).toMatchObject({ value: 1234 + 1_780_000, precision: 'rounded', stale: false });
    expect(source.parts).toMatchObject([
      {
        platform: 'bluesky',
        account: 'alice.bsky.social',
        displayName: 'Alice',
        value: 1234,
        precision: 'exact',
      },
      { platform: 'youtube', displayName: 'Big Channel', value: 1_780_000, precision: 'rounded' },
    ]);
    const live = (await t.request({ method: 'GET', url: `/api/counters/${res.json().id}/live` })).json();
    // The same source, except that a read of the accounts may land between the two requests (the
    // scheduler runs on its own; seen on PostgreSQL under load): then only its times move on.
    type Source = { updatedAt: number; parts: { updatedAt: number }[] };
    const untimed = ({ updatedAt: _at, parts, ...rest }: Source) => ({
      ...rest,
      parts: parts.map(({ updatedAt: _partAt, ...part }) => part),
    });
    expect(untimed(live.source)).toEqual(untimed(source));
    expect(live.source.updatedAt).toBeGreaterThanOrEqual(source.updatedAt);
    const list = (await t.request({ method: 'GET', url: '/api/counters', cookie: u.cookie })).json();
    expect(list.map((c: { followsLiveCounts: boolean }) => c.followsLiveCounts)).toEqual([true]);
  });

  it('refuses an account the platform says does not exist, naming both, and writes nothing', async () => {
    const u = await premiumUser(t);
    const before = await t.app.db.select().from(counters).where(eq(counters.userId, u.user.id));
    const res = await save(u.cookie, [{ platform: 'bluesky', account: '@nobody.bsky.social' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bluesky has no account "@nobody.bsky.social".');
    expect(await t.app.db.select().from(counters).where(eq(counters.userId, u.user.id))).toEqual(before);
    const stored = await t.app.db
      .select()
      .from(liveSources)
      .where(eq(liveSources.accountKey, 'handle:nobody.bsky.social'));
    expect(stored).toEqual([]);
  });

  it('refuses a platform this server has no credentials for', async () => {
    const u = await premiumUser(t);
    const res = await save(u.cookie, [{ platform: 'x', account: '@someone' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Counts from X are not available on this server.');
  });

  it('keeps the save while a platform cannot be reached, and shows the count as unavailable', async () => {
    const u = await premiumUser(t);
    bluesky.answerNext({ status: 503, body: { error: 'InternalServerError' } });
    const res = await save(u.cookie, [{ platform: 'bluesky', account: 'carol.bsky.social' }]);
    expect(res.statusCode, res.body).toBe(201);
    const { source } = await view(res.json().id);
    expect(source).toMatchObject({ value: null, precision: 'unavailable' });
    expect(source.parts[0]).toMatchObject({ account: 'carol.bsky.social', value: null, updatedAt: null });
  });

  it('never shows a hidden count, alone or in a sum', async () => {
    const u = await premiumUser(t);
    const res = await save(u.cookie, [
      { platform: 'youtube', account: 'UCbbbbbbbbbbbbbbbbbbbbbb' },
      { platform: 'bluesky', account: 'alice.bsky.social' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = JSON.stringify(await view(res.json().id));
    expect(body).toContain('"precision":"hidden"');
    expect(body).not.toContain('5000');
    const [row] = await t.app.db
      .select()
      .from(liveSources)
      .where(eq(liveSources.accountKey, 'id:UCbbbbbbbbbbbbbbbbbbbbbb'));
    expect(row?.value).toBeNull();
  });

  it('replaces the list on edit and drops it when Live count is turned off', async () => {
    const u = await premiumUser(t);
    const created = await save(u.cookie, [{ platform: 'bluesky', account: 'alice.bsky.social' }]);
    const id = created.json().id as string;
    const put = (liveSources: unknown) =>
      t.request({
        method: 'PUT',
        url: `/api/counters/${id}`,
        cookie: u.cookie,
        payload: { name: 'Followers', settings: settingsWith(liveSources) },
      });
    expect((await put([{ platform: 'youtube', account: '@bigchannel' }])).statusCode).toBe(200);
    expect((await view(id)).source.parts.map((p: { platform: string }) => p.platform)).toEqual(['youtube']);
    expect((await put(undefined)).statusCode).toBe(200);
    expect((await view(id)).source).toBeUndefined();
    expect(
      await t.app.db.select().from(counterLiveSources).where(eq(counterLiveSources.counterId, id)),
    ).toEqual([]);
  });

  it('lets a Free owner follow live counts too', async () => {
    const u = await signUp(t);
    const res = await save(u.cookie, [{ platform: 'bluesky', account: 'alice.bsky.social' }], {
      endNumber: 5000,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('a versus display', () => {
  const two = [
    { platform: 'bluesky', account: 'alice.bsky.social' },
    { platform: 'youtube', account: '@BigChannel' },
  ];

  it("saves two accounts with their labels, and the view carries both sides' counts", async () => {
    const u = await premiumUser(t);
    const res = await save(u.cookie, two, { liveDisplay: 'versus', versusLabels: ['Team Alice', ''] });
    expect(res.statusCode, res.body).toBe(201);
    const body = await view(res.json().id);
    expect(body.settings).toMatchObject({ liveDisplay: 'versus', versusLabels: ['Team Alice', ''] });
    expect(body.source.parts.map((p: { value: number }) => p.value)).toEqual([1234, 1_780_000]);
  });

  it('names both sides in a shared link’s title (oEmbed; the page’s head says it alike)', async () => {
    const u = await premiumUser(t);
    const res = await save(u.cookie, two, {
      title: 'Race',
      liveDisplay: 'versus',
      versusLabels: ['Team Alice', ''],
    });
    const { id } = res.json();
    const embed = await t.request({
      method: 'GET',
      url: `/oembed?url=${encodeURIComponent(`${t.app.config.appUrl}/counter/${id}`)}`,
    });
    expect(embed.json().title).toBe('Race — Team Alice: 1,234, Big Channel: 1,780,000');
    // The e-mail snippet's alt names the sides (a pasted snippet outlives any count).
    const code = await t.request({ method: 'GET', url: `/api/counters/${id}/embed-code`, cookie: u.cookie });
    expect(code.json().email.alt).toBe('Race: Team Alice vs Big Channel');
  });

  it('draws both sides on the share card, not the number alone', async () => {
    const u = await premiumUser(t);
    const res = await save(u.cookie, two, { title: 'Race', liveDisplay: 'versus' });
    const { id } = res.json();
    const card = await t.request({ method: 'GET', url: `/counter/${id}/og.png` });
    expect(card.statusCode).toBe(200);
    // The card is the painter's drawing of the view's versus (core/painter, unit-tested there).
    const body = await view(id);
    const settings = atLiveValue(resolveViewerSettings(body.settings), body.source);
    const job = {
      settings,
      premium: true,
      format: 'og' as const,
      width: 1200,
      scale: 1 as const,
      now: Date.now(),
    };
    const versus = versusStill(settings, body.source);
    expect(versus?.sides.map((side) => side.label)).toEqual(['Alice', 'Big Channel']);
    expect(card.rawPayload.equals(await renderImage({ ...job, versus }))).toBe(true);
    expect(card.rawPayload.equals(await renderImage({ ...job, versus: null }))).toBe(false);
  });

  it('refuses versus without exactly two accounts, says why, and writes nothing', async () => {
    const u = await premiumUser(t);
    for (const sources of [two.slice(0, 1), [...two, two[0]]]) {
      const res = await save(u.cookie, sources, { liveDisplay: 'versus' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(
        'Versus compares exactly two accounts: follow two, or show their sum.',
      );
    }
    expect(await t.app.db.select().from(counters).where(eq(counters.userId, u.user.id))).toEqual([]);
  });
});

describe('the preview lookup', () => {
  it('shows the account’s name, picture and count before saving', async () => {
    const u = await signUp(t);
    const res = await t.request({
      method: 'GET',
      url: '/api/live-sources/lookup?platform=youtube&account=youtube.com%2F%40BigChannel%2Fvideos',
      cookie: u.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      platform: 'youtube',
      id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
      displayName: 'Big Channel',
      value: 1_780_000,
      precision: 'rounded',
    });
    expect(res.json().avatarUrl).toMatch(/^https:\/\//);
  });

  it('says what is wrong with what was pasted, and when the platform cannot be reached', async () => {
    const u = await signUp(t);
    const ask = (q: string) =>
      t.request({ method: 'GET', url: `/api/live-sources/lookup?${q}`, cookie: u.cookie });
    expect((await ask('platform=bluesky&account=%40nobody.bsky.social')).json().message).toBe(
      'Bluesky has no account "@nobody.bsky.social".',
    );
    expect((await ask('platform=myspace&account=tom')).statusCode).toBe(400);
    youtube.answerNext({ status: 500, body: { error: { code: 500, message: 'Backend Error' } } });
    const down = await ask('platform=youtube&account=%40BigChannel');
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('YouTube cannot be reached right now. Try again in a minute.');
  });
});

describe('an open display', () => {
  it('gets each new count on its event stream, read once for it', async () => {
    const BOB = 'did:plc:bbbbbbbbbbbbbbbbbbbbbbbb';
    bluesky.seedProfile({ did: BOB, handle: 'bob.bsky.social', displayName: 'Bob', followers: 100 });
    const u = await premiumUser(t);
    const res = await save(u.cookie, [{ platform: 'bluesky', account: 'bob.bsky.social' }], {
      endNumber: 1000,
    });
    const id = res.json().id as string;
    const base = await listenOnLoopback(t);
    // The count moves before the display opens: the first read after it opens tells it.
    bluesky.setFollowers(BOB, 150);
    const reads = () =>
      bluesky.callsTo('getProfiles').filter((c) => c.query.getAll('actors').includes(BOB)).length;
    const stream = await openSse(`${base}/api/counters/${id}/events`);
    try {
      const first = JSON.parse((await stream.next(5000)).data);
      expect(first.source).toMatchObject({ value: 100, precision: 'exact' });
      const next = JSON.parse((await stream.next(5000)).data);
      expect(next.source).toMatchObject({ value: 150, precision: 'exact', stale: false });
      expect(next.source.parts[0]).toMatchObject({ account: 'bob.bsky.social', value: 150 });
      expect(reads()).toBe(1);
      // The view says the same.
      expect((await view(id)).source.value).toBe(150);
    } finally {
      stream.close();
    }
  });
});
