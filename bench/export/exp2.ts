import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/browser';
import { buildHarness } from './build-harness';
import { serveDir } from './static-server';
const base = { title: 'Road to 70', startNumber: 0, endNumber: 70, speed: 100, backgroundType: 'gradient', animationStyle: 'fade-scale', socialIcon: 'instagram', iconPosition: 'title-left' };
const dir = mkdtempSync(join(tmpdir(), 'cs-prof-'));
await buildHarness(dir);
const site = await serveDir(dir);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto(site.url);
await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
const variants: Record<string, object> = {
  base: {}, solid: { backgroundType: 'solid' }, notitle: { title: '', socialIcon: 'none' }, noicon: { socialIcon: 'none' },
  bare: { backgroundType: 'solid', title: '', socialIcon: 'none' },
};
for (let round = 0; round < 2; round++)
for (const [k, v] of Object.entries(variants)) {
  const ms = await page.evaluate(([c]) => (window as any).exportHarness.timeDraw(c, 'landscape', 60), [{ ...base, ...v }] as const);
  console.log(k, ms.toFixed(1));
}
await browser.close(); site.server.close();
