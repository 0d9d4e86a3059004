import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response.clone());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies and a JSON body only when there is one', async () => {
    const fetchMock = mockFetch(new Response('{"ok":true}', { status: 200 }));
    await apiRequest('POST', '/api/login', { email: 'a@b.co' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
    await apiRequest('POST', '/api/logout');
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ headers: undefined, body: undefined });
  });

  it('turns a non-OK answer into "<status>: <body text>"', async () => {
    mockFetch(new Response('{"message":"Invalid email or password"}', { status: 401 }));
    await expect(apiRequest('POST', '/api/login', {})).rejects.toThrow(
      '401: {"message":"Invalid email or password"}',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow('503: Service Unavailable');
  });

  it('returns undefined for an empty OK body', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/counters/x')).resolves.toBeUndefined();
  });
});
