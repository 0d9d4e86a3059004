import { beforeEach, describe, expect, it } from 'vitest';
import { platformConnections } from '../../../db/schema';
import { findConnection } from '../../../integrations/connection-queries';
import { creatorConnections } from '../../../integrations/creator-connections';
import { setUpPlatformConnection } from '../../../integrations/testing/platform-connection';
import { TikTokStandIn } from '../../../integrations/tiktok/testing/tiktok-stand-in';
import { PlatformCallError } from '../../platform-reader';
import { tiktokPlatform } from './tiktok-reader';

// The TikTok reader through the connected live sources' bridge (decision 039d), against the TikTok
// stand-in (integrations/tiktok/testing/tiktok-stand-in.ts says which page each behaviour follows).

const tiktok = new TikTokStandIn();
const suite = setUpPlatformConnection('tiktok', tiktok);
let seq = 1;
beforeEach(async () => {
  await suite.t.app.db.delete(platformConnections);
  tiktok.limitPerMinute = 600;
  tiktok.resetRateLimit();
  const n = seq++;
  tiktok.account = { openId: `tt-read-${n}`, displayName: `reader_${n}`, avatarUrl: '', followers: 5000 + n };
});

const reader = () =>
  tiktokPlatform.createReader({
    config: suite.t.config,
    fetch,
    now: Date.now,
    withCreatorToken: (id, call) => creatorConnections(suite.t.app).withToken('tiktok', id, call),
  });

const failureOf = async (p: Promise<unknown>) => {
  const err = await p.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(PlatformCallError);
  return err as PlatformCallError;
};

describe('TikTok counts with the creator’s token', () => {
  it('reads the connected account’s exact follower_count, and looks it up by its open_id', async () => {
    await suite.connected();
    const counts = await reader().readCounts([tiktok.account.openId]);
    expect(counts.get(tiktok.account.openId)).toEqual({
      value: tiktok.account.followers,
      precision: 'exact',
    });
    const profile = await reader().lookup({ kind: 'id', value: tiktok.account.openId });
    expect(profile).toMatchObject({ id: tiktok.account.openId, displayName: tiktok.account.displayName });
  });

  it('429 rate_limit_exceeded is rate_limited, to be tried after the minute', async () => {
    await suite.connected();
    tiktok.limitPerMinute = 0;
    const err = await failureOf(reader().readCounts([tiktok.account.openId]));
    expect(err.failure).toBe('rate_limited');
    expect(err.retryAt).toBeGreaterThan(Date.now());
  });

  it('a revoked authorization is needs_reauth and marks the connection', async () => {
    const p = await suite.connected();
    tiktok.revokeAll();
    const err = await failureOf(reader().readCounts([tiktok.account.openId]));
    expect(err.failure).toBe('needs_reauth');
    expect(err.message).not.toMatch(/token [A-Za-z0-9_-]{20,}/);
    expect((await findConnection(suite.t.app.db, 'tiktok', p.user.id))!.status).toBe('needs_reauth');
  });

  it('an account no one connected is needs_reauth without a call to TikTok', async () => {
    tiktok.calls = [];
    const err = await failureOf(reader().readCounts(['tt-nobody']));
    expect(err.failure).toBe('needs_reauth');
    expect(tiktok.calls).toEqual([]);
  });
});
