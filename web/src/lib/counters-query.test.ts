import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COUNTERS_QUERY_KEY,
  counterQueryKey,
  counterQueryOptions,
  countersQueryOptions,
  invalidateCounter,
  invalidateCounterList,
  invalidateCounters,
  setCachedCounter,
} from './counters-query';

afterEach(() => vi.unstubAllGlobals());

const detail = { id: 'a b', name: 'X' } as never;

function seeded() {
  const client = new QueryClient();
  client.setQueryData(COUNTERS_QUERY_KEY, []);
  client.setQueryData(counterQueryKey('a'), detail);
  client.setQueryData(counterQueryKey('b'), detail);
  client.setQueryData(['/api/other'], 1);
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
  return { client, stale };
}

describe('counters query keys', () => {
  it('are the paths, the list key being the prefix of each counter’s (docs/product.md §7)', () => {
    expect(COUNTERS_QUERY_KEY).toEqual(['/api/counters']);
    expect(counterQueryKey('abc')).toEqual(['/api/counters', 'abc']);
    expect(countersQueryOptions().queryKey).toEqual(COUNTERS_QUERY_KEY);
    expect(counterQueryOptions('abc').queryKey).toEqual(counterQueryKey('abc'));
  });

  it('fetch the list and one counter from their paths', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{"ok":1}'));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await client.fetchQuery(countersQueryOptions());
    await client.fetchQuery(counterQueryOptions('a b'));
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/counters', '/api/counters/a%20b']);
  });
});

describe('counters invalidation', () => {
  it('invalidateCounters: the list and every cached counter', async () => {
    const { client, stale } = seeded();
    await invalidateCounters(client);
    expect(stale()).toEqual([COUNTERS_QUERY_KEY, counterQueryKey('a'), counterQueryKey('b')]);
  });

  it('invalidateCounterList: the list only', async () => {
    const { client, stale } = seeded();
    await invalidateCounterList(client);
    expect(stale()).toEqual([COUNTERS_QUERY_KEY]);
  });

  it('invalidateCounter: that counter only', async () => {
    const { client, stale } = seeded();
    await invalidateCounter(client, 'b');
    expect(stale()).toEqual([counterQueryKey('b')]);
  });

  it('setCachedCounter: caches a saved counter under its key', () => {
    const client = new QueryClient();
    setCachedCounter(client, detail);
    expect(client.getQueryData(counterQueryKey('a b'))).toBe(detail);
  });
});
