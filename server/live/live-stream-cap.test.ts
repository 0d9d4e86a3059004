import { get } from 'node:http';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { TOO_MANY_STREAMS_MESSAGE } from './event-stream';
import { openSse, type SseReader } from './testing/sse-client';

// One client IP may hold at most LIVE_STREAMS_PER_IP open event streams (here 3).
const CAP = 3;
const IP = '127.0.0.1';

let t: TestApp;
let baseUrl: string;
let id: string;
beforeAll(async () => {
  t = await createTestApp({ LIVE_STREAMS_PER_IP: String(CAP) });
  await t.app.listen({ port: 0, host: IP });

  const addr = t.app.server.address();
  baseUrl = `http://${IP}:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const owner = await signUp(t);
  const created = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie: owner.cookie,
    payload: { name: 'Cap', settings: { ...createFormDefaults(new Date(), 'UTC'), synced: true } },
  });
  id = created.json().id as string;
});
afterAll(async () => {
  await t?.close();
});

const eventsUrl = () => `${baseUrl}/api/counters/${id}/events`;

async function openStreams(n: number): Promise<SseReader[]> {
  const streams: SseReader[] = [];
  for (let i = 0; i < n; i++) {
    const s = await openSse(eventsUrl());
    expect(s.status).toBe(200);
    await s.next(); // open: the first state has arrived
    streams.push(s);
  }
  return streams;
}

describe('open event streams per IP', () => {
  it('refuses one stream beyond the cap with 429 JSON, and takes one again after a close', async () => {
    const streams = await openStreams(CAP);
    expect(t.app.liveStreamCap.count(IP)).toBe(CAP);

    const refused = await fetch(eventsUrl(), { headers: { accept: 'text/event-stream' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/application\/json/);
    expect(await refused.json()).toEqual({ message: TOO_MANY_STREAMS_MESSAGE });
    expect(TOO_MANY_STREAMS_MESSAGE).toMatch(/Too many live connections/);
    // The plain JSON answer of the same URL is not a stream and is never capped.
    const plain = await fetch(eventsUrl());
    expect(plain.status).toBe(200);
    await plain.json();

    streams.pop()?.close();
    await expect.poll(() => t.app.liveStreamCap.count(IP)).toBe(CAP - 1);
    streams.push(...(await openStreams(1)));
    expect(t.app.liveStreamCap.count(IP)).toBe(CAP);

    for (const s of streams) s.close();
    await expect.poll(() => t.app.liveStreamCap.size).toBe(0);
  });

  it('gives the slot back when the counter is not found', async () => {
    for (let i = 0; i < CAP + 2; i++) {
      const res = await fetch(`${baseUrl}/api/counters/nope-nope-nope/events`, {
        headers: { accept: 'text/event-stream' },
      });
      expect(res.status).toBe(404);
      await res.json();
    }
    expect(t.app.liveStreamCap.size).toBe(0);
  });

  it('gives the slot and the subscription back when the client leaves before the stream opens', async () => {
    const subscribers = t.app.liveBus.subscriberCount;
    // Hold the counters table, so the stream's first read waits and the client can leave meanwhile.
    // The lock must be held before the request is sent: on PostgreSQL the transaction may wait for
    // a new pool connection, and a read that came first would open the stream (CI, stop 30).
    let releaseDb!: () => void;
    const gate = new Promise<void>((resolve) => {
      releaseDb = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const held = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`lock table counters in access exclusive mode`);
      locked();
      await gate;
    });
    try {
      await lockTaken;
      // A plain one-off connection: fetch's pool may open spare sockets that would outlive the test.
      const client = get(eventsUrl(), { headers: { accept: 'text/event-stream' }, agent: false });
      const failed = new Promise((resolve) => client.on('error', resolve));
      await expect.poll(() => t.app.liveStreamCap.count(IP)).toBe(1);
      expect(t.app.liveBus.subscriberCount).toBe(subscribers + 1);
      client.destroy();
      expect(await failed).toBeInstanceOf(Error);
    } finally {
      releaseDb(); // a failure above must not leave the table locked (the app could never close)
      await held;
    }
    await expect.poll(() => t.app.liveStreamCap.size).toBe(0);
    await expect.poll(() => t.app.liveBus.subscriberCount).toBe(subscribers);
    expect(t.app.liveStreams.size).toBe(0);
  });
});

describe('LIVE_STREAMS_PER_IP', () => {
  it('defaults to 100 and must be a positive whole number', () => {
    expect(loadConfig({}).LIVE_STREAMS_PER_IP).toBe(100);
    expect(loadConfig({ LIVE_STREAMS_PER_IP: '5000' }).LIVE_STREAMS_PER_IP).toBe(5000);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ LIVE_STREAMS_PER_IP: bad })).toThrow(ConfigError);
    }
  });
});
