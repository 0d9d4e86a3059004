import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSyncedCounter, listenOnLoopback, premiumUser } from './testing/live-test-support';

// One heartbeat timer for every open stream: each stream hears ": heartbeat" every 25 s, so
// proxies keep idle viewers connected; closing the server ends every stream.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  // Only the interval is faked: the heartbeat is set up when the app starts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await createTestApp();
  baseUrl = await listenOnLoopback(t);
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

async function openStream(id: string) {
  const res = await fetch(`${baseUrl}/api/counters/${id}/events`, {
    headers: { accept: 'text/event-stream' },
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const until = async (part: string) => {
    while (!text.includes(part)) {
      const { value, done } = await reader.read();
      if (done) return false;
      text += decoder.decode(value);
    }
    return true;
  };
  return { until, text: () => text, reader };
}

describe('the live plugin', () => {
  it('sends every open stream a heartbeat each 25 seconds', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const a = await openStream(id);
    const b = await openStream(id);
    await a.until('event: run');
    await b.until('event: run');
    vi.advanceTimersByTime(24_999);
    await new Promise((r) => setTimeout(r, 100));
    expect(a.text()).not.toContain(': heartbeat');
    vi.advanceTimersByTime(1);
    expect(await a.until(': heartbeat')).toBe(true);
    expect(await b.until(': heartbeat')).toBe(true);
    await a.reader.cancel();
    await b.reader.cancel();
  });
});

describe('closing the server', () => {
  // Its own app, made before the test (made inside one, its set-up code would count as covered by
  // that test alone in a mutation run).
  let own: TestApp;
  let url: string;
  let timers: number;
  beforeAll(async () => {
    timers = vi.getTimerCount();
    own = await createTestApp();
    url = await listenOnLoopback(own);
  });

  it('ends every open stream, and stops the heartbeat', async () => {
    const p = await premiumUser(own);
    const id = await createSyncedCounter(own, p.cookie);
    const res = await fetch(`${url}/api/counters/${id}/events`, { headers: { accept: 'text/event-stream' } });
    const reader = res.body!.getReader();
    await reader.read();
    expect(own.app.liveStreams.size).toBe(1);
    await own.close();
    expect(own.app.liveStreams.size).toBe(0);
    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    expect(vi.getTimerCount()).toBe(timers); // its heartbeat timer is gone
  });
});
