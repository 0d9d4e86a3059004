import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import type { RenderViewer } from './counter-page';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  t = await createTestApp();
  dist = mkdtempSync(join(tmpdir(), 'cs-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<html><body><div id="root"></div>MAIN</body></html>');
  writeFileSync(
    join(dist, 'viewer.html'),
    '<html lang="en"><head><title>Countstream counter</title>\n  </head><body><div id="root"></div>VIEWER</body></html>',
  );
  writeFileSync(join(dist, 'assets', 'a-123.js'), 'console.log(1)');
});
afterAll(async () => {
  await t?.close();
});

describe('serving the web app', () => {
  it('serves the viewer entry with the counter view inlined, escaped and inert', async () => {
    // A stand-in for the viewer's server renderer (the real one is built by Vite; e2e/ssr-*.spec.ts
    // drive it): it names what it was given, so the wiring is checked here.
    const renderViewer: RenderViewer = (input) => ({
      markup: `<main>${input.view ? 'FOUND' : 'MISSING'} ${input.pathname}${input.search} ${input.locale}</main>`,
      head: '<style>@font-face{}</style>',
      bodyStart: '<link rel="preload" as="font" href="/assets/f.woff2" />',
      state: input.view ? { view: input.view, now: input.now } : null,
      transparent: input.search.includes('transparent'),
    });
    const app = await buildApp({
      config: t.config,
      database: t.app.dbHandle,
      logger: false,
      distDir: dist,
      renderViewer,
    });
    try {
      const owner = await signUp(t);
      const settings = {
        ...createFormDefaults(new Date(), 'UTC'),
        title: '</script><script>alert(1)</script>',
      };
      const created = await t.request({
        method: 'POST',
        url: '/api/counters',
        cookie: owner.cookie,
        payload: { name: 'x', settings },
      });
      const id = created.json().id;
      const page = await app.inject({
        method: 'GET',
        url: `/counter/${id}`,
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      expect(page.body).toContain('VIEWER');
      expect(page.body).toContain(`<div id="root"><main>FOUND /counter/${id} de-DE</main></div>`);
      expect(page.body).toContain('<style>@font-face{}</style>\n  </head>');
      // The font's preload stands in <body>, where it cannot hold the first paint.
      expect(page.body).toContain('<link rel="preload" as="font" href="/assets/f.woff2" /><div id="root">');
      expect(page.body).toContain('<script id="counter-view" type="application/json" data-resolved>');
      expect(page.body).not.toContain('</script><script>alert(1)');
      const inline = /<script id="counter-view" type="application\/json" data-resolved>(.*?)<\/script>/.exec(
        page.body,
      )?.[1];
      expect(JSON.parse(inline!).view.settings.title).toBe(settings.title);
      const embed = await app.inject({ method: 'GET', url: `/embed/${id}?transparent=1` });
      expect(embed.body).toContain(`<main>FOUND /embed/${id}?transparent=1 en-US</main>`);
      expect(embed.body).toContain('<html lang="en" data-transparent="">');
      const missing = await app.inject({ method: 'GET', url: '/counter/zzzzzzzzzzzz' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('VIEWER');
      expect(missing.body).toContain('<div id="root"><main>MISSING /counter/zzzzzzzzzzzz en-US</main></div>');
      // Known to be missing: the page says so, and the viewer asks the API nothing (no 404 in its console).
      expect(missing.body).toContain(
        '<script id="counter-view" type="application/json" data-missing></script>',
      );
      expect((await app.inject({ method: 'GET', url: '/embed/bad!id' })).statusCode).toBe(404);
      expect(page.statusCode).toBe(200);
      const known = await app.inject({ method: 'GET', url: '/counter/new' });
      expect([known.statusCode, known.body.includes('MAIN')]).toEqual([200, true]);
      // Unknown pages answer 404 with the app, which shows its 404 page.
      const unknown = await app.inject({ method: 'GET', url: '/some/page' });
      expect([unknown.statusCode, unknown.body.includes('MAIN')]).toEqual([404, true]);
      const asset = await app.inject({ method: 'GET', url: '/assets/a-123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ method: 'GET', url: '/nope.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
