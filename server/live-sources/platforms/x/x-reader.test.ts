import { parseX } from '@core/live-sources/accounts/x';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { PlatformCallError, type PlatformReader } from '../../platform-reader';
import { clientForbiddenResponse, resourceNotFoundError } from './testing/x-fixtures';
import { XStandIn } from './testing/x-stand-in';
import { xPlatform } from './x-reader';

// The X reader against the X stand-in over loopback HTTP (testing/x-stand-in.ts says which
// docs.x.com page each behaviour follows).

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAXsecretbearertoken%2Bvalue';
const standIn = new XStandIn(TOKEN);
const XDEV = { id: '2244994945', username: 'XDevelopers', name: 'X Developers', followers: 583_423 };
const T0 = Date.UTC(2025, 5, 1, 12, 0, 0);

function reader(env: Record<string, string> = {}, deps: { now?: () => number; fetch?: typeof fetch } = {}) {
  return xPlatform.createReader({
    config: loadConfig({ ...standIn.appEnv(), ...env }),
    fetch: deps.fetch ?? fetch,
    now: deps.now ?? Date.now,
  });
}

function lookupInput(r: PlatformReader, input: string) {
  const parsed = parseX(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return r.lookup(parsed.account);
}

async function callError(promise: Promise<unknown>): Promise<PlatformCallError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformCallError);
  return error as PlatformCallError;
}

beforeAll(async () => {
  await standIn.start();
});
afterAll(async () => {
  await standIn.close();
});
afterEach(() => {
  standIn.calls = [];
  standIn.users.clear();
  standIn.missingSingleUser = 200;
  standIn.limitRequests(300);
});

describe('xPlatform settings', () => {
  it('names X_BEARER_TOKEN until it is set', () => {
    expect(xPlatform.missingSetting(loadConfig({}))).toBe('X_BEARER_TOKEN');
    expect(xPlatform.missingSetting(loadConfig({ X_BEARER_TOKEN: '  ' }))).toBe('X_BEARER_TOKEN');
    expect(xPlatform.missingSetting(loadConfig({ X_BEARER_TOKEN: TOKEN }))).toBeNull();
  });

  it('declares limits under X’s 300 requests per 15 minutes, in batches of at most 100 ids', () => {
    const { limits } = reader();
    expect(limits.batchSize).toBe(100);
    expect(limits.window).toEqual({ seconds: 900 });
    expect(limits.callsPerWindow).toBeLessThan(300);
    expect(limits.minIntervalSeconds).toBeGreaterThanOrEqual(900);
  });
});

describe('lookup', () => {
  it('finds an account from every form a creator pastes, with its exact follower count', async () => {
    standIn.seedUser({
      ...XDEV,
      profileImageUrl: 'https://pbs.twimg.com/profile_images/1/xdev_normal.jpg',
    });
    const r = reader();
    const forms = [
      '@XDevelopers',
      'xdevelopers',
      'https://x.com/XDevelopers',
      'twitter.com/XDevelopers/status/1861506457395953853?s=20',
      'https://mobile.twitter.com/xdevelopers',
      'www.x.com/XDevelopers/',
      'id:2244994945',
      'https://x.com/i/user/2244994945',
    ];
    for (const form of forms)
      expect(await lookupInput(r, form), form).toEqual({
        id: '2244994945',
        handle: 'XDevelopers',
        displayName: 'X Developers',
        avatarUrl: 'https://pbs.twimg.com/profile_images/1/xdev_normal.jpg',
        reading: { value: 583_423, precision: 'exact' },
      });
    expect(standIn.callsTo('/2/users/by/username/xdevelopers')).toHaveLength(6);
    expect(standIn.callsTo('/2/users/2244994945')).toHaveLength(2);
  });

  it('sends the bearer token as X documents, and asks for the count and the avatar', async () => {
    standIn.seedUser(XDEV);
    await lookupInput(reader(), '@XDevelopers');
    const [call] = standIn.calls;
    expect(call?.method).toBe('GET');
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call?.query.get('user.fields')?.split(',').sort()).toEqual([
      'profile_image_url',
      'public_metrics',
    ]);
    expect([...(call?.query.keys() ?? [])]).toEqual(['user.fields']);
  });

  it('reads an all-digit number as a username, since X allows those', async () => {
    standIn.seedUser({ id: '9876543210', username: '2244994945', name: 'Digits', followers: 12 });
    const profile = await lookupInput(reader(), '2244994945');
    expect(profile?.id).toBe('9876543210');
    expect(standIn.callsTo('/2/users/by/username/2244994945')).toHaveLength(1);
  });

  it('says null for an account X cannot find (200 with a Not Found Error)', async () => {
    const r = reader();
    expect(await lookupInput(r, '@nobodyhere')).toBeNull();
    expect(await lookupInput(r, 'id:1234567')).toBeNull();
  });

  it('says null for a deleted account: a 404 problem, as the Integration Guide describes', async () => {
    standIn.missingSingleUser = 404;
    const r = reader();
    expect(await lookupInput(r, '@nobodyhere')).toBeNull();
    expect(await lookupInput(r, 'id:1234567')).toBeNull();
  });

  it('says null for the not-found answer X sends today, under its api.twitter.com problem types', async () => {
    standIn.answerNext({
      status: 200,
      body: {
        errors: [
          {
            ...resourceNotFoundError('giggggfbgfb', 'username'),
            type: 'https://api.twitter.com/2/problems/resource-not-found',
          },
        ],
      },
    });
    expect(await lookupInput(reader(), '@giggggfbgfb')).toBeNull();
  });

  it('says null without a call for a value no X account can have', async () => {
    const r = reader();
    expect(await r.lookup({ kind: 'handle', value: 'far.too.long.for.x' })).toBeNull();
    expect(await r.lookup({ kind: 'id', value: 'abc' })).toBeNull();
    expect(standIn.calls).toHaveLength(0);
  });

  it('says unavailable when X answers without the user or the count', async () => {
    standIn.answerNext({ status: 200, body: { data: { id: '1', name: 'A', username: 'a' } } });
    const error = await callError(lookupInput(reader(), '@a'));
    expect(error.failure).toBe('unavailable');
  });
});

describe('readCounts', () => {
  it('reads 250 accounts in three calls of at most 100 ids, by id', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => String(1_000_000 + i));
    for (const [i, id] of ids.entries())
      standIn.seedUser({ id, username: `user${i}`, name: `User ${i}`, followers: i * 7 });
    const readings = await reader().readCounts(ids);
    const calls = standIn.callsTo('/2/users');
    expect(calls.map((c) => c.query.get('ids')?.split(',').length)).toEqual([100, 100, 50]);
    expect(calls.flatMap((c) => c.query.get('ids')?.split(',') ?? [])).toEqual(ids);
    expect(calls.every((c) => c.query.get('user.fields') === 'public_metrics')).toBe(true);
    expect(calls.every((c) => c.headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(readings.size).toBe(250);
    expect(readings.get('1000249')).toEqual({ value: 249 * 7, precision: 'exact' });
  });

  it('makes no call for no ids, and asks once for an id listed twice', async () => {
    standIn.seedUser(XDEV);
    const r = reader();
    expect((await r.readCounts([])).size).toBe(0);
    expect(standIn.calls).toHaveLength(0);
    const readings = await r.readCounts([XDEV.id, XDEV.id]);
    expect(readings.size).toBe(1);
    expect(standIn.calls[0]?.query.get('ids')).toBe(XDEV.id);
  });

  it('leaves out accounts X no longer has (partial errors), and ids that are not X ids', async () => {
    standIn.seedUser(XDEV);
    standIn.seedUser({ id: '783214', username: 'X', name: 'X', followers: 68_000_000 });
    standIn.removeUser('783214');
    const readings = await reader().readCounts([XDEV.id, '783214', '6253282', 'not-an-id']);
    expect([...readings.keys()]).toEqual([XDEV.id]);
    expect(standIn.calls[0]?.query.get('ids')).toBe(`${XDEV.id},783214,6253282`);
  });

  it('returns an empty map when every account of the batch is gone (errors and no data)', async () => {
    expect((await reader().readCounts(['111', '222'])).size).toBe(0);
    expect(standIn.calls).toHaveLength(1);
  });

  it('reads the count exactly as it changes, without rounding', async () => {
    standIn.seedUser(XDEV);
    const r = reader();
    standIn.setFollowers(XDEV.id, 1_234_567);
    expect((await r.readCounts([XDEV.id])).get(XDEV.id)).toEqual({ value: 1_234_567, precision: 'exact' });
    standIn.setFollowers(XDEV.id, 1_234_568);
    expect((await r.readCounts([XDEV.id])).get(XDEV.id)).toEqual({ value: 1_234_568, precision: 'exact' });
  });
});

describe('failures', () => {
  it('says rate_limited until x-rate-limit-reset when the window is used up', async () => {
    standIn.seedUser(XDEV);
    standIn.limitRequests(2);
    const r = reader();
    await r.readCounts([XDEV.id]);
    await r.readCounts([XDEV.id]);
    const error = await callError(r.readCounts([XDEV.id]));
    const reset = standIn.windowReset('/2/users');
    expect(reset).not.toBeNull();
    expect(error.failure).toBe('rate_limited');
    expect(error.status).toBe(429);
    expect(error.retryAt).toBe((reset ?? 0) * 1000);
    // Each endpoint has its own window: the lookup still answers.
    expect(await lookupInput(r, '@XDevelopers')).not.toBeNull();
  });

  it('sends the rate-limit headers with every answer', async () => {
    standIn.seedUser(XDEV);
    const res = await fetch(`${standIn.apiUrl}/users?ids=${XDEV.id}&user.fields=public_metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.headers.get('x-rate-limit-limit')).toBe('300');
    expect(res.headers.get('x-rate-limit-remaining')).toBe('299');
    expect(Number(res.headers.get('x-rate-limit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('waits a whole 15-minute window after a 429 without a reset header', async () => {
    standIn.answerNext({
      status: 429,
      body: { title: 'Too Many Requests', type: 'about:blank', status: 429 },
    });
    const error = await callError(reader({}, { now: () => T0 }).readCounts([XDEV.id]));
    expect(error.failure).toBe('rate_limited');
    expect(error.retryAt).toBe(T0 + 15 * 60_000);
  });

  it('says unavailable on a 5xx, so the poller retries', async () => {
    for (const status of [500, 503]) {
      standIn.answerNext({ status, body: { title: 'Service Unavailable', type: 'about:blank', status } });
      const error = await callError(lookupInput(reader(), '@XDevelopers'));
      expect(error.failure).toBe('unavailable');
      expect(error.status).toBe(status);
    }
  });

  it('says unavailable when X does not answer in time', async () => {
    // callPlatform waits 10 s; the test's fetch gives up sooner on the stand-in's real hang.
    const quickFetch: typeof fetch = (input, init) =>
      fetch(input, {
        ...init,
        signal: init?.signal
          ? AbortSignal.any([init.signal, AbortSignal.timeout(300)])
          : AbortSignal.timeout(300),
      });
    standIn.answerNext({ status: 200, hang: true });
    const error = await callError(reader({}, { fetch: quickFetch }).readCounts([XDEV.id]));
    expect(error.failure).toBe('unavailable');
  });

  it('says refused for a wrong bearer token, without the token in the message', async () => {
    const wrong = 'AAAAAAAAAAAAAAAAAAAAAwrongtoken123';
    const error = await callError(lookupInput(reader({ X_BEARER_TOKEN: wrong }), '@XDevelopers'));
    expect(error.failure).toBe('refused');
    expect(error.status).toBe(401);
    expect(error.message).toBe('X refused the bearer token (401: Unauthorized). Check X_BEARER_TOKEN.');
    expect(error.message).not.toContain(wrong);
    expect(error.message).not.toContain(TOKEN);
  });

  it('says refused with X’s detail for an app without access (403 client-forbidden) or credits (402)', async () => {
    standIn.answerNext({ status: 403, body: clientForbiddenResponse });
    const forbidden = await callError(reader().readCounts([XDEV.id]));
    expect(forbidden.failure).toBe('refused');
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toContain('attached to a Project');

    standIn.answerNext({
      status: 402,
      body: {
        title: 'CreditsDepleted',
        detail: 'Your account does not have any credits.',
        type: 'about:blank',
      },
    });
    const depleted = await callError(reader().readCounts([XDEV.id]));
    expect(depleted.failure).toBe('refused');
    expect(depleted.message).toBe('X refused the request (402: Your account does not have any credits.).');
  });

  it('never repeats the token, even if X’s message quoted it', async () => {
    standIn.answerNext({
      status: 403,
      body: { title: 'Forbidden', detail: `Token ${TOKEN} is not allowed.` },
    });
    const error = await callError(reader().readCounts([XDEV.id]));
    expect(error.message).not.toContain(TOKEN);
    expect(error.message).toContain('[token]');
  });

  it('says refused for a request X calls invalid (400)', async () => {
    standIn.answerNext({
      status: 400,
      body: {
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
        type: 'https://api.x.com/2/problems/invalid-request',
      },
    });
    const error = await callError(reader().readCounts([XDEV.id]));
    expect(error.failure).toBe('refused');
    expect(error.message).toBe(
      'X refused the request (400: One or more parameters to your request was invalid.).',
    );
  });

  it('says refused for a 404 that is not about a user (a wrong X_API_URL)', async () => {
    const error = await callError(lookupInput(reader({ X_API_URL: `${standIn.url}/1.1` }), '@XDevelopers'));
    expect(error.failure).toBe('refused');
    expect(error.status).toBe(404);
  });
});
