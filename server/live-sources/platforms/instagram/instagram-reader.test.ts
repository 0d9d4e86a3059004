import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { instagramCreatorTokens } from '../../../integrations/instagram/connect-service';
import { InstagramStandIn } from '../../../integrations/instagram/testing/instagram-stand-in';
import { createInstagramApi } from '../../../platform-apis/instagram-api';
import { PlatformCallError, type WithCreatorToken } from '../../platform-reader';
import { createInstagramReader } from './instagram-reader';

// The Instagram reader against the loopback Instagram (IG User, Handling Errors, Rate Limiting as
// Meta documents them), with the creator's token handed over as the connection would.

const ig = new InstagramStandIn();
const now = 1_800_000_000_000;

function readerWith(token: string, seen: unknown[] = []) {
  const config = loadConfig({ ...process.env, ...ig.appConfig() });
  const withCreatorToken: WithCreatorToken = async (_id, call) => {
    try {
      return await call(token);
    } catch (err) {
      seen.push(err);
      throw err;
    }
  };
  return createInstagramReader(
    { config, fetch, now: () => now, withCreatorToken },
    createInstagramApi(config),
  );
}

beforeAll(() => ig.start());
afterAll(() => ig.close());

describe('reading a connected Instagram account', () => {
  it('reads followers_count, username and picture of the token’s account from /me', async () => {
    const reader = readerWith(ig.issueLongLivedToken());
    const profile = await reader.lookup({ kind: 'id', value: ig.account.id });
    expect(profile).toEqual({
      id: ig.account.id,
      handle: ig.account.username,
      displayName: ig.account.username,
      avatarUrl: ig.account.pictureUrl,
      reading: { value: 4321, precision: 'exact' },
    });
    const counts = await reader.readCounts([ig.account.id]);
    expect(counts.get(ig.account.id)).toEqual({ value: 4321, precision: 'exact' });
    const call = ig.callsTo('GET', '/me').at(-1)!;
    expect(call.query.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['followers_count', 'username', 'profile_picture_url']),
    );
    expect(reader.limits.batchSize).toBe(1);
  });

  it('hands code 190 to the connection as a refused token (its refresh path), uncaught', async () => {
    const seen: unknown[] = [];
    const reader = readerWith('not-a-token-instagram-issued', seen);
    await expect(reader.readCounts([ig.account.id])).rejects.toMatchObject({ failure: 'refused' });
    const tokens = instagramCreatorTokens(
      createInstagramApi(loadConfig({ ...process.env, ...ig.appConfig() })),
    );
    expect(seen).toHaveLength(1);
    expect(tokens.rejectsToken(seen[0])).toBe(true);
    expect(tokens.refusesRefresh(seen[0])).toBe(true);
  });

  it('is rate_limited on code 4 until X-Business-Use-Case-Usage says calls come back', async () => {
    const reader = readerWith(ig.issueLongLivedToken());
    ig.throttle(1, 7);
    const err = await reader.readCounts([ig.account.id]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformCallError);
    expect(err).toMatchObject({ failure: 'rate_limited', retryAt: now + 7 * 60_000 });
    // The next call is answered again.
    expect((await reader.readCounts([ig.account.id])).get(ig.account.id)?.value).toBe(4321);
  });

  it('is unavailable when Instagram does not answer', async () => {
    const config = loadConfig({ ...process.env, ...ig.appConfig(), INSTAGRAM_API_URL: 'http://127.0.0.1:9' });
    const reader = createInstagramReader(
      { config, fetch, now: () => now, withCreatorToken: (_id, call) => call('t') },
      createInstagramApi(config),
    );
    await expect(reader.readCounts([ig.account.id])).rejects.toMatchObject({ failure: 'unavailable' });
  });
});
