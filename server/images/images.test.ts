import type { RunState } from '@core/counter/live/run-state';
import { createFormDefaults, resolveViewerSettings } from '@core/counter/settings-defaults';
import { imageHeight } from '@core/painter/image-size';
import { eq } from 'drizzle-orm';
import { GifReader } from 'omggif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterImageOpens, counters, users } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { renderImage } from './render-image';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NOW = new Date();
// Far enough ahead that the 60 frames never reach the end.
const future = new Date(NOW.getTime() + 3 * 86_400_000).toISOString().slice(0, 16);

async function counterOf(premium: boolean, over: Record<string, unknown> = {}) {
  const u = await signUp(t);
  if (premium)
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'active', premiumSource: 'admin' })
      .where(eq(users.email, u.email));
  const settings = {
    ...createFormDefaults(NOW, 'UTC'),
    countdownType: 'datetime',
    endDateTime: future,
    timeZone: 'UTC',
    title: 'Launch',
    ...over,
  };
  const res = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie: u.cookie,
    payload: { name: 'Launch', settings },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as string, cookie: u.cookie };
}

const get = (url: string) => t.request({ method: 'GET', url });
const gifOf = (body: Buffer) => new GifReader(new Uint8Array(body));

describe('counter images', () => {
  it('a Premium countdown GIF: 60 one-second frames at the default 600 px, played once, no caching', async () => {
    const { id } = await counterOf(true);
    const res = await get(`/counter/${id}/image.gif`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    // Mail clients and their proxies must ask again on every open: nothing to keep, nothing to revalidate.
    expect(res.headers['cache-control']).toBe('no-store, no-cache, must-revalidate, max-age=0, private');
    expect(res.headers.pragma).toBe('no-cache');
    expect(new Date(String(res.headers.expires)).getTime()).toBe(0);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    const gif = gifOf(res.rawPayload);
    expect(gif.width).toBe(600);
    expect(gif.numFrames()).toBe(60);
    for (let i = 0; i < 60; i++) expect(gif.frameInfo(i).delay).toBe(100);
    // No looping: no NETSCAPE extension, so readers hold the last frame.
    expect(gif.loopCount()).toBeNull();
    expect(res.rawPayload.length).toBeLessThanOrEqual(150 * 1024);
    // Frame difference: later frames change only the seconds digits, the rest is transparent.
    expect(gif.frameInfo(1).transparent_index).toBe(255);
    // Every frame changes something (the seconds tick), and only a small part of the picture.
    const pixels = new Uint8Array(gif.width * gif.height * 4);
    for (let i = 1; i < 60; i++) {
      const frame = new Uint8Array(gif.width * gif.height * 4);
      gif.decodeAndBlitFrameRGBA(i, frame);
      let written = 0;
      for (let p = 3; p < frame.length; p += 4) if (frame[p] !== 0) written++;
      expect(written, `frame ${i}`).toBeGreaterThan(0);
      expect(written, `frame ${i}`).toBeLessThan(pixels.length / 4 / 4);
    }
  });

  it('w and scale set the size; height follows the design', async () => {
    const { id } = await counterOf(true);
    const small = gifOf((await get(`/counter/${id}/image.gif?w=300`)).rawPayload);
    const retina = gifOf((await get(`/counter/${id}/image.gif?w=300&scale=2`)).rawPayload);
    expect(small.width).toBe(300);
    expect(retina.width).toBe(600);
    expect(retina.height).toBe(2 * small.height);
    const png = await get(`/counter/${id}/image.png?w=1200`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.readUInt32BE(16)).toBe(1200);
  });

  it('a finished countdown is a still with its completion message', async () => {
    const { id } = await counterOf(true, { completionMessage: 'Done!' });
    const before = gifOf((await get(`/counter/${id}/image.gif`)).rawPayload);
    // The form refuses a past end: move it there as time would.
    const [row] = await t.app.db.select().from(counters).where(eq(counters.id, id));
    await t.app.db
      .update(counters)
      .set({ settings: { ...row?.settings, endDateTime: '2020-01-01T00:00' }, updatedAt: new Date() })
      .where(eq(counters.id, id));
    t.app.viewCache.invalidate(id);
    const gif = gifOf((await get(`/counter/${id}/image.gif`)).rawPayload);
    expect(gif.numFrames()).toBe(1);
    // The message replaces the digits: a different picture from the running countdown's first frame.
    const a = new Uint8Array(before.width * before.height * 4);
    const b = new Uint8Array(gif.width * gif.height * 4);
    before.decodeAndBlitFrameRGBA(0, a);
    gif.decodeAndBlitFrameRGBA(0, b);
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).not.toBe(0);
  });

  it('a number counter runs start to end, at most 60 frames at its speed', async () => {
    const { id } = await counterOf(true, {
      countdownType: 'number',
      startNumber: 0,
      endNumber: 10,
      speed: 500,
    });
    const gif = gifOf((await get(`/counter/${id}/image.gif`)).rawPayload);
    expect(gif.numFrames()).toBe(11);
    expect(gif.frameInfo(0).delay).toBe(50);
    const { id: long } = await counterOf(true, { countdownType: 'number', startNumber: 0, endNumber: 5000 });
    expect(gifOf((await get(`/counter/${long}/image.gif`)).rawPayload).numFrames()).toBe(60);
  });

  it('first=1 (the dashboard thumbnail) paints a number counter as it opens, not at its end', async () => {
    const { id } = await counterOf(true, {
      countdownType: 'number',
      startNumber: 99_850,
      endNumber: 100_000,
    });
    const end = (await get(`/counter/${id}/image.png?w=400&preview=1`)).rawPayload;
    const first = (await get(`/counter/${id}/image.png?w=400&first=1&preview=1`)).rawPayload;
    // Its own render of the start (image-scene.test.ts), not the end's kept under the same key.
    expect(first.subarray(0, 8).equals(end.subarray(0, 8))).toBe(true);
    expect(first.equals(end)).toBe(false);
  });

  it('Free counters get a still with the upgrade note and the watermark (e-mail images are Premium)', async () => {
    const free = await counterOf(false);
    const premium = await counterOf(true);
    const f = gifOf((await get(`/counter/${free.id}/image.gif`)).rawPayload);
    const p = gifOf((await get(`/counter/${premium.id}/image.gif`)).rawPayload);
    expect(f.numFrames()).toBe(1);
    // The badges get their own room under the design.
    expect(f.height).toBeGreaterThan(p.height);
  });

  it('a synced countdown’s image follows its run: added time and a pause, as the live viewer shows', async () => {
    const { id, cookie } = await counterOf(true, { synced: true, endDateTime: future });
    const control = async (payload: object) => {
      const res = await t.request({ method: 'POST', url: `/api/counters/${id}/control`, cookie, payload });
      expect(res.statusCode).toBe(200);
      return res.json().run as RunState;
    };
    await control({ action: 'start' });
    await control({ action: 'pause' });
    // Paused: the image is one still frame, whatever the second.
    const run = await control({ action: 'add-time', ms: 23 * 60_000 + 13_000 });
    // The kept run is read at most once a second: wait that out.
    await new Promise((r) => setTimeout(r, 1100));
    const served = gifOf((await get(`/counter/${id}/image.gif?preview=1`)).rawPayload);
    expect(served.numFrames()).toBe(1);
    const [row] = await t.app.db.select().from(counters).where(eq(counters.id, id));
    const settings = resolveViewerSettings(row!.settings);
    const job = { settings, premium: true, format: 'gif' as const, width: 600, scale: 1 as const };
    const firstFrame = async (bytes: Buffer) => {
      const gif = gifOf(bytes);
      const rgba = new Uint8Array(gif.width * gif.height * 4);
      gif.decodeAndBlitFrameRGBA(0, rgba);
      return Buffer.from(rgba);
    };
    const frameOf = (g: GifReader) => {
      const rgba = new Uint8Array(g.width * g.height * 4);
      g.decodeAndBlitFrameRGBA(0, rgba);
      return Buffer.from(rgba);
    };
    // The same picture as the painter gives for that run (paused: any later instant)...
    const expected = await firstFrame(await renderImage({ ...job, now: Date.now() + 5000, run }));
    expect(Buffer.compare(frameOf(served), expected)).toBe(0);
    // ...and not the end alone, which knows nothing of the added 23 min 13 s.
    const unsynced = await firstFrame(
      await renderImage({ ...job, now: run.pausedAt ?? Date.now(), run: null }),
    );
    expect(Buffer.compare(frameOf(served), unsynced)).not.toBe(0);
    // Resumed, it counts again: sixty frames.
    await control({ action: 'resume' });
    await new Promise((r) => setTimeout(r, 1100));
    expect(gifOf((await get(`/counter/${id}/image.gif?preview=1`)).rawPayload).numFrames()).toBe(60);
  });

  it('the stored e-mail choices reach the served image: layout and the end', async () => {
    const ended = { endDateTime: '2020-01-01T00:00', completionMessage: 'Done!' };
    const imageOf = async (over: Record<string, unknown>) => {
      const { id } = await counterOf(true, over);
      // The form refuses a past end: move it there as time would.
      const [row] = await t.app.db.select().from(counters).where(eq(counters.id, id));
      await t.app.db
        .update(counters)
        .set({ settings: { ...row?.settings, ...ended }, updatedAt: new Date() })
        .where(eq(counters.id, id));
      t.app.viewCache.invalidate(id);
      const g = gifOf((await get(`/counter/${id}/image.gif?preview=1`)).rawPayload);
      const rgba = new Uint8Array(g.width * g.height * 4);
      g.decodeAndBlitFrameRGBA(0, rgba);
      return { height: g.height, rgba: Buffer.from(rgba) };
    };
    const cards = await imageOf({});
    const digits = await imageOf({ emailLayout: 'digits' });
    const zeros = await imageOf({ emailEnd: 'zeros' });
    const text = await imageOf({ emailEndText: 'Sale ended' });
    // Bare digits make another height than cards (the snippet's height follows the same rule).
    const settings = resolveViewerSettings({
      ...createFormDefaults(NOW, 'UTC'),
      countdownType: 'datetime',
      title: 'Launch',
    });
    expect(cards.height).toBe(imageHeight(settings, 600, false));
    expect(digits.height).toBe(imageHeight({ ...settings, emailLayout: 'digits' }, 600, false));
    expect(digits.height).not.toBe(cards.height);
    // Ended: the completion message, 00:00:00 or the text of its own: three pictures.
    expect(Buffer.compare(cards.rgba, zeros.rgba)).not.toBe(0);
    expect(Buffer.compare(cards.rgba, text.rgba)).not.toBe(0);
    expect(Buffer.compare(zeros.rgba, text.rgba)).not.toBe(0);
  });

  it('the end choice: the server refuses an end text that would be empty, and writes nothing', async () => {
    const u = await signUp(t);
    // Premium: more than one counter.
    await t.app.db
      .update(users)
      .set({ subscriptionStatus: 'active', premiumSource: 'admin' })
      .where(eq(users.email, u.email));
    const settings = {
      ...createFormDefaults(NOW, 'UTC'),
      countdownType: 'datetime',
      endDateTime: future,
      timeZone: 'UTC',
      completionMessage: '',
      emailEnd: 'text',
      emailEndText: '   ',
    };
    const before = (await t.app.db.select().from(counters)).length;
    const res = await t.request({
      method: 'POST',
      url: '/api/counters',
      cookie: u.cookie,
      payload: { name: 'Sale', settings },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Write the text the e-mail image shows after the end');
    expect((await t.app.db.select().from(counters)).length).toBe(before);
    // With its own text, or the zeros, it saves.
    for (const patch of [{ emailEndText: 'Sale ended' }, { emailEnd: 'zeros' }]) {
      const ok = await t.request({
        method: 'POST',
        url: '/api/counters',
        cookie: u.cookie,
        payload: { name: 'Sale', settings: { ...settings, ...patch } },
      });
      expect(ok.statusCode, JSON.stringify(patch)).toBe(201);
    }
  });

  it('unknown and deleted counters answer 404; bad parameters 400 with a message', async () => {
    expect((await get('/counter/nope-unknown-id/image.gif')).statusCode).toBe(404);
    expect((await get('/counter/bad!/image.png')).statusCode).toBe(404);
    const { id, cookie } = await counterOf(true);
    for (const q of ['w=199', 'w=1201', 'w=abc', 'w=600.5', 'scale=3', 'scale=', 'first=0', 'first=']) {
      const res = await get(`/counter/${id}/image.gif?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/^(w|scale|first) must/);
    }
    await t.request({ method: 'DELETE', url: `/api/counters/${id}`, cookie });
    expect((await get(`/counter/${id}/image.gif`)).statusCode).toBe(404);
    expect((await get(`/counter/${id}/og.png`)).statusCode).toBe(404);
  });

  it('concurrent requests for the same counter, size and second share one render', async () => {
    const { id } = await counterOf(true);
    await get(`/counter/${id}/image.png`); // the view is cached; the GIF is not rendered yet
    const before = t.app.imageRenders.renders;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(`/counter/${id}/image.gif?w=420`)),
    );
    const after = t.app.imageRenders.renders;
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // One render, or two when the requests straddled a second boundary.
    expect(after - before).toBeGreaterThanOrEqual(1);
    expect(after - before).toBeLessThanOrEqual(2);
  });

  it('counts opens per counter and day, shown to the owner', async () => {
    const { id, cookie } = await counterOf(true);
    await get(`/counter/${id}/image.gif`);
    await get(`/counter/${id}/image.png`);
    const res = await t.request({ method: 'GET', url: '/api/image-opens', cookie });
    expect(res.json().opens[id]).toBe(2);
    const rows = await t.app.db.select().from(counterImageOpens).where(eq(counterImageOpens.counterId, id));
    expect(rows).toEqual([{ counterId: id, day: new Date().toISOString().slice(0, 10), opens: 2 }]);
    expect((await t.request({ method: 'GET', url: '/api/image-opens' })).statusCode).toBe(401);
  });

  it('og.png: a 1200×630 PNG with an ETag, kept for a minute', async () => {
    const { id } = await counterOf(false);
    const res = await get(`/counter/${id}/og.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(res.rawPayload.readUInt32BE(20)).toBe(630);
    const etag = String(res.headers.etag);
    const again = await t.request({
      method: 'GET',
      url: `/counter/${id}/og.png`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
