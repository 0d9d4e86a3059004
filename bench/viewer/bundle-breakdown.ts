import { gzipSync } from 'node:zlib';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/browser';
import { BENCHES } from '../support/benches';
import { createCounter, startApp } from './app-server';

// Diagnostic, not a budget: which scripts and stylesheets make up viewer_js_css_gzip_kb, largest
// first (`npx tsx bench/viewer/bundle-breakdown.ts`, after `npm run build`). SYNCED=1 measures a
// synced counter's viewer, which also loads the live chunk.
// The budget as the bench report checks it, so this print cannot go stale when it changes.
const budgetKb = BENCHES.find((b) => b.name === 'viewer')?.budgets.find(
  (b) => b.figure === 'viewer_js_css_gzip_kb',
)?.limit;
const app = await startApp();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const id = await createCounter(app.baseUrl, {
    ...createFormDefaults(new Date(), 'UTC'),
    title: 'Bench',
    startNumber: 987_650,
    speed: 100,
    synced: process.env.SYNCED === '1',
  });
  const page = await (await browser.newContext()).newPage();
  const sizes: Promise<[string, number]>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    sizes.push(res.body().then((b) => [new URL(res.url()).pathname, gzipSync(b).length]));
  });
  await page.goto(`${app.baseUrl}/counter/${id}`, { waitUntil: 'networkidle' });
  await page.getByTestId('counter-digits').waitFor();
  await page.waitForLoadState('networkidle');
  const all = (await Promise.all(sizes)).sort((a, b) => b[1] - a[1]);
  for (const [path, bytes] of all) console.log(`${String(bytes).padStart(7)}  ${path}`);
  console.log(
    `${String(all.reduce((sum, [, b]) => sum + b, 0)).padStart(7)}  total (budget ${budgetKb === undefined ? 'unknown' : `${budgetKb * 1024} bytes, ${budgetKb} KB`})`,
  );
} finally {
  await browser.close();
  await app.close();
}
