import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { LIMITS } from '@core/counter/settings-options';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { pageCacheOf, type RenderViewer } from './counter-page';
import { escapeHtml } from './head-tags';

// A counter's title and completion message are anyone's text, and "$`" in a replacement string
// stands for everything before the match: put through String.replace as a string, a title of
// "$`"s once grew a 31 KB page to 53 MB. The page must hold the text as written, at about the size
// of any other counter's page.
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;

// As the real renderer does, the counter's title and message are drawn, put in the head and in the
// state handed to the browser.
const renderViewer: RenderViewer = (input) => {
  const settings = (input.view as { settings?: { title?: string; completionMessage?: string } } | null)
    ?.settings;
  const title = escapeHtml(settings?.title ?? '');
  return {
    markup: `<main><h1>${title}</h1><p>${escapeHtml(settings?.completionMessage ?? '')}</p></main>`,
    head: `<meta name="counter-title" content="${title}" />`,
    state: input.view,
    transparent: false,
    frameMs: null,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'cs-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><body><div id="root"></div>MAIN</body></html>');
  // About the built viewer's size: its inline styles make most of its 31 KB.
  writeFileSync(
    join(dist, 'viewer.html'),
    `<html lang="en"><head><title>Countstream counter</title>\n<style>${'.c{color:red}\n'.repeat(2000)}</style>\n  </head><body><div id="root"></div></body></html>`,
  );
  app = await buildApp({
    config: t.config,
    database: t.app.dbHandle,
    logger: false,
    distDir: dist,
    renderViewer,
  });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

// A countdown to a day from now (a past end is refused); pages asked two days on show it ended, when
// its title and share previews carry the completion message.
async function createCounter(title: string, completionMessage: string) {
  const settings = {
    ...createFormDefaults(new Date(), 'UTC'),
    countdownType: 'datetime',
    title,
    completionMessage,
  };
  // An owner each: a Free account holds only so many counters.
  const owner = await signUp(t);
  const created = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie: owner.cookie,
    payload: { name: 'x', settings },
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

const afterTheEnd = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 2 * 86_400_000);
};
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

describe('a counter page with "$" patterns in its text', () => {
  it('holds the title and message as written, at about the size of a plain counter page', async () => {
    const title = '$`'.repeat(LIMITS.titleMax / 2);
    const message = '$`'.repeat(LIMITS.completionMessageMax / 2);
    const [plainId, patternedId] = [
      await createCounter('Plain', 'Done'),
      await createCounter(title, message),
    ];
    afterTheEnd();
    const plain = await get(`/counter/${plainId}`);
    const patterned = await get(`/counter/${patternedId}`);
    expect([plain.statusCode, patterned.statusCode]).toEqual([200, 200]);
    const [plainBytes, patternedBytes] = [plain.rawPayload.length, patterned.rawPayload.length];
    expect(patternedBytes, `${patternedBytes} bytes against ${plainBytes}`).toBeLessThanOrEqual(
      3 * plainBytes,
    );
    expect(patterned.body).toContain(`<title>${title} — ${message}</title>`);
    expect(patterned.body).toContain(`<h1>${title}</h1><p>${message}</p>`);
    expect(patterned.body).toContain(`<meta name="counter-title" content="${title}" />`);
    expect(patterned.body).toContain(`"title":"${title}"`);
  });

  it("keeps other patterns ($&, $', $<name>, $1) as written too", async () => {
    const title = "A $& B $' C $<x> D $1 E $$";
    const id = await createCounter(title, "$'$&");
    afterTheEnd();
    const page = await get(`/counter/${id}`);
    expect(page.body).toContain(`<title>${escapeHtml(title)} — ${escapeHtml("$'$&")}</title>`);
    expect(page.body).toContain(`<h1>${escapeHtml(title)}</h1>`);
  });
});

describe('the counter page cache', () => {
  it('lets expired pages go as new addresses come in, not only once full', async () => {
    const id = await createCounter('Kept', 'Done');
    vi.useFakeTimers({ toFake: ['Date'] });
    const T0 = Date.UTC(2030, 0, 1, 12, 0, 0, 100);
    vi.setSystemTime(T0);
    pageCacheOf(app).clear();
    for (let i = 0; i < 5; i++) await get(`/counter/${id}?q=${i}`);
    expect(pageCacheOf(app).size).toBe(5);
    // A still frame holds a second: then one more address leaves only its own page.
    vi.setSystemTime(T0 + 1000);
    await get(`/counter/${id}?q=new`);
    expect(pageCacheOf(app).size).toBe(1);
  });

  it('stays within its byte budget however many queries are asked', async () => {
    const id = await createCounter('Kept', 'Done');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2030, 0, 1, 12, 0, 0, 100));
    pageCacheOf(app).clear();
    // Each query is part of a key: 30 keys of a megabyte (two bytes a character) are over the 24 MB
    // budget, far below the count of 500.
    const long = 'q'.repeat(500_000);
    for (let i = 0; i < 30; i++) await get(`/counter/${id}?${i}${long}`);
    expect(pageCacheOf(app).bytes).toBeLessThanOrEqual(24 * 1024 * 1024);
    expect(pageCacheOf(app).size).toBeLessThan(30);
    expect(pageCacheOf(app).size).toBeGreaterThan(15);
  });
});
