import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { counters } from '../db/schema';
import { createApiKey, createSyncedCounter, premiumUser } from '../live/testing/live-test-support';
import { createTestApp, type TestApp } from '../test/test-app';

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

  it('refuses a run version that is not a whole number from -1 up', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    for (const v of ['abc', '1.5', '-2']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/recent-events?v=${v}` });
      expect(res.statusCode, v).toBe(400);
    }
    const first = await t.app.inject({ method: 'GET', url: `/api/counters/${id}/recent-events?v=-1` });
    expect(first.json()).toEqual({ events: [] });
  });
});

/** The strip of a counter for run version v, read as if the clock showed `now`. */
async function readAt(app: TestApp, id: string, v: number, now: number) {
  const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
  try {
    return await app.app.inject({ method: 'GET', url: `/api/counters/${id}/recent-events?v=${v}` });
  } finally {
    clock.mockRestore();
  }
}

async function counterWithEvents(app: TestApp) {
  const p = await premiumUser(app);
  const id = await createSyncedCounter(app, p.cookie, {
    countdownType: 'datetime',
    eventRules: [{ type: 'sub', tier: '1', seconds: 300 }],
  });
  const { key } = await createApiKey(app, p.cookie);
  const send = async (eventId: string) => {
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/v1/counters/${id}/events`,
      headers: { authorization: `Bearer ${key}` },
      payload: { id: eventId, type: 'sub', tier: '1', user: eventId },
    });
    expect(res.statusCode).toBe(200);
  };
  return { p, id, send };
}

const users = (res: { json(): unknown }) =>
  (res.json() as { events: { user: string }[] }).events.map((e) => e.user);

describe('the strip kept per counter and run version', () => {
  it('answers the same strip for a second, and reads the log again after it', async () => {
    const { id, send } = await counterWithEvents(t);
    const now = Date.now();
    expect(users(await readAt(t, id, 0, now))).toEqual([]);
    await send('ana');
    expect(users(await readAt(t, id, 0, now + 1000))).toEqual([]);
    expect(users(await readAt(t, id, 0, now + 1001))).toEqual(['ana']);
  });

  it('keeps each version of each counter apart', async () => {
    const a = await counterWithEvents(t);
    const b = await counterWithEvents(t);
    const now = Date.now();
    expect(users(await readAt(t, a.id, 0, now))).toEqual([]);
    expect(users(await readAt(t, b.id, 0, now))).toEqual([]);
    await a.send('ana');
    await b.send('bo');
    expect(users(await readAt(t, a.id, 0, now))).toEqual([]);
    expect(users(await readAt(t, a.id, 1, now))).toEqual(['ana']);
    expect(users(await readAt(t, b.id, 0, now))).toEqual([]);
  });

  it('does not keep a failed read: a counter that appears is shown at once', async () => {
    const p = await premiumUser(t);
    const id = `late${Date.now().toString(36)}`;
    const now = Date.now();
    expect((await readAt(t, id, 0, now)).statusCode).toBe(404);
    await t.app.db.insert(counters).values({ id, userId: p.user.id, name: 'Late', settings: {} });
    const res = await readAt(t, id, 0, now);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ events: [] });
  });
});
