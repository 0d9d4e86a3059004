import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/browser';
import { createShareCounter, startApp } from './viewer/app-server';

// Screenshots of the server-rendered viewer with JavaScript off and on, at 375 and 1280 px wide, to
// look at: `npx tsx bench/delivery-screenshots.ts` (files in bench/out/delivery/).
const out = 'bench/out/delivery';
mkdirSync(out, { recursive: true });
const app = await startApp();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const id = await createShareCounter(app.baseUrl);
  for (const width of [375, 1280]) {
    for (const js of [false, true]) {
      const context = await browser.newContext({
        viewport: { width, height: width < 500 ? 740 : 800 },
        javaScriptEnabled: js,
      });
      const page = await context.newPage();
      for (const [name, path] of [
        ['counter', `/counter/${id}`],
        ['embed', `/embed/${id}`],
        ['missing', '/counter/zzzzzzzzzzzz'],
        ['demo', '/counter/demo'],
      ] as const) {
        await page.goto(`${app.baseUrl}${path}`);
        await page.waitForTimeout(600);
        await page.screenshot({ path: `${out}/${name}-${width}-${js ? 'js' : 'nojs'}.png` });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
}
process.exit(0);
