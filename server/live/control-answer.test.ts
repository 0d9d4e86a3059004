import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { LiveMessage } from './live-bus';
import { createSyncedCounter, premiumUser } from './testing/live-test-support';

// Every control path ends in controlAndAnswer: live displays hear of a change once, and of an
// action that changed nothing (a bot repeating "start") not at all.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('controlAndAnswer', () => {
  it('tells live displays of a change, and of a repeated no-op action nothing', async () => {
    const u = await premiumUser(t);
    const id = await createSyncedCounter(t, u.cookie);
    const heard: LiveMessage[] = [];
    const stop = t.app.liveBus.subscribe(id, (m) => heard.push(m));
    const start = () =>
      t.request({
        method: 'POST',
        url: `/api/counters/${id}/control`,
        cookie: u.cookie,
        payload: { action: 'start' },
      });
    try {
      // On PostgreSQL the bus hears through LISTEN/NOTIFY, so the counter's creation may still
      // arrive after subscribing: only what the start sent counts here.
      const started = () => heard.filter((m) => m.snapshot.run.status === 'running');
      const first = await start();
      expect(first.json().run.status).toBe('running');
      await expect.poll(() => started().length).toBe(1);
      expect(started()[0]!.snapshot.run.version).toBe(first.json().run.version);
      const again = await start();
      expect(again.statusCode).toBe(200);
      expect(again.json().run.version).toBe(first.json().run.version);
      await new Promise((r) => setTimeout(r, 200));
      expect(started()).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
