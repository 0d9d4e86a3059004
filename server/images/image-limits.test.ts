import { createFormDefaults } from '@core/counter/settings-defaults';
import { GifReader } from 'omggif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { RENDER_SLOTS } from './routes';

// What one client can make the image routes paint: widths snap to a few sizes, renders (not
// kept images) are limited per address, and renders in flight are capped with a bounded queue.
const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IMAGE_RENDER_RATE_LIMIT: String(LIMIT) });
});
afterAll(async () => {
  await t?.close();
});

let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

// A Free number counter: a one-frame still whose key does not change with the second, so a test
// knows exactly which requests render.
async function stillCounter() {
  const u = await signUp(t);
  const settings = { ...createFormDefaults(new Date(), 'UTC'), countdownType: 'number', title: 'Seats' };
  const res = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie: u.cookie,
    payload: { name: 'Seats', settings },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const get = (url: string, from = '203.0.113.1') => t.request({ method: 'GET', url, remoteAddress: from });

describe('image widths', () => {
  it('nearby widths are snapped up to one size: one render, the same bytes', async () => {
    const id = await stillCounter();
    const from = nextIp();
    const before = t.app.imageRenders.renders;
    const a = await get(`/counter/${id}/image.gif?w=401`, from);
    const b = await get(`/counter/${id}/image.gif?w=479`, from);
    const c = await get(`/counter/${id}/image.gif?w=480`, from);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(t.app.imageRenders.renders - before).toBe(1);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    expect(Buffer.compare(a.rawPayload, c.rawPayload)).toBe(0);
    expect(new GifReader(new Uint8Array(a.rawPayload)).width).toBe(480);
    // Up to the next size, never down; past the largest below the maximum, the maximum.
    const png = await get(`/counter/${id}/image.png?w=1001`, nextIp());
    expect(png.rawPayload.readUInt32BE(16)).toBe(1200);
  });
});

describe('renders per client', () => {
  it(`answers 429 after ${LIMIT} renders from one address; kept images stay free`, async () => {
    const id = await stillCounter();
    const from = nextIp();
    for (const w of [300, 400, 480])
      expect((await get(`/counter/${id}/image.png?w=${w}`, from)).statusCode).toBe(200);
    // Kept images are not renders: as many as the client likes.
    for (let i = 0; i < 5; i++)
      expect((await get(`/counter/${id}/image.png?w=300`, from)).statusCode).toBe(200);
    const limited = await get(`/counter/${id}/image.png?w=600`, from);
    expect(limited.statusCode).toBe(429);
    const wait = /Too many requests\. Please wait (\d+) seconds/.exec(limited.json().message)?.[1];
    expect(Number(wait)).toBeGreaterThan(0);
    expect(limited.headers['retry-after']).toBe(wait);
    // The GIF and the share card share the bucket: a client cannot triple its renders.
    expect((await get(`/counter/${id}/image.gif?w=800`, from)).statusCode).toBe(429);
    expect((await get(`/counter/${id}/og.png`, from)).statusCode).toBe(429);
    // Another address renders the same image, and then the first gets it kept.
    expect((await get(`/counter/${id}/image.png?w=600`, nextIp())).statusCode).toBe(200);
    expect((await get(`/counter/${id}/image.png?w=600`, from)).statusCode).toBe(200);
  });
});

describe('renders in flight', () => {
  it('past the running renders and the queue, answers 503 with Retry-After', async () => {
    const id = await stillCounter();
    await get(`/counter/${id}/image.png?w=300`, nextIp()); // the view is cached
    // Distinct images (7 widths × 2 scales × 2 formats less the one kept), each from its own address
    // so that the per-client limit stays out of it, all at once.
    const urls = ['gif', 'png'].flatMap((f) =>
      [300, 400, 480, 600, 800, 1000, 1200].flatMap((w) =>
        [1, 2].map((s) => `/counter/${id}/image.${f}?w=${w}&scale=${s}`),
      ),
    );
    const answers = await Promise.all(urls.slice(1).map((u) => get(u, nextIp())));
    const busy = answers.filter((a) => a.statusCode === 503);
    const served = answers.filter((a) => a.statusCode === 200);
    expect(busy.length + served.length).toBe(answers.length);
    expect(busy.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThanOrEqual(RENDER_SLOTS.limit + RENDER_SLOTS.queue);
    for (const a of busy) {
      expect(a.headers['retry-after']).toBe(String(RENDER_SLOTS.retryAfterS));
      expect(a.json().message).toMatch(/busy/);
    }
    // Refused renders are not kept as failures: asked again later, the image is painted.
    const again = await get(urls[urls.length - 1] as string, nextIp());
    expect(again.statusCode).toBe(200);
  });
});
