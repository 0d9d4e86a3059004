import { parseYoutube } from '@core/live-sources/accounts/youtube';
import type { ParsedAccount } from '@core/live-sources/platforms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { PlatformCallError, type PlatformReader } from '../../platform-reader';
import { nextPacificMidnight } from '../../reset-times';
import {
  backendError,
  channelResource,
  channelsListResponse,
  legacyKeyInvalidError,
  quotaExceededError,
} from './testing/youtube-fixtures';
import { STAND_IN_API_KEY, YoutubeStandIn } from './testing/youtube-stand-in';
import { createYoutubeReader, readingOf, youtubePlatform } from './youtube-reader';

// The reader against the YouTube stand-in over real HTTP on loopback.

// 2026-03-08 12:00 UTC is 05:00 PDT (daylight time began at 02:00 that morning): the quota day
// ends at 00:00 PDT on 03-09, 07:00 UTC.
const NOW = Date.UTC(2026, 2, 8, 12, 0, 0);
const MRBEAST = 'UCX6OQ3DkcsbYNE6H8uQQuVA';
const GOOGLEDEV = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';
const SMALL = 'UCsmallChannel0000000001';
const HIDDEN = 'UChiddenChannel000000001';

const standIn = new YoutubeStandIn();
const channelId = (n: number) => `UC${String(n).padStart(22, '0')}`;

function readerWith(env: Record<string, string> = {}, fetchImpl: typeof fetch = fetch): PlatformReader {
  const config = loadConfig({ YOUTUBE_API_KEY: STAND_IN_API_KEY, YOUTUBE_API_URL: standIn.apiUrl, ...env });
  return youtubePlatform.createReader({ config, fetch: fetchImpl, now: () => NOW });
}

function parsed(input: string): ParsedAccount {
  const r = parseYoutube(input);
  if (!r.ok) throw new Error(r.message);
  return r.account;
}

async function failureOf(promise: Promise<unknown>): Promise<PlatformCallError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof PlatformCallError))
    throw new Error(`expected a PlatformCallError, got ${String(err)}`);
  return err;
}

beforeAll(async () => {
  await standIn.start();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  standIn.calls = [];
  standIn.resetQuota();
  standIn.dailyUnits = 10_000;
  standIn.seedChannel({ id: MRBEAST, handle: 'MrBeast', title: 'MrBeast', subscribers: 412_345_678 });
  standIn.seedChannel({
    id: GOOGLEDEV,
    handle: 'GoogleDevelopers',
    title: 'Google for Developers',
    subscribers: 2_483_917,
    avatarUrl: 'https://yt3.ggpht.com/googledev=s88-c-k',
  });
  standIn.seedChannel({ id: SMALL, handle: 'tiny.channel', title: 'Tiny', subscribers: 999 });
  standIn.seedChannel({ id: HIDDEN, handle: 'shy_creator', title: 'Shy', subscribers: 54_321, hidden: true });
});

describe('lookup', () => {
  it.each([
    '@MrBeast',
    'MrBeast',
    'mrbeast',
    MRBEAST,
    'https://www.youtube.com/@MrBeast',
    'youtube.com/@MrBeast/videos',
    'https://m.youtube.com/@mrbeast?si=x1',
    `https://www.youtube.com/channel/${MRBEAST}`,
    `m.youtube.com/channel/${MRBEAST}/featured`,
  ])('finds the channel from %s', async (input) => {
    const profile = await readerWith().lookup(parsed(input));
    expect(profile).toEqual({
      id: MRBEAST,
      handle: 'mrbeast',
      displayName: 'MrBeast',
      avatarUrl: `https://yt3.ggpht.com/${MRBEAST}=s88-c-k-c0x00ffffff-no-rj`,
      reading: { value: 412_000_000, precision: 'rounded' },
    });
  });

  it('asks by forHandle or by id, with the key in the query and nothing in the headers', async () => {
    const reader = readerWith();
    await reader.lookup({ kind: 'handle', value: 'googledevelopers' });
    await reader.lookup({ kind: 'id', value: GOOGLEDEV });
    const [byHandle, byId] = standIn.callsTo('/youtube/v3/channels');
    expect(byHandle?.method).toBe('GET');
    expect(Object.fromEntries(byHandle?.query ?? [])).toEqual({
      part: 'snippet,statistics',
      forHandle: '@googledevelopers',
      key: STAND_IN_API_KEY,
    });
    expect(Object.fromEntries(byId?.query ?? [])).toEqual({
      part: 'snippet,statistics',
      id: GOOGLEDEV,
      key: STAND_IN_API_KEY,
    });
    expect(byHandle?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(byHandle?.headers)).not.toContain(STAND_IN_API_KEY);
  });

  it('gives the profile of a channel with its own avatar', async () => {
    expect(await readerWith().lookup(parsed('@GoogleDevelopers'))).toEqual({
      id: GOOGLEDEV,
      handle: 'googledevelopers',
      displayName: 'Google for Developers',
      avatarUrl: 'https://yt3.ggpht.com/googledev=s88-c-k',
      reading: { value: 2_480_000, precision: 'rounded' },
    });
  });

  it('answers null for a handle or an id YouTube does not know', async () => {
    const reader = readerWith();
    expect(await reader.lookup(parsed('@nobody.here'))).toBeNull();
    expect(await reader.lookup(parsed('UCunknownChannel00000000'))).toBeNull();
  });

  it('keeps no number for a hidden count', async () => {
    const profile = await readerWith().lookup(parsed('@shy_creator'));
    expect(profile?.reading).toEqual({ value: null, precision: 'hidden' });
  });

  it('falls back to the handle asked for when YouTube leaves out the snippet', async () => {
    standIn.answerNext({
      status: 200,
      body: channelsListResponse([
        { kind: 'youtube#channel', id: MRBEAST, statistics: { subscriberCount: '12' } },
      ]),
    });
    expect(await readerWith().lookup({ kind: 'handle', value: 'mrbeast' })).toEqual({
      id: MRBEAST,
      handle: 'mrbeast',
      displayName: 'mrbeast',
      avatarUrl: null,
      reading: { value: 12, precision: 'exact' },
    });
  });
});

describe('readCounts', () => {
  it('reads 50 channels a call: 120 ids are three calls of 50, 50 and 20', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => channelId(i));
    for (const [i, id] of ids.entries())
      standIn.seedChannel({ id, handle: `channel${i}`, title: `Channel ${i}`, subscribers: 1000 + i * 37 });
    const readings = await readerWith().readCounts(ids);
    const calls = standIn.callsTo('/youtube/v3/channels');
    expect(calls.map((c) => c.query.get('id')?.split(',').length)).toEqual([50, 50, 20]);
    expect(calls.flatMap((c) => c.query.get('id')?.split(',') ?? [])).toEqual(ids);
    for (const c of calls) {
      expect(c.query.get('part')).toBe('statistics');
      expect(c.query.get('key')).toBe(STAND_IN_API_KEY);
    }
    expect(readings.size).toBe(120);
    expect(readings.get(channelId(119))).toEqual({ value: 5400, precision: 'rounded' });
    expect(standIn.unitsUsed).toBe(3);
    for (const id of ids) standIn.removeChannel(id);
  });

  it('makes one call for 50 ids and none for none', async () => {
    const reader = readerWith();
    expect((await reader.readCounts([])).size).toBe(0);
    expect(standIn.calls).toHaveLength(0);
    await reader.readCounts(Array.from({ length: 50 }, (_, i) => channelId(i)));
    expect(standIn.calls).toHaveLength(1);
  });

  it('asks once for an id given twice', async () => {
    const readings = await readerWith().readCounts([MRBEAST, MRBEAST, SMALL]);
    expect(standIn.calls[0]?.query.get('id')).toBe(`${MRBEAST},${SMALL}`);
    expect(readings.size).toBe(2);
  });

  it('leaves out the ids YouTube no longer has', async () => {
    const readings = await readerWith().readCounts([MRBEAST, 'UCdeletedChannel00000000', SMALL]);
    expect([...readings.keys()].sort()).toEqual([MRBEAST, SMALL].sort());
  });

  it('reads counts as YouTube shows them: rounded from 1,000 on, exact below, hidden without a number', async () => {
    const cases: [number, number, 'exact' | 'rounded'][] = [
      [0, 0, 'exact'],
      [7, 7, 'exact'],
      [999, 999, 'exact'],
      [1000, 1000, 'rounded'],
      [1243, 1240, 'rounded'],
      [10_486, 10_400, 'rounded'],
      [536_862, 536_000, 'rounded'],
      [1_783_744, 1_780_000, 'rounded'],
      [123_456_789, 123_000_000, 'rounded'],
    ];
    const ids = cases.map((_, i) => channelId(500 + i));
    for (const [i, [exact]] of cases.entries())
      standIn.seedChannel({ id: ids[i] ?? '', handle: `r${i}xx`, title: 'R', subscribers: exact });
    const readings = await readerWith().readCounts([...ids, HIDDEN]);
    for (const [i, [, shown, precision]] of cases.entries())
      expect(readings.get(ids[i] ?? '')).toEqual({ value: shown, precision });
    expect(readings.get(HIDDEN)).toEqual({ value: null, precision: 'hidden' });
  });

  it('follows a count as it changes, and as the creator hides and shows it', async () => {
    const reader = readerWith();
    standIn.setCount(SMALL, 1001);
    expect((await reader.readCounts([SMALL])).get(SMALL)).toEqual({ value: 1000, precision: 'rounded' });
    standIn.setHidden(SMALL, true);
    expect((await reader.readCounts([SMALL])).get(SMALL)).toEqual({ value: null, precision: 'hidden' });
    standIn.setHidden(SMALL, false);
    standIn.setCount(SMALL, 998);
    expect((await reader.readCounts([SMALL])).get(SMALL)).toEqual({ value: 998, precision: 'exact' });
  });
});

describe('a hidden count', () => {
  it('is sent by the stand-in without any subscriberCount', () => {
    const resource = channelResource(
      { id: HIDDEN, handle: 'shy', title: 'Shy', subscribers: 54_321, hidden: true },
      new Set(['statistics']),
    );
    expect(resource.statistics).toEqual({
      viewCount: '1048576',
      hiddenSubscriberCount: true,
      videoCount: '42',
    });
  });

  it('never gives a number, even if YouTube sent one beside hiddenSubscriberCount', async () => {
    standIn.answerNext({
      status: 200,
      body: channelsListResponse([
        {
          kind: 'youtube#channel',
          id: HIDDEN,
          statistics: { subscriberCount: '54300', hiddenSubscriberCount: true },
        },
      ]),
    });
    expect((await readerWith().readCounts([HIDDEN])).get(HIDDEN)).toEqual({
      value: null,
      precision: 'hidden',
    });
  });

  it('is what a missing or unreadable count reads as too', () => {
    expect(readingOf(undefined)).toEqual({ value: null, precision: 'hidden' });
    expect(readingOf({ hiddenSubscriberCount: false })).toEqual({ value: null, precision: 'hidden' });
    expect(readingOf({ subscriberCount: '-5' })).toEqual({ value: null, precision: 'hidden' });
    expect(readingOf({ subscriberCount: '1.5e3' })).toEqual({ value: null, precision: 'hidden' });
    expect(readingOf({ subscriberCount: '1240' })).toEqual({ value: 1240, precision: 'rounded' });
  });
});

describe('failures', () => {
  it('reads a 429 with Retry-After in seconds, as an HTTP date, or without it as a minute', async () => {
    const reader = readerWith();
    standIn.answerNext({ status: 429, headers: { 'retry-after': '120' } });
    const seconds = await failureOf(reader.readCounts([MRBEAST]));
    expect([seconds.failure, seconds.retryAt, seconds.status]).toEqual(['rate_limited', NOW + 120_000, 429]);

    const at = new Date(NOW + 300_000).toUTCString();
    standIn.answerNext({ status: 429, headers: { 'retry-after': at } });
    expect((await failureOf(reader.lookup(parsed('@MrBeast')))).retryAt).toBe(NOW + 300_000);

    standIn.answerNext({ status: 429 });
    expect((await failureOf(reader.readCounts([MRBEAST]))).retryAt).toBe(NOW + 60_000);
  });

  it("stops at quotaExceeded until midnight Pacific, once the day's units are spent (errors cost too)", async () => {
    standIn.dailyUnits = 3;
    const reader = readerWith();
    await reader.readCounts([MRBEAST]);
    await reader.lookup(parsed('@nobody.here'));
    // A call without a key is charged to no project; a refused call with the key costs its unit.
    await failureOf(readerWith({ YOUTUBE_API_KEY: '' }).readCounts([MRBEAST]));
    expect(standIn.unitsUsed).toBe(2);
    const noFilter = await fetch(`${standIn.apiUrl}/channels?part=id&key=${STAND_IN_API_KEY}`);
    expect(noFilter.status).toBe(400);
    expect(standIn.unitsUsed).toBe(3);
    const err = await failureOf(reader.readCounts([MRBEAST]));
    expect(err.failure).toBe('rate_limited');
    expect(err.status).toBe(403);
    expect(err.retryAt).toBe(nextPacificMidnight(NOW));
    expect(err.retryAt).toBe(Date.UTC(2026, 2, 9, 7, 0, 0));
    expect(err.message).toMatch(/daily quota/);
  });

  it('reads a canned quotaExceeded body the same way', async () => {
    standIn.answerNext({ status: 403, body: quotaExceededError() });
    const err = await failureOf(readerWith().lookup(parsed('@MrBeast')));
    expect([err.failure, err.retryAt]).toEqual(['rate_limited', nextPacificMidnight(NOW)]);
  });

  it("reads Google's per-minute limit as a minute's wait", async () => {
    standIn.answerNext({
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'Rate Limit Exceeded',
          errors: [{ message: 'Rate Limit Exceeded', domain: 'usageLimits', reason: 'rateLimitExceeded' }],
        },
      },
    });
    const err = await failureOf(readerWith().readCounts([MRBEAST]));
    expect([err.failure, err.retryAt]).toEqual(['rate_limited', NOW + 60_000]);
  });

  it.each([500, 502, 503])('reads a %s as unavailable', async (status) => {
    standIn.answerNext({ status, body: backendError(status) });
    const err = await failureOf(readerWith().readCounts([MRBEAST]));
    expect([err.failure, err.status]).toEqual(['unavailable', status]);
  });

  it("reads a proxy's HTML error page as unavailable", async () => {
    standIn.answerNext({
      status: 502,
      body: '<html>Bad Gateway</html>',
      headers: { 'content-type': 'text/html' },
    });
    expect((await failureOf(readerWith().readCounts([MRBEAST]))).failure).toBe('unavailable');
  });

  it('reads a 200 that is not a channel list as unavailable', async () => {
    standIn.answerNext({ status: 200 });
    expect((await failureOf(readerWith().readCounts([MRBEAST]))).failure).toBe('unavailable');
  });

  it('gives up on a hang as unavailable when the timeout ends it', async () => {
    // callPlatform's own 10 s timeout, shortened for the test by a fetch that also aborts at 200 ms.
    const quickFetch: typeof fetch = (input, init) => {
      const signals = [AbortSignal.timeout(200)];
      if (init?.signal) signals.push(init.signal);
      return fetch(input, { ...init, signal: AbortSignal.any(signals) });
    };
    standIn.answerNext({ status: 200, hang: true });
    const started = Date.now();
    const err = await failureOf(readerWith({}, quickFetch).readCounts([MRBEAST]));
    expect(err.failure).toBe('unavailable');
    expect(err.message).toBe('YouTube did not answer.');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads a wrong key as refused, without the key in the message', async () => {
    const secret = 'AIzaSyWrong-secret-key-00000000000000';
    const err = await failureOf(readerWith({ YOUTUBE_API_KEY: secret }).lookup(parsed('@MrBeast')));
    expect([err.failure, err.status, err.retryAt]).toEqual(['refused', 400, null]);
    expect(err.message).toBe(
      'YouTube refused the API key (400: API key not valid. Please pass a valid API key.).',
    );
    expect(err.message).not.toContain(secret);
  });

  it('reads a missing key as refused', async () => {
    const err = await failureOf(readerWith({ YOUTUBE_API_KEY: '' }).readCounts([MRBEAST]));
    expect([err.failure, err.status]).toEqual(['refused', 403]);
    expect(err.message).toBe('YouTube refused the API key (403: The request is missing a valid API key.).');
  });

  it('reads the older keyInvalid wording as a refused key', async () => {
    standIn.answerNext({ status: 400, body: legacyKeyInvalidError() });
    const err = await failureOf(readerWith().readCounts([MRBEAST]));
    expect(err.message).toBe('YouTube refused the API key (400: Bad Request).');
  });

  it('masks the key if Google ever echoed it', async () => {
    standIn.answerNext({
      status: 400,
      body: { error: { code: 400, message: `Bad key ${STAND_IN_API_KEY} given`, errors: [] } },
    });
    const err = await failureOf(readerWith().readCounts([MRBEAST]));
    expect(err.message).not.toContain(STAND_IN_API_KEY);
    expect(err.message).toContain('***');
  });

  it('reads any other 4xx as a refused request that says what YouTube said', async () => {
    standIn.answerNext({ status: 404, body: { error: { code: 404, message: 'Not Found' } } });
    const err = await failureOf(readerWith().readCounts([MRBEAST]));
    expect([err.failure, err.message]).toEqual(['refused', 'YouTube refused the request (404: Not Found).']);
    standIn.answerNext({ status: 418 });
    expect((await failureOf(readerWith().readCounts([MRBEAST]))).message).toBe(
      'YouTube refused the request (418: no reason given).',
    );
  });
});

describe('the platform', () => {
  it('names YOUTUBE_API_KEY while it is missing', () => {
    expect(youtubePlatform.missingSetting(loadConfig({}))).toBe('YOUTUBE_API_KEY');
    expect(youtubePlatform.missingSetting(loadConfig({ YOUTUBE_API_KEY: '  ' }))).toBe('YOUTUBE_API_KEY');
    expect(youtubePlatform.missingSetting(loadConfig({ YOUTUBE_API_KEY: 'AIzaSyX' }))).toBeNull();
  });

  it("declares 50 ids a call and the project's daily units, reset each Pacific day", () => {
    const config = loadConfig({ YOUTUBE_API_KEY: 'k', YOUTUBE_DAILY_UNITS: '250000' });
    const reader = createYoutubeReader({ config, fetch, now: () => NOW });
    expect(reader.platform).toBe('youtube');
    expect(reader.limits).toEqual({
      batchSize: 50,
      callsPerWindow: 250_000,
      window: 'pacific-day',
      minIntervalSeconds: 60,
    });
    expect(youtubePlatform.platform).toBe('youtube');
  });
});
