import type { LiveSnapshot } from '@core/counter/live/run-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp } from '../admin/testing/admin-test-support';
import { signUp, type TestApp } from '../test/test-app';
import { createSyncedCounter, listenOnLoopback } from './testing/live-test-support';
import { openSse } from './testing/sse-client';

// Issue 8: a plan change of the owner (the watermark) reaches open live displays without a reload.
let t: TestApp;
let admin: { cookie: string };
let baseUrl: string;
beforeAll(async () => {
  ({ t, admin } = await createAdminTestApp());
  baseUrl = await listenOnLoopback(t);
});
afterAll(async () => {
  await t?.close();
});

const adminPost = (url: string, userId: string) =>
  t.request({ method: 'POST', url, cookie: admin.cookie, payload: { userId } });

describe('plan changes on the event stream', () => {
  it('an upgrade and a downgrade each reach an open stream, and /live says the same', async () => {
    const owner = await signUp(t);
    const id = await createSyncedCounter(t, owner.cookie);
    const stream = await openSse(`${baseUrl}/api/counters/${id}/events`);
    const next = async () => JSON.parse((await stream.next()).data) as LiveSnapshot;
    try {
      expect((await next()).ownerPremium).toBe(false);

      expect((await adminPost('/api/admin/upgrade-user', owner.user.id)).statusCode).toBe(200);
      const upgraded = await next();
      expect(upgraded.ownerPremium).toBe(true);
      expect(upgraded.run.version).toBe(0); // nothing else changed
      const live = await t.request({ method: 'GET', url: `/api/counters/${id}/live` });
      expect(live.json().ownerPremium).toBe(true);

      expect((await adminPost('/api/admin/downgrade-user', owner.user.id)).statusCode).toBe(200);
      expect((await next()).ownerPremium).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('another user’s plan change sends nothing to this counter’s stream', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = await createSyncedCounter(t, owner.cookie);
    const stream = await openSse(`${baseUrl}/api/counters/${id}/events`);
    try {
      await stream.next();
      await adminPost('/api/admin/upgrade-user', other.user.id);
      await expect(stream.next(700)).rejects.toThrow(/no event/);
    } finally {
      stream.close();
    }
  });
});
