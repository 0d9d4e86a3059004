import { describe, expect, it } from 'vitest';
import { PlatformPoller, REAUTH_RETRY_MS } from './platform-poller';
import { type CountReading, PlatformCallError, type PlatformReader } from './platform-reader';

// A connected platform reads each account with its owner's token: one owner who must connect again
// holds back only their account, never the platform's other accounts or its budget.

function connectedReader(reads: string[]): PlatformReader {
  return {
    platform: 'x',
    limits: { batchSize: 1, callsPerWindow: 100, window: { seconds: 60 }, minIntervalSeconds: 60 },
    lookup: async () => null,
    readCounts: async (ids) => {
      reads.push(...ids);
      if (ids.includes('revoked'))
        throw new PlatformCallError('x', 'needs_reauth', 'The X account revoked must be connected again.');
      return new Map<string, CountReading>(ids.map((id) => [id, { value: 5, precision: 'exact' }]));
    },
  };
}

describe('an account whose owner must connect again', () => {
  it('waits alone: the others are read in the same round and the budget stays open', async () => {
    let now = 1_000_000;
    const reads: string[] = [];
    const updated: string[] = [];
    const failed: [string[], unknown][] = [];
    const poller = new PlatformPoller(connectedReader(reads), {
      refreshSeconds: 60,
      now: () => now,
      onUpdates: (u) => {
        updated.push(...u.map((x) => x.id));
      },
      onFailure: (ids, err) => {
        failed.push([ids, err]);
      },
    });
    poller.demand('revoked', true);
    poller.demand('fine', true);
    await poller.poll();
    expect(reads.sort()).toEqual(['fine', 'revoked']);
    expect(updated).toEqual(['fine']);
    expect(failed).toHaveLength(1);
    expect(failed[0]![0]).toEqual(['revoked']);
    expect((failed[0]![1] as PlatformCallError).failure).toBe('needs_reauth');
    expect(poller.budget.nextCallAt(now)).toBe(now);

    // Not asked again before the wait is over, even while its display stays open.
    now += 90_000;
    poller.demand('revoked', true);
    poller.demand('fine', true);
    reads.length = 0;
    await poller.poll();
    expect(reads).toEqual(['fine']);
    now = 1_000_000 + REAUTH_RETRY_MS;
    poller.demand('revoked', true);
    reads.length = 0;
    await poller.poll();
    expect(reads).toContain('revoked');
  });
});
