import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { LiveSnapshot } from '@core/counter/live/run-state';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressGroup } from '../plugins/address-group';
import { createTestApp, type TestApp } from '../test/test-app';
import { type LiveListener, toLiveMessage } from './live-bus';
import { createSyncedCounter, listenOnLoopback, premiumUser } from './testing/live-test-support';
import { openSse } from './testing/sse-client';

// One counter's event stream (event-stream.ts): only news is sent, and a change that reaches the
// stream while its first state loads is not lost.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnLoopback(t);
});
afterAll(async () => {
  await t?.close();
});

const control = (id: string, cookie: string, action: string) =>
  t.request({ method: 'POST', url: `/api/counters/${id}/control`, cookie, payload: { action } });
const current = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/counters/${id}/live` })).json() as LiveSnapshot;

// Holds the counters table, so a stream's first read waits (as in live-stream-cap.test.ts).
async function holdCounters() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
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
  await lockTaken;
  return async () => {
    release();
    await held;
  };
}

// The stream's own listener on the bus: the one way to hand it a change between its subscription
// and its first read, since any real change would wait for the same table.
const listenersOf = (id: string) =>
  (t.app.liveBus as unknown as { subscribers: Map<string, Set<LiveListener>> }).subscribers.get(id);

describe('the event stream of a counter', () => {
  it('sends nothing for a notice that changes nothing, then the next change once', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const sse = await openSse(`${baseUrl}/api/counters/${id}/events`);
    expect(JSON.parse((await sse.next()).data).run).toMatchObject({ status: 'idle', version: 0 });
    // Same run version, design version and plan: not news.
    await t.app.liveBus.publish(id);
    await new Promise((r) => setTimeout(r, 200));
    expect((await control(id, p.cookie, 'start')).statusCode).toBe(200);
    expect(JSON.parse((await sse.next()).data).run).toMatchObject({ status: 'running', version: 1 });
    sse.close();
  });

  it('sends the newest change that came while the state loaded, right after that state', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const now = await current(id);
    const at = (version: number): LiveSnapshot => ({ ...now, run: { ...now.run, version } });
    const release = await holdCounters();
    let opened: ReturnType<typeof openSse> | undefined;
    try {
      opened = openSse(`${baseUrl}/api/counters/${id}/events`);
      await expect.poll(() => listenersOf(id)?.size ?? 0).toBe(1);
      for (const listener of listenersOf(id)!) {
        listener(toLiveMessage(at(7)));
        listener(toLiveMessage(at(8)));
      }
    } finally {
      await release();
    }
    const sse = await opened!;
    expect(JSON.parse((await sse.next()).data).run.version).toBe(0);
    expect(JSON.parse((await sse.next()).data).run.version).toBe(8);
    expect(t.app.liveStreams.size).toBe(1);
    sse.close();
    await expect.poll(() => t.app.liveStreams.size).toBe(0);
  });

  it('ends a stream whose counter was deleted while it opened, without keeping it', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const now = await current(id);
    const release = await holdCounters();
    let opened: ReturnType<typeof openSse> | undefined;
    try {
      opened = openSse(`${baseUrl}/api/counters/${id}/events`);
      await expect.poll(() => listenersOf(id)?.size ?? 0).toBe(1);
      for (const listener of listenersOf(id)!)
        listener(toLiveMessage({ ...now, run: { ...now.run, version: 1 }, removed: true }));
    } finally {
      await release();
    }
    const sse = await opened!;
    expect(JSON.parse((await sse.next()).data).removed).toBeUndefined();
    expect(JSON.parse((await sse.next()).data).removed).toBe(true);
    // Ended by the server: no open stream, subscription or slot is left.
    expect(t.app.liveStreams.size).toBe(0);
    await expect.poll(() => listenersOf(id)?.size ?? 0).toBe(0);
    expect(t.app.liveStreamCap.size).toBe(0);
    sse.close();
  });

  it('ends the stream of the client after the event that says its counter was deleted', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const res = await fetch(`${baseUrl}/api/counters/${id}/events`, {
      headers: { accept: 'text/event-stream' },
    });
    await expect.poll(() => listenersOf(id)?.size ?? 0).toBe(1);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/counters/${id}`, cookie: p.cookie })).statusCode,
    ).toBe(200);
    // The body completes: the server ended the response, the client does not hang on.
    const body = await Promise.race([
      res.text(),
      new Promise<string>((_, reject) => setTimeout(() => reject(new Error('stream not ended')), 3000)),
    ]);
    const events = body.split('\n').filter((line) => line.startsWith('data: '));
    expect(events).toHaveLength(2);
    expect(JSON.parse(events[1]!.slice(6)).removed).toBe(true);
  });

  it('sends a removal even when its versions and plan equal the last event, and lets go at once', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const now = await current(id);
    const sse = await openSse(`${baseUrl}/api/counters/${id}/events`);
    expect(JSON.parse((await sse.next()).data).removed).toBeUndefined();
    await expect.poll(() => t.app.liveStreams.size).toBe(1);
    for (const listener of [...listenersOf(id)!]) listener(toLiveMessage({ ...now, removed: true }));
    // Freed in the same turn, not when the response's 'close' comes after its bytes have gone out.
    expect(t.app.liveStreams.size).toBe(0);
    expect(listenersOf(id)?.size ?? 0).toBe(0);
    expect(t.app.liveStreamCap.size).toBe(0);
    expect(JSON.parse((await sse.next()).data).removed).toBe(true);
    sse.close();
  });

  it('asks to keep the connection alive', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = get(
        `${baseUrl}/api/counters/${id}/events`,
        { headers: { accept: 'text/event-stream' } },
        (res) => {
          resolve(res.headers);
          req.destroy();
        },
      );
      req.on('error', reject);
    });
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers.connection).toBe('keep-alive');
    await expect.poll(() => t.app.liveStreams.size).toBe(0);
  });
});

// Requests pipelined on one socket behind an open stream: their responses wait for it, so their
// 'close' does not come while it stays open. What they hold must be given back without it.
describe('a stream request pipelined behind an open stream', () => {
  const ip = addressGroup('127.0.0.1');
  const request = (id: string) =>
    `GET /api/counters/${id}/events HTTP/1.1\r\nhost: localhost\r\naccept: text/event-stream\r\n\r\n`;
  async function openBehindStream(id: string): Promise<Socket> {
    const { port } = new URL(baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('data', () => {});
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(request(id));
    await expect.poll(() => t.app.liveStreams.size).toBe(1);
    return socket;
  }
  async function closeSocket(socket: Socket) {
    socket.destroy();
    await expect.poll(() => t.app.liveStreams.size).toBe(0);
  }

  it('gives back the slot and the subscription of a missing counter at once', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const socket = await openBehindStream(id);
    try {
      expect(t.app.liveStreamCap.count(ip)).toBe(1);
      // A counter deleted before the request: the stream subscribes, then its first read finds nothing.
      const missing = await createSyncedCounter(t, p.cookie);
      await t.request({ method: 'DELETE', url: `/api/counters/${missing}`, cookie: p.cookie });
      const release = await holdCounters();
      try {
        socket.write(request(missing));
        await expect.poll(() => listenersOf(missing)?.size ?? 0).toBe(1);
        expect(t.app.liveStreamCap.count(ip)).toBe(2);
      } finally {
        await release();
      }
      await expect.poll(() => listenersOf(missing)?.size ?? 0).toBe(0);
      expect(t.app.liveStreamCap.count(ip)).toBe(1);
    } finally {
      await closeSocket(socket);
    }
  });

  it('does not keep a stream ended by a removal while it opened', async () => {
    const p = await premiumUser(t);
    const first = await createSyncedCounter(t, p.cookie);
    const id = await createSyncedCounter(t, p.cookie);
    const now = await current(id);
    const socket = await openBehindStream(first);
    try {
      const release = await holdCounters();
      try {
        socket.write(request(id));
        await expect.poll(() => listenersOf(id)?.size ?? 0).toBe(1);
        for (const listener of [...listenersOf(id)!])
          listener(toLiveMessage({ ...now, run: { ...now.run, version: 1 }, removed: true }));
      } finally {
        await release();
      }
      // The stream has opened and ended (its subscription is gone) ...
      await expect.poll(() => listenersOf(id)?.size ?? 0).toBe(0);
      // ... and only the first one is open.
      expect(t.app.liveStreams.size).toBe(1);
      expect(t.app.liveStreamCap.count(ip)).toBe(1);
    } finally {
      await closeSocket(socket);
    }
  });

  it('lets go of a stream whose client leaves while it waits behind the other', async () => {
    const p = await premiumUser(t);
    const first = await createSyncedCounter(t, p.cookie);
    const id = await createSyncedCounter(t, p.cookie);
    const socket = await openBehindStream(first);
    socket.write(request(id));
    await expect.poll(() => t.app.liveStreamCap.count(ip)).toBe(2);
    await expect.poll(() => listenersOf(id)?.size ?? 0).toBe(1);
    await closeSocket(socket);
    await expect.poll(() => listenersOf(id)?.size ?? 0).toBe(0);
    expect(t.app.liveStreamCap.size).toBe(0);
  });
});

describe('a keep-alive connection', () => {
  it('keeps no listener of an event stream that has ended', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const accepted = new Promise<Socket>((resolve) => t.app.server.once('connection', resolve));
    const { port } = new URL(baseUrl);
    const client = connect(Number(port), '127.0.0.1');
    client.on('data', () => {});
    client.on('error', () => {});
    const server = await accepted;
    const before = server.listenerCount('close');
    try {
      client.write(
        `GET /api/counters/${id}/events HTTP/1.1\r\nhost: localhost\r\naccept: text/event-stream\r\n\r\n`,
      );
      await expect.poll(() => t.app.liveStreams.size).toBe(1);
      const now = await current(id);
      for (const listener of [...listenersOf(id)!]) listener(toLiveMessage({ ...now, removed: true }));
      // Once the response has ended, the socket carries on with what it had before the stream.
      await expect.poll(() => server.listenerCount('close')).toBe(before);
      expect(server.destroyed).toBe(false);
    } finally {
      client.destroy();
    }
  });
});
