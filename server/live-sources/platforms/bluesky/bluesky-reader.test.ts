import { parseBluesky } from '@core/live-sources/accounts/bluesky';
import type { ParsedAccount } from '@core/live-sources/platforms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { PlatformCallError, type PlatformReader } from '../../platform-reader';
import { blueskyPlatform } from './bluesky-reader';
import { avatarUrl, getProfilesResponse, rateLimitHeaders, xrpcError } from './testing/bluesky-fixtures';
import { BlueskyStandIn } from './testing/bluesky-stand-in';

// The reader against the Bluesky stand-in over real HTTP on loopback.

const ALICE = 'did:plc:z72i7hdynmk6r22z27h6tvur';
const MAYA = 'did:web:maya.studio';
const GONE = 'did:plc:ewvi7nxzyoun6zhxrhs64oiz';
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

/** A distinct did:plc for each n (24 characters of base32: n in octal, spelt a to h, padded with z). */
const plc = (n: number) =>
  `did:plc:${n
    .toString(8)
    .replace(/\d/g, (d) => 'abcdefgh'.charAt(Number(d)))
    .padStart(24, 'z')}`;

let standIn: BlueskyStandIn;
let reader: PlatformReader;

function parsed(input: string): ParsedAccount {
  const result = parseBluesky(input);
  if (!result.ok) throw new Error(result.message);
  return result.account;
}

function makeReader(fetchImpl: typeof fetch = fetch, now = () => NOW): PlatformReader {
  const config = loadConfig({ BLUESKY_API_URL: standIn.apiUrl });
  return blueskyPlatform.createReader({ config, fetch: fetchImpl, now });
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
  standIn = await new BlueskyStandIn().start();
  reader = makeReader();
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  standIn.calls = [];
  standIn.rateLimit(null);
  standIn.seedProfile({
    did: ALICE,
    handle: 'alice.bsky.social',
    displayName: 'Alice 🦋',
    avatar: avatarUrl(ALICE),
    followers: 12_345,
  });
  standIn.seedProfile({ did: MAYA, handle: 'maya.studio', displayName: '', followers: 0 });
});

describe('Bluesky reader: lookup', () => {
  it.each([
    ['@alice.bsky.social', 'alice.bsky.social'],
    ['alice.bsky.social', 'alice.bsky.social'],
    ['Alice.Bsky.Social', 'alice.bsky.social'],
    ['https://bsky.app/profile/alice.bsky.social', 'alice.bsky.social'],
    ['bsky.app/profile/alice.bsky.social/post/3kq2bzq7kvc2y?ref=share', 'alice.bsky.social'],
    [ALICE, ALICE],
    [`https://bsky.app/profile/${ALICE}`, ALICE],
    ['https://bsky.app/profile/did%3Aplc%3Az72i7hdynmk6r22z27h6tvur', ALICE],
  ])('finds the account pasted as %j', async (input, actor) => {
    const profile = await reader.lookup(parsed(input));
    expect(profile).toEqual({
      id: ALICE,
      handle: 'alice.bsky.social',
      displayName: 'Alice 🦋',
      avatarUrl: avatarUrl(ALICE),
      reading: { value: 12_345, precision: 'exact' },
    });
    const [call] = standIn.callsTo('/app.bsky.actor.getProfile');
    expect(call?.method).toBe('GET');
    expect(call?.path).toBe('/xrpc/app.bsky.actor.getProfile');
    expect(call?.query.getAll('actor')).toEqual([actor]);
  });

  it('finds a custom-domain handle and a did:web, and falls back to the handle without a display name', async () => {
    const expected = {
      id: MAYA,
      handle: 'maya.studio',
      displayName: 'maya.studio',
      avatarUrl: null,
      reading: { value: 0, precision: 'exact' },
    };
    expect(await reader.lookup(parsed('maya.studio'))).toEqual(expected);
    expect(await reader.lookup(parsed('did:web:maya.studio'))).toEqual(expected);
  });

  it('answers null for a handle or DID Bluesky does not know (400 Profile not found)', async () => {
    expect(await reader.lookup(parsed('nobody.bsky.social'))).toBeNull();
    expect(await reader.lookup(parsed(GONE))).toBeNull();
    expect(standIn.calls).toHaveLength(2);
  });

  it('answers null for an account taken down or deactivated, which cannot be followed', async () => {
    standIn.seedProfile({ did: plc(1), handle: 'banned.bsky.social', displayName: 'B', followers: 9 });
    standIn.seedProfile({ did: plc(2), handle: 'resting.bsky.social', displayName: 'R', followers: 9 });
    standIn.takeDown(plc(1));
    standIn.deactivate(plc(2));
    expect(await reader.lookup(parsed('banned.bsky.social'))).toBeNull();
    expect(await reader.lookup(parsed(plc(2)))).toBeNull();
  });

  it('sends no credentials: the public AppView takes none', async () => {
    await reader.lookup(parsed('alice.bsky.social'));
    await reader.readCounts([ALICE]);
    for (const call of standIn.calls) expect(call.headers.authorization).toBeUndefined();
    expect(blueskyPlatform.missingSetting(loadConfig({}))).toBeNull();
  });

  it('uses the public AppView unless told otherwise', () => {
    expect(loadConfig({}).BLUESKY_API_URL).toBe('https://public.api.bsky.app/xrpc');
  });

  it('reads a missing followersCount (optional in the lexicon) as 0, exact', async () => {
    standIn.answerNext({ status: 200, body: { did: ALICE, handle: 'alice.bsky.social' } });
    const profile = await reader.lookup(parsed(ALICE));
    expect(profile?.reading).toEqual({ value: 0, precision: 'exact' });
    expect(profile?.displayName).toBe('alice.bsky.social');
  });

  it('refuses other 400s with what Bluesky said', async () => {
    standIn.answerNext({
      status: 400,
      body: xrpcError('InvalidRequest', 'Error: actor must be a valid did or a handle'),
    });
    const err = await failureOf(reader.lookup({ kind: 'handle', value: 'not a handle' }));
    expect(err).toMatchObject({ platform: 'bluesky', failure: 'refused', status: 400, retryAt: null });
    expect(err.message).toBe(
      'Bluesky refused the profile lookup (400: InvalidRequest: Error: actor must be a valid did or a handle).',
    );
  });

  it('refuses a 4xx without a JSON body, naming the status', async () => {
    standIn.answerNext({ status: 403, body: undefined, headers: { 'content-type': 'text/html' } });
    const err = await failureOf(reader.lookup(parsed(ALICE)));
    expect(err).toMatchObject({ failure: 'refused', status: 403 });
    expect(err.message).toBe('Bluesky refused the profile lookup (403: no reason given).');
  });

  it('treats a 200 it cannot read as unavailable', async () => {
    standIn.answerNext({ status: 200, body: { profiles: [] } });
    const err = await failureOf(reader.lookup(parsed(ALICE)));
    expect(err).toMatchObject({ failure: 'unavailable', status: 200 });
  });
});

describe('Bluesky reader: counts', () => {
  it('reads 25 accounts per call: 60 ids make 3 calls of 25, 25 and 10 actors', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => plc(i + 10));
    ids.forEach((did, i) => {
      standIn.seedProfile({
        did,
        handle: `fan${i}.bsky.social`,
        displayName: `Fan ${i}`,
        followers: i * 100,
      });
    });
    const readings = await reader.readCounts(ids);
    const calls = standIn.callsTo('/app.bsky.actor.getProfiles');
    expect(calls.map((c) => c.query.getAll('actors').length)).toEqual([25, 25, 10]);
    expect(calls.flatMap((c) => c.query.getAll('actors'))).toEqual(ids);
    expect(standIn.calls).toHaveLength(3);
    expect(readings.size).toBe(60);
    ids.forEach((did, i) => {
      expect(readings.get(did)).toEqual({ value: i * 100, precision: 'exact' });
    });
  });

  it('makes exactly one call for 25 ids, and none for no ids', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => plc(i + 100));
    for (const did of ids)
      standIn.seedProfile({ did, handle: `${did.slice(8)}.test`, displayName: 'x', followers: 1 });
    expect((await reader.readCounts(ids)).size).toBe(25);
    expect(standIn.calls).toHaveLength(1);
    expect((await reader.readCounts([])).size).toBe(0);
    expect(standIn.calls).toHaveLength(1);
  });

  it('leaves out accounts Bluesky no longer lists (unknown, taken down, deactivated)', async () => {
    standIn.seedProfile({ did: plc(3), handle: 'banned.bsky.social', displayName: 'B', followers: 5 });
    standIn.seedProfile({ did: plc(4), handle: 'resting.bsky.social', displayName: 'R', followers: 6 });
    standIn.takeDown(plc(3));
    standIn.deactivate(plc(4));
    const readings = await reader.readCounts([ALICE, GONE, plc(3), plc(4), MAYA]);
    expect([...readings.keys()]).toEqual([ALICE, MAYA]);
    expect(readings.get(MAYA)).toEqual({ value: 0, precision: 'exact' });
  });

  it('follows the count as it changes, to the exact number', async () => {
    expect((await reader.readCounts([ALICE])).get(ALICE)).toEqual({ value: 12_345, precision: 'exact' });
    standIn.setFollowers(ALICE, 1_234_567);
    expect((await reader.readCounts([ALICE])).get(ALICE)).toEqual({ value: 1_234_567, precision: 'exact' });
  });

  it('reads a profile without followersCount as 0, exact', async () => {
    standIn.answerNext({
      status: 200,
      body: getProfilesResponse([{ did: ALICE, handle: 'alice.bsky.social' }]),
    });
    expect((await reader.readCounts([ALICE])).get(ALICE)).toEqual({ value: 0, precision: 'exact' });
  });

  it('ignores a profile it did not ask for', async () => {
    standIn.answerNext({
      status: 200,
      body: getProfilesResponse([
        { did: ALICE, handle: 'alice.bsky.social', followersCount: 3 },
        { did: GONE, handle: 'other.bsky.social', followersCount: 4 },
      ]),
    });
    expect([...(await reader.readCounts([ALICE])).keys()]).toEqual([ALICE]);
  });

  it('treats an answer without a profile list, or a count that is not a number, as unavailable', async () => {
    standIn.answerNext({ status: 200, body: { error: 'nope' } });
    expect(await failureOf(reader.readCounts([ALICE]))).toMatchObject({ failure: 'unavailable' });
    standIn.answerNext({
      status: 200,
      body: { profiles: [{ did: ALICE, handle: 'alice.bsky.social', followersCount: '12' }] },
    });
    expect(await failureOf(reader.readCounts([ALICE]))).toMatchObject({ failure: 'unavailable' });
  });

  it('stops at the first failed batch', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => plc(i + 200));
    standIn.answerNext({ status: 503 });
    expect(await failureOf(reader.readCounts(ids))).toMatchObject({ failure: 'unavailable', status: 503 });
    expect(standIn.calls).toHaveLength(1);
  });
});

describe('Bluesky reader: failures', () => {
  it('reads a 429 as rate_limited until RateLimit-Reset (epoch seconds)', async () => {
    standIn.clock = () => NOW;
    standIn.rateLimit({ calls: 2, windowSeconds: 300 });
    await reader.readCounts([ALICE]);
    await reader.lookup(parsed('alice.bsky.social'));
    const err = await failureOf(reader.readCounts([ALICE]));
    expect(err).toMatchObject({ platform: 'bluesky', failure: 'rate_limited', status: 429 });
    expect(err.retryAt).toBe(NOW + 300_000);
    expect(standIn.rateLimitReset).toBe((NOW + 300_000) / 1000);
    const lookupErr = await failureOf(reader.lookup(parsed(ALICE)));
    expect(lookupErr).toMatchObject({ failure: 'rate_limited', retryAt: NOW + 300_000 });
    expect(standIn.calls).toHaveLength(4);
  });

  it('falls back to Retry-After when the 429 has no RateLimit-Reset', async () => {
    standIn.answerNext({
      status: 429,
      body: xrpcError('RateLimitExceeded', 'Rate Limit Exceeded'),
      headers: { 'Retry-After': '120' },
    });
    const err = await failureOf(reader.readCounts([ALICE]));
    expect(err).toMatchObject({ failure: 'rate_limited', retryAt: NOW + 120_000 });
  });

  it('ignores a RateLimit-Reset already past (delta seconds from a proxy), using Retry-After', async () => {
    standIn.answerNext({
      status: 429,
      body: xrpcError('RateLimitExceeded', 'Rate Limit Exceeded'),
      headers: { ...rateLimitHeaders(3000, 0, 30, 300), 'Retry-After': '45' },
    });
    const err = await failureOf(reader.readCounts([ALICE]));
    expect(err.retryAt).toBe(NOW + 45_000);
  });

  it('waits a minute after a 429 that names no time', async () => {
    standIn.answerNext({ status: 429, body: xrpcError('RateLimitExceeded', 'Rate Limit Exceeded') });
    const err = await failureOf(reader.lookup(parsed(ALICE)));
    expect(err).toMatchObject({ failure: 'rate_limited', retryAt: NOW + 60_000 });
  });

  it.each([500, 502, 503, 504])('reads a %i as unavailable', async (status) => {
    standIn.answerNext({ status, body: xrpcError('InternalServerError', 'Internal Server Error') });
    const err = await failureOf(reader.readCounts([ALICE]));
    expect(err).toMatchObject({ failure: 'unavailable', status, retryAt: null });
    expect(err.message).toBe(`Bluesky had a problem (${status}).`);
  });

  it('reads an unknown method (501 MethodNotImplemented) as unavailable', async () => {
    const config = loadConfig({ BLUESKY_API_URL: `${standIn.url}/wrong/xrpc` });
    const wrong = blueskyPlatform.createReader({ config, fetch, now: () => NOW });
    expect(await failureOf(wrong.lookup(parsed(ALICE)))).toMatchObject({
      failure: 'unavailable',
      status: 501,
    });
  });

  it('reads a call that never answers as unavailable', async () => {
    // callPlatform gives up after 10 s; this fetch gives up after 200 ms, so the test stays quick.
    const impatient: typeof fetch = (input, init) =>
      fetch(input, { ...init, signal: AbortSignal.timeout(200) });
    standIn.answerNext({ status: 0, hang: true });
    const err = await failureOf(makeReader(impatient).readCounts([ALICE]));
    expect(err).toMatchObject({ failure: 'unavailable', status: null });
    expect(err.message).toBe('Bluesky did not answer.');
  });

  it('reads a closed port as unavailable', async () => {
    const config = loadConfig({ BLUESKY_API_URL: 'http://127.0.0.1:9/xrpc' });
    const nowhere = blueskyPlatform.createReader({ config, fetch, now: () => NOW });
    expect(await failureOf(nowhere.lookup(parsed(ALICE)))).toMatchObject({ failure: 'unavailable' });
  });

  it('declares limits under the 3,000 calls per 5 minutes Bluesky publishes, 25 actors a call', () => {
    expect(reader.limits).toEqual({
      batchSize: 25,
      callsPerWindow: 1500,
      window: { seconds: 300 },
      minIntervalSeconds: 60,
    });
    expect(reader.platform).toBe('bluesky');
  });
});

describe('Bluesky stand-in', () => {
  it('refuses more than 25 actors, as the lexicon does', async () => {
    const actors = Array.from({ length: 26 }, (_, i) => plc(i + 300));
    const res = await fetch(
      `${standIn.apiUrl}/app.bsky.actor.getProfiles?${new URLSearchParams(actors.map((a) => ['actors', a]))}`,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'InvalidRequest',
      message: 'Error: actors must not have more than 25 elements',
    });
  });

  it('refuses a missing actor, and sends RateLimit headers while a limit is set', async () => {
    standIn.rateLimit({ calls: 10, windowSeconds: 300 });
    const res = await fetch(`${standIn.apiUrl}/app.bsky.actor.getProfile`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'InvalidRequest',
      message: 'Error: Params must have the property "actor"',
    });
    expect(res.headers.get('ratelimit-remaining')).toBe('9');
    expect(res.headers.get('ratelimit-policy')).toBe('10;w=300');
  });
});
