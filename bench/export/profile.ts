import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/browser';
import { buildHarness } from './build-harness';
import { serveDir } from './static-server';

const COUNTER = {
  title: 'Road to 70', startNumber: 0, endNumber: 70, speed: 100, backgroundType: 'gradient',
  animationStyle: 'fade-scale', socialIcon: 'instagram', iconPosition: 'title-left',
};
const dir = mkdtempSync(join(tmpdir(), 'cs-prof-'));
await buildHarness(dir);
const site = await serveDir(dir);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto(site.url);
await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
const cases = JSON.parse(process.env.CASES ?? '[{"sizeId":"landscape","fps":30,"container":"mp4"}]');
for (const c of cases) {
  for (let i = 0; i < Number(process.env.N ?? 1); i++) {
    const r = await page.evaluate(([counter, opts]) => (window as any).exportHarness.exportVideo(counter, opts), [COUNTER, c] as const);
    const f = r.durationMs / 1000 * c.fps;
    const t = Object.fromEntries(Object.entries(r.timings ?? {}).map(([k, v]) => [k, k === 'rasterized' ? v : `${((v as number) / f).toFixed(1)}ms/f`]));
    console.log(JSON.stringify(c), r.codec, (r.wallMs / 1000).toFixed(2), 's', r.bytes, JSON.stringify(t));
  }
}
await browser.close();
site.server.close();
