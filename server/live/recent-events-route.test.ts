import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSyncedCounter, premiumUser } from './testing/live-test-support';

// The event strip's answer is fresh per run version: no browser or proxy may keep it, or an
// embed would show an old strip after the run moved on.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the recent-events route', () => {
  it('tells browsers and proxies not to store the strip', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const res = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/recent-events?v=0` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says "Counter not found" for an unknown or malformed id', async () => {
    for (const id of ['abcdefghij12', 'x']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/recent-events` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ message: 'Counter not found' });
    }
  });
});
