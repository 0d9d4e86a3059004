import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { counters } from '../db/schema';
import { countQueries, VIEW_READ } from '../test/count-queries';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { createCounterId } from './counter-queries';

// Issue 22: no query string makes GET /api/counters/:id/view read the database more than once per
// counter per second on an instance, and unknown or deleted ids are answered from memory too.
// Reads are counted where they reach the database driver.

let t: TestApp;
let reads: ReturnType<typeof countQueries> | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => reads?.stop());
afterAll(async () => {
  await t?.close();
});

const settings = (title: string) => ({ ...createFormDefaults(new Date(), 'UTC'), title });
const view = (id: string, query = '') =>
  t.request({ method: 'GET', url: `/api/counters/${id}/view${query}` });

async function makeCounter() {
  const owner = await signUp(t);
  const res = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie: owner.cookie,
    payload: { name: 'Flooded', settings: settings('Before') },
  });
  expect(res.statusCode).toBe(201);
  return { owner, id: res.json().id as string };
}

// Every hint an attacker might try: just ahead, a few seconds ahead, the 50 s, a day, junk.
const hints = () => {
  const now = Date.now();
  return [
    `?v=${now + 300}`,
    `?v=${now + 4000}`,
    `?v=${now + 50_000}`,
    `?v=${now + 86_400_000}`,
    '?v=1e300',
    '?v=-1',
    '?v=abc',
    `?nocache=${Math.random()}`,
    `?v=${now}&v=${now + 1}`,
  ];
};

describe('view cache under a flood', () => {
  it('reads a counter at most once a second whatever the query string, and still answers every request', async () => {
    const { id } = await makeCounter();
    expect((await view(id)).statusCode).toBe(200);
    reads = countQueries(t.app, VIEW_READ);
    const started = Date.now();
    const pending: ReturnType<typeof view>[] = [];
    // Requests keep coming without waiting for answers, as from many clients.
    while (Date.now() - started < 2500) {
      for (const q of hints()) pending.push(view(id, q));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = await Promise.all(pending);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().settings.title).toBe('Before');
    }
    const seconds = Math.ceil((Date.now() - started) / 1000);
    expect(answers.length).toBeGreaterThan(300);
    expect(reads.count()).toBeLessThanOrEqual(seconds);
  });

  it('still gives a live display an edit made elsewhere within about a second, during the flood', async () => {
    const { id } = await makeCounter();
    const before = (await view(id)).json().designVersion as number;
    // The edit is made through another instance: this one's cache is not told.
    const [row] = await t.app.db
      .update(counters)
      .set({ settings: settings('After'), updatedAt: new Date(before + 1000) })
      .where(eq(counters.id, id))
      .returning();
    const edited = row!.updatedAt.getTime();
    reads = countQueries(t.app, VIEW_READ);
    const flood = Promise.all(Array.from({ length: 200 }, (_, i) => view(id, `?v=${Date.now() + 2000 + i}`)));
    const askedAt = Date.now();
    const fresh = await view(id, `?v=${edited}`);
    expect(fresh.json()).toMatchObject({ designVersion: edited, settings: { title: 'After' } });
    expect(Date.now() - askedAt).toBeLessThan(3000); // the next read a second on, not the 10 s TTL
    await flood;
    expect(reads.count()).toBeLessThanOrEqual(2);
  });
});

describe('unknown and deleted ids', () => {
  it('answers a flood for an unknown id with 404 from one read', async () => {
    reads = countQueries(t.app, VIEW_READ);
    const unknown = createCounterId();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => view(unknown, i % 2 ? '' : `?v=${i}`)),
    );
    for (let i = 0; i < 100; i++) answers.push(await view(unknown));
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([404]));
    expect(answers[0]!.json()).toEqual({ message: 'Counter not found' });
    expect(reads.count()).toBe(1);
  });

  it('remembers a deleted counter as a miss', async () => {
    const { owner, id } = await makeCounter();
    expect((await view(id)).statusCode).toBe(200);
    const del = await t.request({ method: 'DELETE', url: `/api/counters/${id}`, cookie: owner.cookie });
    expect(del.statusCode).toBe(200);
    reads = countQueries(t.app, VIEW_READ);
    const answers = await Promise.all(Array.from({ length: 200 }, () => view(id)));
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([404]));
    expect(reads.count()).toBe(1);
  });

  it('forgets a remembered miss when that counter is changed', async () => {
    const { owner } = await makeCounter();
    const id = createCounterId();
    expect((await view(id)).statusCode).toBe(404); // remembered as missing
    // The counter appears (made through another instance), and this instance still says 404 ...
    await t.app.db
      .insert(counters)
      .values({ id, userId: owner.user.id, name: 'Late', settings: settings('Late') });
    expect((await view(id)).statusCode).toBe(404);
    // ... until its owner changes it here.
    const put = await t.request({
      method: 'PUT',
      url: `/api/counters/${id}`,
      cookie: owner.cookie,
      payload: { name: 'Late', settings: settings('Changed') },
    });
    expect(put.statusCode).toBe(200);
    const res = await view(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.title).toBe('Changed');
  });
});
