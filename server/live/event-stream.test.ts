import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveSnapshot } from '../../core/counter/live/run-state';
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
});
