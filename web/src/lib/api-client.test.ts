import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiRequest } from './api-client';

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

  it('returns the parsed JSON of an OK answer', async () => {
    mockFetch(new Response('{"id":"abc","n":[1,2]}', { status: 201 }));
    await expect(apiRequest('POST', '/api/counters', {})).resolves.toEqual({ id: 'abc', n: [1, 2] });
  });

  it('sends a falsy body as JSON too', async () => {
    const fetchMock = mockFetch(new Response('', { status: 200 }));
    await apiRequest('PUT', '/api/x', null);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      headers: { 'Content-Type': 'application/json' },
      body: 'null',
    });
  });
});

describe('api shorthands', () => {
  it('use their own method, on the given path, with the body only where one belongs', async () => {
    const fetchMock = mockFetch(new Response('{"ok":true}', { status: 200 }));
    await expect(api.get('/a')).resolves.toEqual({ ok: true });
    await api.post('/b', { x: 1 });
    await api.put('/c', { x: 2 });
    await api.patch('/d', { x: 3 });
    await api.delete('/e');
    await api.post('/f');
    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.body]);
    expect(calls).toEqual([
      ['/a', 'GET', undefined],
      ['/b', 'POST', '{"x":1}'],
      ['/c', 'PUT', '{"x":2}'],
      ['/d', 'PATCH', '{"x":3}'],
      ['/e', 'DELETE', undefined],
      ['/f', 'POST', undefined],
    ]);
  });
});
