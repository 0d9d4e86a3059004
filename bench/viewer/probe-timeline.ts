import { createFormDefaults } from '@core/counter/settings-defaults';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/browser';
import { createCounter, startApp } from './app-server';
import { SLOW_4G } from './measure';

// Diagnostic (no budget): where a throttled first visit of the viewer spends its time.
const app = await startApp();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const id = await createCounter(app.baseUrl, {
  ...createFormDefaults(new Date(), 'UTC'),
  startNumber: 987_650,
});
for (let i = 0; i < 3; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.addInitScript(`
    window.__marks = [];
    new MutationObserver(() => {
      if (!window.__seen && document.querySelector('[elementtiming]')) { window.__seen = 1; window.__marks.push(['digits-in-dom', performance.now()]); }
    }).observe(document, { subtree: true, childList: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__marks.push([e.entryType + ':' + (e.identifier || e.name), e.renderTime || e.startTime, e.loadTime]))).observe({ type: 'element', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__marks.push([e.entryType + ':' + e.name, e.startTime]))).observe({ type: 'paint', buffered: true });
  `);
  await page.goto(`${app.baseUrl}/counter/${id}`);
  await page.waitForTimeout(3000);
  const out = await page.evaluate(() => {
    const res = performance
      .getEntriesByType('resource')
      .map((r) => [
        r.name.replace(/^https?:\/\/[^/]+/, ''),
        Math.round(r.startTime),
        Math.round((r as PerformanceResourceTiming).responseEnd),
      ]);
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      res,
      marks: (window as unknown as { __marks: unknown[] }).__marks,
      nav: [
        Math.round(nav.responseEnd),
        Math.round(nav.domInteractive),
        Math.round(nav.domContentLoadedEventEnd),
      ],
    };
  });
  console.log(JSON.stringify(out, null, 0));
  await context.close();
}
await browser.close();
await app.close();
process.exit(0);
