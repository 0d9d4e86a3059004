import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSyncedCounter, listenOnLoopback, premiumUser } from './testing/live-test-support';

// The public live routes of a counter: what no browser or proxy may keep or buffer, and which
// clients get a stream rather than the state as JSON.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnLoopback(t);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/counters/:id/events', () => {
  it('answers a client that does not ask for a stream with the state, not to be stored', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/counters/${id}/events`,
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().run.status).toBe('idle');
  });

  it('streams to a client that asks for text/event-stream among other types, unbuffered and unstored', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/counters/${id}/events`, {
      headers: { accept: 'application/json;q=0.5, text/event-stream' },
      signal: controller.signal,
    });
    try {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-accel-buffering')).toBe('no');
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('event: run')) text += new TextDecoder().decode((await reader.read()).value);
      // Reconnect after 2 s when the connection drops; then the current state.
      expect(text.startsWith('retry: 2000\n\n')).toBe(true);
    } finally {
      controller.abort();
    }
  });
});
