import type { LiveSnapshot } from '@core/counter/live/run-state';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters, users } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { createSyncedCounter, listenOnLoopback, premiumUser } from './testing/live-test-support';
import { openSse, type SseReader } from './testing/sse-client';

// Issue 8: an owner's edit (or deletion) of a synced counter reaches open live displays.

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnLoopback(t);
});
afterAll(async () => {
  await t?.close();
});

const baseSettings = () => ({
  ...createFormDefaults(new Date(), 'UTC'),
  title: 'Before',
  startNumber: 0,
  endNumber: 100,
  synced: true,
});

const createCounter = (cookie: string) => createSyncedCounter(t, cookie, baseSettings());

const edit = (id: string, cookie: string, over: Record<string, unknown>) =>
  t.request({
    method: 'PUT',
    url: `/api/counters/${id}`,
    cookie,
    payload: { name: 'Design', settings: { ...baseSettings(), ...over } },
  });

const view = async (id: string, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/counters/${id}/view${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { settings: Record<string, unknown>; designVersion: number };
};

const snapshotOf = async (sse: SseReader) => JSON.parse((await sse.next()).data) as LiveSnapshot;

describe('design changes on the live stream', () => {
  it('sends an event with a newer design version when the owner edits the counter', async () => {
    const p = await premiumUser(t);
    const id = await createCounter(p.cookie);
    const before = await view(id);
    expect(before.designVersion).toEqual(expect.any(Number));
    const sse = await openSse(`${baseUrl}/api/counters/${id}/events`);
    const first = await snapshotOf(sse);
    expect(first.designVersion).toBe(before.designVersion);

    expect((await edit(id, p.cookie, { title: 'After', counterColor: '#ff0000' })).statusCode).toBe(200);
    const next = await snapshotOf(sse);
    expect(next.designVersion).toBeGreaterThan(first.designVersion);
    expect(next.run).toEqual(first.run); // the run itself did not change
    expect(next.removed).toBeUndefined();
    // The view the display then reads names the same version and the new settings.
    const after = await view(id, `?v=${next.designVersion}`);
    expect(after.designVersion).toBe(next.designVersion);
    expect(after.settings).toMatchObject({ title: 'After', counterColor: '#ff0000' });
    sse.close();
  });

  it('tells displays when sync is turned off, and every edit has a newer version than the last', async () => {
    const p = await premiumUser(t);
    const id = await createCounter(p.cookie);
    const sse = await openSse(`${baseUrl}/api/counters/${id}/events`);
    let last = (await snapshotOf(sse)).designVersion;
    // Edits in quick succession (same millisecond, or another instance's clock behind) still count up.
    for (const title of ['One', 'Two', 'Three']) {
      const res = await edit(id, p.cookie, { title });
      expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThan(last);
      last = new Date(res.json().updatedAt).getTime();
    }
    // Changes close together may reach the stream as fewer events; the last one names the last edit.
    let seen = (await snapshotOf(sse)).designVersion;
    while (seen < last) seen = (await snapshotOf(sse)).designVersion;
    expect(seen).toBe(last);
    await edit(id, p.cookie, { synced: false });
    const off = await snapshotOf(sse);
    expect(off.designVersion).toBeGreaterThan(last);
    expect((await view(id)).settings.synced).toBe(false);
    sse.close();
  });

  it('carries the design version in /live and in control answers', async () => {
    const p = await premiumUser(t);
    const id = await createCounter(p.cookie);
    await edit(id, p.cookie, { title: 'Edited' });
    const { designVersion } = await view(id);
    const live = await t.request({ method: 'GET', url: `/api/counters/${id}/live` });
    expect(live.json().designVersion).toBe(designVersion);
    const control = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/control`,
      cookie: p.cookie,
      payload: { action: 'start' },
    });
    expect(control.json()).toMatchObject({ designVersion, run: { status: 'running' } });
  });

  it('ends the stream with a removed event when the owner deletes the counter', async () => {
    const p = await premiumUser(t);
    const id = await createCounter(p.cookie);
    const subscribers = t.app.liveBus.subscriberCount;
    const sse = await openSse(`${baseUrl}/api/counters/${id}/events`);
    await snapshotOf(sse);
    expect(t.app.liveBus.subscriberCount).toBe(subscribers + 1);
    const del = await t.request({ method: 'DELETE', url: `/api/counters/${id}`, cookie: p.cookie });
    expect(del.statusCode).toBe(200);
    const gone = await snapshotOf(sse);
    expect(gone.removed).toBe(true);
    // The server ended the stream: no subscription, no slot and no open stream is left behind.
    await expect.poll(() => t.app.liveBus.subscriberCount).toBe(subscribers);
    expect(t.app.liveStreamCap.count('127.0.0.1')).toBe(0);
    expect(t.app.liveStreams.size).toBe(0);
    sse.close();
    const again = await fetch(`${baseUrl}/api/counters/${id}/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(again.status).toBe(404);
    await again.body?.cancel();
  });

  it('tells displays when an admin deletes the counter', async () => {
    const p = await premiumUser(t);
    const id = await createCounter(p.cookie);
    const admin = await signUp(t);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    const sse = await openSse(`${baseUrl}/api/counters/${id}/events`);
    await snapshotOf(sse);
    const del = await t.request({ method: 'DELETE', url: `/api/admin/counters/${id}`, cookie: admin.cookie });
    expect(del.statusCode).toBe(200);
    expect((await snapshotOf(sse)).removed).toBe(true);
    sse.close();
  });
});

describe('GET /api/counters/:id/view?v=', () => {
  it('skips a cached copy older than the design version asked for', async () => {
    const p = await premiumUser(t);
    const id = await createCounter(p.cookie);
    const cached = await view(id); // now in this instance's cache
    // An edit made through another instance: this one's cache is not told.
    const [row] = await t.app.db
      .update(counters)
      .set({
        settings: { ...baseSettings(), title: 'Elsewhere' },
        updatedAt: new Date(cached.designVersion + 1000),
      })
      .where(eq(counters.id, id))
      .returning();
    const newer = row!.updatedAt.getTime();
    expect((await view(id)).settings.title).toBe('Before'); // the plain view may be stale for its TTL
    const fresh = await view(id, `?v=${newer}`);
    expect(fresh).toMatchObject({ designVersion: newer, settings: { title: 'Elsewhere' } });
    expect((await view(id)).settings.title).toBe('Elsewhere'); // and the cache now holds it
  });

  it('ignores a version far in the future instead of reading the database every time', async () => {
    const p = await premiumUser(t);
    const id = await createCounter(p.cookie);
    await view(id);
    await t.app.db
      .update(counters)
      .set({ settings: { ...baseSettings(), title: 'Hidden' } })
      .where(eq(counters.id, id));
    expect((await view(id, `?v=${Date.now() + 86_400_000}`)).settings.title).toBe('Before');
    expect((await view(id, '?v=nonsense')).settings.title).toBe('Before');
  });
});
