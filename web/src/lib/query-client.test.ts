import { getToasts, toast } from '@web/components/ui/use-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEPS_WORK_META } from './auth/session-ended';
import { createQueryClient } from './query-client';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from './unauthorized';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('query client defaults (docs/product.md §7)', () => {
  it('GETs the path joined from the key, no retries, never stale', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('[1]'));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/counters', 'abc'] })).resolves.toEqual([1]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/counters/abc');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    const defaults = client.getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('an ended session (docs/product.md §8)', () => {
  const location = { href: '/account' };
  const signInRequired = () =>
    new Response('{"message":"Sign in","reason":"sign_in_required"}', { status: 401 });

  beforeEach(() => {
    vi.useFakeTimers();
    location.href = '/account';
    vi.stubGlobal('window', { location });
    vi.stubGlobal('fetch', async () => signInRequired());
    toast({ title: 'Before' });
  });

  const sentToSignIn = () => {
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_DELAY_MS);
    return location.href === '/api/login' && getToasts()[0]?.title === 'Unauthorized';
  };

  it('sends the browser to sign in when a query meets it', async () => {
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/user'] })).rejects.toThrow(/^401: /);
    expect(sentToSignIn()).toBe(true);
  });

  it('sends the browser to sign in when a plain save meets it', async () => {
    const client = createQueryClient();
    const save = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('401: {"reason":"sign_in_required"}')),
    });
    await expect(save.execute(undefined)).rejects.toThrow();
    expect(sentToSignIn()).toBe(true);
  });

  it('leaves a save that keeps the work to handle it', async () => {
    const client = createQueryClient();
    const save = client.getMutationCache().build(client, {
      meta: KEEPS_WORK_META,
      mutationFn: () => Promise.reject(new Error('401: {"reason":"sign_in_required"}')),
    });
    await expect(save.execute(undefined)).rejects.toThrow();
    expect(sentToSignIn()).toBe(false);
    expect(location.href).toBe('/account');
    expect(getToasts()[0]?.title).toBe('Before');
  });
});
