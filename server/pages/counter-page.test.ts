import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { htmlStartTag, type RenderViewer } from './counter-page';

// A hot counter link is rendered once per frame, at most once a second: a stand-in renderer (the
// real one is built by Vite; its frameMs is tested in web/src/features/viewer/server-render.test.ts)
// draws the instant it was given and says how long that frame holds.
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let id: string;
let frameMs: number | null = null;
const renders: number[] = [];
const renderViewer: RenderViewer = (input) => {
  renders.push(input.now);
  return {
    markup: `<main>AT ${input.now}</main>`,
    head: '',
    state: { now: input.now },
    transparent: false,
    frameMs,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'cs-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><body><div id="root"></div>MAIN</body></html>');
  writeFileSync(
    join(dist, 'viewer.html'),
    '<html lang="en"><head><title>Countstream counter</title>\n  </head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({
    config: t.config,
    database: t.app.dbHandle,
    logger: false,
    distDir: dist,
    renderViewer,
  });
  id = (await createOwnedCounter()).id;
});

async function createOwnedCounter() {
  const owner = await signUp(t);
  const created = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie: owner.cookie,
    payload: { name: 'x', settings: createFormDefaults(new Date(), 'UTC') },
  });
  return { id: created.json().id as string, cookie: owner.cookie };
}
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
// The clock the pages are drawn and kept by, set by each test (timers stay real).
const T0 = Date.UTC(2030, 0, 1, 12, 0, 0, 100);
const at = (ms: number) => vi.setSystemTime(T0 + ms);
afterEach(() => {
  vi.useRealTimers();
});

describe('counter pages kept while their frame holds', () => {
  it('sends the same page, ETag and all, until the frame ends, then draws the new instant', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    frameMs = 150;
    renders.length = 0;
    at(0);
    const first = await get(`/counter/${id}?a`);
    at(149);
    const again = await get(`/counter/${id}?a`);
    expect(renders).toEqual([T0]);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.body).toContain(`<main>AT ${T0}</main>`);
    const revalidated = await app.inject({
      method: 'GET',
      url: `/counter/${id}?a`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    at(150);
    const later = await get(`/counter/${id}?a`);
    expect(renders).toEqual([T0, T0 + 150]);
    expect(later.body).toContain(`<main>AT ${T0 + 150}</main>`);
    expect(later.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps a still frame for a second at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    frameMs = null;
    renders.length = 0;
    at(0);
    await get(`/counter/${id}?b`);
    at(999);
    await get(`/counter/${id}?b`);
    expect(renders).toEqual([T0]);
    at(1000);
    await get(`/counter/${id}?b`);
    expect(renders).toEqual([T0, T0 + 1000]);
  });

  it('draws every request of a frame that has already ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    frameMs = 0;
    renders.length = 0;
    at(0);
    await get(`/counter/${id}?c`);
    await get(`/counter/${id}?c`);
    expect(renders).toHaveLength(2);
  });
});

describe('the page of a missing counter', () => {
  it('is drawn once for every unknown id of a mode, query and locale, and stays a 404', async () => {
    renders.length = 0;
    const first = await get('/counter/AAAAAAAAAAAA');
    const second = await get('/counter/BBBBBBBBBBBB');
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('Counter not found');
    expect(renders).toHaveLength(1);
    await get('/embed/AAAAAAAAAAAA');
    await get('/counter/AAAAAAAAAAAA?transparent=1');
    expect(renders).toHaveLength(3);
  });

  it('is drawn for a deleted counter as for one that never was', async () => {
    renders.length = 0;
    const { id: gone, cookie } = await createOwnedCounter();
    expect((await get(`/counter/${gone}?d`)).statusCode).toBe(200);
    // Deleted through the app that serves the pages: its caches are the ones the deletion clears.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/counters/${gone}`,
      headers: { origin: t.config.appUrl, cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const res = await get(`/counter/${gone}?d`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Counter not found');
  });
});

describe("the page's <html> tag", () => {
  it("speaks the counter's language, right to left for Arabic, and keeps an embed's transparency", () => {
    expect(htmlStartTag({ lang: 'ar', rtl: true, transparent: false })).toBe('<html lang="ar" dir="rtl">');
    expect(htmlStartTag({ lang: 'pt-BR', rtl: false, transparent: true })).toBe(
      '<html lang="pt-BR" data-transparent="">',
    );
    expect(htmlStartTag(null)).toBe('<html lang="en">');
  });

  it('never writes a language that is not a plain tag', () => {
    expect(htmlStartTag({ lang: 'x" onload="1', rtl: false, transparent: false })).toBe('<html lang="en">');
  });
});
