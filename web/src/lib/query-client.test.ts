import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('query client defaults (SPEC.md §7)', () => {
  it('GETs the path joined from the key, no retries, never stale', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('[1]'));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/counters', 'abc'] })).resolves.toEqual([1]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/counters/abc');
    const defaults = client.getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false });
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
