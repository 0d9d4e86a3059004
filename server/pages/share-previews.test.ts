import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
let id: string;
const head = '<head><title>Built title</title>\n<meta name="description" content="built" /></head>';
beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'cs-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<html>${head}<body><div id="root"></div>MAIN</body></html>`);
  writeFileSync(
    join(dist, 'viewer.html'),
    '<html><head><title>Countstream counter</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({ config: t.config, database: t.app.dbHandle, logger: false, distDir: dist });
  const owner = await signUp(t);
  const settings = {
    ...createFormDefaults(new Date(), 'UTC'),
    countdownType: 'number',
    title: 'Road to 1M <b>',
    startNumber: 999_847,
    endNumber: 1_000_000,
  };
  const created = await t.request({
    method: 'POST',
    url: '/api/counters',
    cookie: owner.cookie,
    payload: { name: 'x', settings },
  });
  id = created.json().id;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const attr = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('share previews', () => {
  it('a counter page is described by its counter, with canonical, Open Graph, Twitter and oEmbed tags', async () => {
    const base = t.config.appUrl;
    const res = await app.inject({ method: 'GET', url: `/counter/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Road to 1M &lt;b&gt; — 999,847 of 1,000,000</title>');
    expect(html).not.toContain('Countstream counter');
    expect(attr(html, 'description')).toContain('Road to 1M &lt;b&gt; — 999,847 of 1,000,000');
    expect(html).toContain(`<link rel="canonical" href="${base}/counter/${id}" />`);
    expect(attr(html, 'og:title')).toBe('Road to 1M &lt;b&gt; — 999,847 of 1,000,000');
    expect(attr(html, 'og:url')).toBe(`${base}/counter/${id}`);
    expect(attr(html, 'og:image')).toBe(`${base}/counter/${id}/og.png`);
    expect(attr(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${base}/oembed?url=${encodeURIComponent(`${base}/counter/${id}`)}&amp;format=json"`,
    );
    const embed = await app.inject({ method: 'GET', url: `/embed/${id}` });
    expect(attr(embed.body, 'robots')).toBe('noindex');
    expect(embed.body).toContain(`<link rel="canonical" href="${base}/counter/${id}" />`);
  });

  it('public pages have their own titles and descriptions; other pages the site’s, not indexed', async () => {
    const help = await app.inject({ method: 'GET', url: '/help' });
    expect(help.body).toContain('<title>Help Center · Countstream</title>');
    expect(help.body).not.toContain('Built title');
    expect(attr(help.body, 'description')).toMatch(/OBS/);
    expect(attr(help.body, 'robots')).toBeUndefined();
    const terms = await app.inject({ method: 'GET', url: '/terms' });
    expect(terms.body).toContain('<title>Terms of Service · Countstream</title>');
    const account = await app.inject({ method: 'GET', url: '/account' });
    expect(attr(account.body, 'robots')).toBe('noindex');
  });

  it('oEmbed answers a rich iframe for our counter links, 404 for unknown counters, 400 for other urls', async () => {
    const base = t.config.appUrl;
    const url = `${base}/counter/${id}`;
    const res = await app.inject({
      method: 'GET',
      url: `/oembed?url=${encodeURIComponent(url)}&maxwidth=480`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      width: 480,
      height: 270,
      provider_name: 'Countstream',
    });
    expect(body.html).toContain(`<iframe src="${base}/embed/${id}" width="480" height="270"`);
    expect(body.title).toBe('Road to 1M <b> — 999,847 of 1,000,000');
    const missing = await app.inject({
      method: 'GET',
      url: `/oembed?url=${encodeURIComponent(`${base}/counter/zzzzzzzzzzzz`)}`,
    });
    expect(missing.statusCode).toBe(404);
    for (const bad of ['', 'not a url', 'https://example.com/counter/abcdefgh', `${base}/help`]) {
      const r = await app.inject({ method: 'GET', url: `/oembed?url=${encodeURIComponent(bad)}` });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().message).toMatch(/url/);
    }
  });

  it('robots.txt points at the sitemap, which lists public pages only', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${t.config.appUrl}/sitemap.xml`);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${t.config.appUrl}/help</loc>`);
    expect(sitemap.body).not.toContain(id);
    expect(sitemap.body).not.toMatch(/account|dashboard|admin|embed/);
  });
});
