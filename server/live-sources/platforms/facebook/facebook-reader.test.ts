import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { facebookCreatorTokens } from '../../../integrations/facebook/connect-service';
import {
  FACEBOOK_TEST_VERSION,
  FacebookStandIn,
} from '../../../integrations/facebook/testing/facebook-stand-in';
import { createFacebookApi } from '../../../platform-apis/facebook-api';
import { PlatformCallError, type WithCreatorToken } from '../../platform-reader';
import { createFacebookReader } from './facebook-reader';

// The Facebook Pages reader against the loopback Graph API (the Page reference, Handling Errors,
// X-App-Usage as Meta documents them), with the Page's token handed over as the connection would.

const fb = new FacebookStandIn();
const now = 1_800_000_000_000;
const pagePath = () => `/${FACEBOOK_TEST_VERSION}/${fb.page.id}`;

function readerWith(token: string, seen: unknown[] = []) {
  const config = loadConfig({ ...process.env, ...fb.appConfig() });
  const withCreatorToken: WithCreatorToken = async (_id, call) => {
    try {
      return await call(token);
    } catch (err) {
      seen.push(err);
      throw err;
    }
  };
  return createFacebookReader({ config, fetch, now: () => now, withCreatorToken }, createFacebookApi(config));
}

beforeAll(() => fb.start());
afterAll(() => fb.close());

describe('reading a connected Facebook Page', () => {
  it('reads followers_count, name and picture of the Page with its token', async () => {
    const reader = readerWith(fb.issuePageToken());
    const profile = await reader.lookup({ kind: 'id', value: fb.page.id });
    expect(profile).toEqual({
      id: fb.page.id,
      handle: fb.page.name,
      displayName: fb.page.name,
      avatarUrl: fb.page.pictureUrl,
      reading: { value: 8765, precision: 'exact' },
    });
    const counts = await reader.readCounts([fb.page.id]);
    expect(counts.get(fb.page.id)).toEqual({ value: 8765, precision: 'exact' });
    const call = fb.callsTo('GET', pagePath()).at(-1)!;
    expect(call.query.get('fields')?.split(',')).toEqual(['followers_count', 'name', 'picture']);
    expect(reader.limits.batchSize).toBe(1);
  });

  it('hands code 190 to the connection as a refused token (its refresh path)', async () => {
    const seen: unknown[] = [];
    const reader = readerWith('not-a-token-facebook-issued', seen);
    await expect(reader.readCounts([fb.page.id])).rejects.toMatchObject({ failure: 'refused' });
    const tokens = facebookCreatorTokens(
      createFacebookApi(loadConfig({ ...process.env, ...fb.appConfig() })),
    );
    expect(seen).toHaveLength(1);
    expect(tokens.rejectsToken(seen[0])).toBe(true);
    expect(tokens.refusesRefresh(seen[0])).toBe(true);
  });

  it('is rate_limited on code 4, for longer when X-App-Usage says the hour is spent', async () => {
    const reader = readerWith(fb.issuePageToken());
    fb.throttle(1);
    const err = await reader.readCounts([fb.page.id]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlatformCallError);
    expect(err).toMatchObject({ failure: 'rate_limited', retryAt: now + 15 * 60_000 });
    expect((err as Error).message).toBe('(#4) Application request limit reached');
    // Throttling is not a refused token: no refresh, no needs_reauth.
    const tokens = facebookCreatorTokens(
      createFacebookApi(loadConfig({ ...process.env, ...fb.appConfig() })),
    );
    const seen: unknown[] = [];
    fb.throttle(1);
    await readerWith(fb.issuePageToken(), seen)
      .readCounts([fb.page.id])
      .catch(() => undefined);
    expect(tokens.rejectsToken(seen[0])).toBe(false);
    expect(tokens.refusesRefresh(seen[0])).toBe(false);
    // The next call is answered again.
    expect((await reader.readCounts([fb.page.id])).get(fb.page.id)?.value).toBe(8765);
  });

  it('is unavailable when Facebook does not answer', async () => {
    const config = loadConfig({ ...process.env, ...fb.appConfig(), FACEBOOK_API_URL: 'http://127.0.0.1:9' });
    const reader = createFacebookReader(
      { config, fetch, now: () => now, withCreatorToken: (_id, call) => call('t') },
      createFacebookApi(config),
    );
    await expect(reader.readCounts([fb.page.id])).rejects.toMatchObject({ failure: 'unavailable' });
  });
});
