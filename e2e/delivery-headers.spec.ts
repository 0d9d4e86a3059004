import { brotliDecompressSync } from 'node:zlib';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { expect, test, uniqueEmail } from './support/fixtures';

// What a first visit fetches is counted here: each test gets a browser context of its own, with an
// empty HTTP cache, not the worker's shared tab.
test.use({ freshTab: true });

// Issue 16: real statuses, compressed delivery with the right caching, link previews and site files,
// as a browser or a link-preview bot sees them from the running app.

test('unknown paths and counters answer 404; pages and counters 200', async ({ request }) => {
  expect((await request.get('/this/page/does-not-exist')).status()).toBe(404);
  expect((await request.get('/counter/zzzzzzzzzzzz')).status()).toBe(404);
  expect((await request.get('/embed/zzzzzzzzzzzz')).status()).toBe(404);
  const missing = await request.get('/counter/zzzzzzzzzzzz');
  expect(await missing.text()).toContain('Counter not found');
  for (const path of [
    '/',
    '/help',
    '/contact',
    '/privacy',
    '/terms',
    '/refund-policy',
    '/counter/demo',
    '/auth',
  ])
    expect((await request.get(path)).status(), path).toBe(200);
});

test('hashed assets come precompressed and immutable; pages compressed, no-cache, with an ETag', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers().vary).toMatch(/accept-encoding/i);
  const etag = page.headers().etag!;
  expect(etag).toMatch(/^W\/"/);
  expect((await request.get('/', { headers: { 'if-none-match': etag } })).status()).toBe(304);
  const html = await page.text(); // Playwright decodes
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const asset of scripts) {
    const res = await fetch(new URL(asset, page.url()), { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding'), asset).toBe('br');
    expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary'), asset).toMatch(/accept-encoding/i);
    const raw = Buffer.from(await res.arrayBuffer());
    // fetch in Node decodes br itself; either way the body is the script, not compressed bytes.
    const text = raw[0] === 0x1b ? brotliDecompressSync(raw).toString() : raw.toString();
    expect(text.length).toBeGreaterThan(0);
  }
});

test('a counter link previews its counter; site files are served', async ({ request, baseURL }) => {
  await request.post('/api/register', {
    data: { email: uniqueEmail('preview'), password: 'correct-horse' },
    headers: { origin: baseURL! },
  });
  const settings = {
    ...createFormDefaults(new Date(), 'UTC'),
    countdownType: 'number',
    title: 'Road to 1M',
    startNumber: 999_847,
    endNumber: 1_000_000,
  };
  const created = await request.post('/api/counters', {
    data: { name: 'Preview', settings },
    headers: { origin: baseURL! },
  });
  const id = ((await created.json()) as { id: string }).id;
  const html = await (await request.get(`/counter/${id}`)).text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:title')).toBe('Road to 1M — 999,847 of 1,000,000');
  expect(meta('og:image')).toBe(`${baseURL}/counter/${id}/og.png`);
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/counter/${id}" />`);
  const oembed = await request.get(`/oembed?url=${encodeURIComponent(`${baseURL}/counter/${id}`)}`);
  expect(oembed.status()).toBe(200);
  expect(await oembed.json()).toMatchObject({ type: 'rich', version: '1.0' });
  expect((await request.get('/oembed?url=nope')).status()).toBe(400);
  for (const [path, type] of [
    ['/robots.txt', 'text/plain'],
    ['/sitemap.xml', 'application/xml'],
    ['/favicon.ico', 'image/'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'manifest+json'],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toContain(type);
  }
  const help = await (await request.get('/help')).text();
  expect(help).toContain('<title>Help Center · Countstream</title>');
});

test('a counter page paints from its HTML: its CSS is inside, never fetched, and only its font is loaded', async ({
  page,
  request,
  baseURL,
}) => {
  await request.post('/api/register', {
    data: { email: uniqueEmail('inline'), password: 'correct-horse' },
    headers: { origin: baseURL! },
  });
  const created = await request.post('/api/counters', {
    data: { name: 'Inline', settings: { ...createFormDefaults(new Date(), 'UTC'), fontStyle: 'inter' } },
    headers: { origin: baseURL! },
  });
  const id = ((await created.json()) as { id: string }).id;
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  const res = await page.goto(`/counter/${id}`);
  const html = (await res?.text()) ?? '';
  expect(html).not.toMatch(/<link rel="stylesheet"(?: crossorigin)? href="[^"]+\.css">/);
  const inlined = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)" disabled>/g)].map(
    (m) => m[1]!,
  );
  expect(inlined.length).toBeGreaterThan(0);
  await expect(page.getByTestId('counter-digits')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Counter' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  for (const href of inlined) expect(fetched, href).not.toContain(href);
  // The display is laid out by the inlined rules (counter-display.css makes it a flex box).
  expect(await page.getByTestId('counter-display').evaluate((el) => getComputedStyle(el).display)).toBe(
    'flex',
  );
  const preload = /<link rel="preload" as="font"[^>]*href="([^"]+)"/.exec(html)?.[1];
  expect(fetched.filter((p) => p.endsWith('.woff2'))).toEqual([preload]);
  // In <head> a font preload holds Chromium's first paint until the file arrives; in <body> it cannot.
  expect(html.indexOf('<link rel="preload" as="font"')).toBeGreaterThan(html.indexOf('<body>'));
});

test('the landing page draws Inter from one variable file, so weights 500 to 800 are real', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(fonts).toHaveLength(1);
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.status === 'loaded')
      .map((f) => ({ family: f.family.replace(/"/g, ''), weight: f.weight }))
      .filter((f) => f.family !== 'Inter Fallback'); // local fonts scaled to Inter, nothing fetched
  });
  expect(faces).toEqual([{ family: 'Inter Variable', weight: '400 800' }]);
  // A semibold heading and a regular paragraph are drawn from that face, not from a fallback.
  expect(await page.evaluate(() => document.fonts.check('600 16px "Inter Variable"', 'Countstream'))).toBe(
    true,
  );
});

test('on a phone the landing does not move when Inter arrives late: a local font scaled to its metrics stands in', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Inter comes a second after the page, as on a slow phone: the text is drawn first in the stand-in.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/');
  const shift = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Layout shifts are read through an observer (the timeline's getEntries does not list them).
    const entries = await new Promise<{ value: number }[]>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries() as unknown as { value: number }[]);
      }).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve([]), 500); // none at all: the observer is never called
    });
    return {
      total: entries.reduce((sum, e) => sum + e.value, 0),
      inter: document.fonts.check('800 16px "Inter Variable"', 'A'),
      local: (await document.fonts.load('800 16px "Inter Fallback"', 'A')).length > 0,
    };
  });
  test.skip(!shift.local, 'needs Arial or Liberation Sans on this machine (Debian: fonts-liberation)');
  expect(shift.inter).toBe(true);
  expect(shift.total).toBeLessThan(0.005);
});
