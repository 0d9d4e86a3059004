import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createOwnTokenReader, type OwnTokenPlatform } from './own-token-reader';
import { PlatformCallError, type WithCreatorToken } from './platform-reader';

// The shared reader of platforms that count only with the account's own token: each account read
// once with its connection's token, a missing count shown hidden, the platform's errors turned into
// the poller's failures outside the token call, and no call at all without the connections.

class PlatformError extends Error {}
const now = 1_800_000_000_000;
const config = loadConfig({ ...process.env });
const platform = (calls: string[]): OwnTokenPlatform => ({
  platform: 'instagram',
  limits: { batchSize: 1, callsPerWindow: 10, window: { seconds: 60 }, minIntervalSeconds: 60 },
  read: async (id, token) => {
    calls.push(`${id}:${token}`);
    if (id === 'broken') throw new PlatformError('throttled');
    return { id: `own-${id}`, name: `Name ${id}`, avatarUrl: null, count: id === 'quiet' ? null : 42 };
  },
  failureOf: (err, at) =>
    err instanceof PlatformError
      ? new PlatformCallError('instagram', 'rate_limited', err.message, at + 60_000)
      : err,
});

describe('a reader with the creator’s own token', () => {
  const seen: unknown[] = [];
  const withCreatorToken: WithCreatorToken = async (id, call) => {
    try {
      return await call(`token-of-${id}`);
    } catch (err) {
      seen.push(err);
      throw err;
    }
  };

  it('looks an account up and reads counts, one call each with that account’s token', async () => {
    const calls: string[] = [];
    const reader = createOwnTokenReader({ config, fetch, now: () => now, withCreatorToken }, platform(calls));
    expect(await reader.lookup({ kind: 'id', value: 'a' })).toEqual({
      id: 'own-a',
      handle: 'Name a',
      displayName: 'Name a',
      avatarUrl: null,
      reading: { value: 42, precision: 'exact' },
    });
    const counts = await reader.readCounts(['a', 'quiet']);
    expect([...counts]).toEqual([
      ['a', { value: 42, precision: 'exact' }],
      ['quiet', { value: null, precision: 'hidden' }],
    ]);
    expect(calls).toEqual(['a:token-of-a', 'a:token-of-a', 'quiet:token-of-quiet']);
  });

  it('hands the platform’s own error to the token call, and the poller its failure', async () => {
    const reader = createOwnTokenReader({ config, fetch, now: () => now, withCreatorToken }, platform([]));
    const failure = await reader.readCounts(['broken']).catch((err: unknown) => err);
    expect(seen.at(-1)).toBeInstanceOf(PlatformError);
    expect(failure).toMatchObject({ platform: 'instagram', failure: 'rate_limited', retryAt: now + 60_000 });
  });

  it('without the creators’ connections, calls nothing and says the platform is unavailable', async () => {
    const calls: string[] = [];
    const reader = createOwnTokenReader({ config, fetch, now: () => now }, platform(calls));
    const failure = await reader.lookup({ kind: 'id', value: 'a' }).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(PlatformCallError);
    expect(failure).toMatchObject({ platform: 'instagram', failure: 'unavailable' });
    expect(calls).toEqual([]);
  });
});
