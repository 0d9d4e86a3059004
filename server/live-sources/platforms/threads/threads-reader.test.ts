import { beforeEach, describe, expect, it } from 'vitest';
import { platformConnections } from '../../../db/schema';
import { findConnection } from '../../../integrations/connection-queries';
import { creatorConnections } from '../../../integrations/creator-connections';
import { setUpPlatformConnection } from '../../../integrations/testing/platform-connection';
import { ThreadsStandIn } from '../../../integrations/threads/testing/threads-stand-in';
import { PlatformCallError } from '../../platform-reader';
import { threadsPlatform } from './threads-reader';

// The Threads reader through the connected live sources' bridge (decision 039d), against the Threads
// stand-in (integrations/threads/testing/threads-stand-in.ts says which page each behaviour follows).

const threads = new ThreadsStandIn();
const suite = setUpPlatformConnection('threads', threads);
let seq = 1;
beforeEach(async () => {
  await suite.t.app.db.delete(platformConnections);
  threads.callsPerDay = null;
  threads.resetBudget();
  const n = seq++;
  threads.account = { id: `1784149900000${n}`, username: `reader_${n}`, followers: 7000 + n };
});

const reader = () =>
  threadsPlatform.createReader({
    config: suite.t.config,
    fetch,
    now: Date.now,
    withCreatorToken: (id, call) => creatorConnections(suite.t.app).withToken('threads', id, call),
  });

const failureOf = async (p: Promise<unknown>) => {
  const err = await p.catch((e: unknown) => e);
  expect(err).toBeInstanceOf(PlatformCallError);
  return err as PlatformCallError;
};

describe('Threads counts with the creator’s token', () => {
  it('reads the connected account’s exact followers_count, and looks it up by its user id', async () => {
    await suite.connected();
    const counts = await reader().readCounts([threads.account.id]);
    expect(counts.get(threads.account.id)).toEqual({ value: threads.account.followers, precision: 'exact' });
    const profile = await reader().lookup({ kind: 'id', value: threads.account.id });
    expect(profile).toMatchObject({ id: threads.account.id, handle: threads.account.username });
  });

  it('the per-user budget spent (code 17) is rate_limited, to be tried later', async () => {
    await suite.connected();
    threads.callsPerDay = 0;
    const err = await failureOf(reader().readCounts([threads.account.id]));
    expect(err.failure).toBe('rate_limited');
    expect(err.retryAt).toBeGreaterThan(Date.now());
  });

  it('a revoked authorization is needs_reauth and marks the connection', async () => {
    const p = await suite.connected();
    threads.revokeAll();
    const err = await failureOf(reader().readCounts([threads.account.id]));
    expect(err.failure).toBe('needs_reauth');
    expect(err.message).not.toMatch(/token [A-Za-z0-9_-]{20,}/);
    expect((await findConnection(suite.t.app.db, 'threads', p.user.id))!.status).toBe('needs_reauth');
  });

  it('an account no one connected is needs_reauth without a call to Threads', async () => {
    threads.calls = [];
    const err = await failureOf(reader().readCounts(['17841499999999999']));
    expect(err.failure).toBe('needs_reauth');
    expect(threads.calls).toEqual([]);
  });
});
