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
    // What the control path announces: each announcement is one notice to every instance. What a
    // display hears is not counted: on PostgreSQL the counter's creation notice can arrive after
    // subscribing, and its reload then reads the started run too (a second message, same version).
    const bus = t.app.liveBus;
    const publish = bus.publish.bind(bus);
    const announced: string[] = [];
    bus.publish = (counterId) => {
      announced.push(counterId);
      return publish(counterId);
    };
    const start = () =>
      t.request({
        method: 'POST',
        url: `/api/counters/${id}/control`,
        cookie: u.cookie,
        payload: { action: 'start' },
      });
    try {
      const first = await start();
      expect(first.json().run.status).toBe('running');
      await expect
        .poll(() => heard.some((m) => m.snapshot.run.version === first.json().run.version))
        .toBe(true);
      expect(announced.filter((c) => c === id)).toHaveLength(1);
      const again = await start();
      expect(again.statusCode).toBe(200);
      expect(again.json().run.version).toBe(first.json().run.version);
      await new Promise((r) => setTimeout(r, 200));
      expect(announced.filter((c) => c === id)).toHaveLength(1);
    } finally {
      bus.publish = publish;
      stop();
    }
  });
});
