import { createFormDefaults } from '@core/counter/settings-defaults';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

// The finding this answers: four connections walking through ?w= made every answer a full render
// (up to 1200 px at scale 2), and an unrelated request went from tens of milliseconds to half a
// second. Over real HTTP on loopback, as a client sees it: the flood and the unrelated request share
// the server's event loop.
let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t?.close();
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

/** Times of the unrelated request, one after another, for `ms`. */
async function unrelatedFor(ms: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    times.push(await timed(`${base}/api/pricing`));
    await pause(25);
  }
  return times;
}

describe('a flood of image widths from one client', () => {
  it('leaves an unrelated request within a few times its usual time', async () => {
    const u = await signUp(t);
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'active', premiumSource: 'admin' })
      .where(eq(users.email, u.email));
    const settings = {
      ...createFormDefaults(new Date(), 'UTC'),
      countdownType: 'datetime',
      endDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16),
      timeZone: 'UTC',
      title: 'Launch',
    };
    const created = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: u.cookie,
      payload: { name: 'Launch', settings },
    });
    const id = created.json().id as string;
    // Warm: the view cached, the painter's fonts loaded, the pricing route compiled.
    await fetch(`${base}/counter/${id}/image.png?w=300`).then((r) => r.arrayBuffer());
    await unrelatedFor(300);
    const before = await unrelatedFor(1500);

    // Four connections, each asking for the next width at scale 2 as soon as the last answered.
    let stop = false;
    let next = 200;
    const statuses: Record<number, number> = {};
    const flood = Array.from({ length: 4 }, async () => {
      while (!stop) {
        const w = next;
        next = next >= 1200 ? 200 : next + 1;
        const res = await fetch(`${base}/counter/${id}/image.gif?w=${w}&scale=2`);
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    });
    await pause(200);
    const during = await unrelatedFor(4000);
    stop = true;
    await Promise.all(flood);

    const usual = median(before);
    const flooded = median(during);
    console.log(
      `unrelated GET /api/pricing: median ${usual.toFixed(1)} ms before, ${flooded.toFixed(1)} ms during the flood ` +
        `(max ${Math.max(...during).toFixed(0)} ms, ${during.length} requests); flood answers ${JSON.stringify(statuses)}`,
    );
    // Five times the usual time, but never less than 100 ms: at a usual 3 ms one render slice in the
    // way decides the median (it failed one run in three on a quiet machine at 14 ms, and CI's Node 24
    // pass once at 45 ms), while the finding this guards against was half a second.
    expect(flooded).toBeLessThanOrEqual(Math.max(5 * usual, 100));
  }, 60_000);
});
