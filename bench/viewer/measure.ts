import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

/** (a) Gzip bytes of every script and stylesheet a first visit loads, fonts' CSS and the styles
 * inlined in the page included. */
export async function measureBundle(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') bodies.push(res.body().then((b) => gzipSync(b).length));
  });
  const doc = await page.goto(url, { waitUntil: 'networkidle' });
  const html = (await doc?.text()) ?? '';
  const inline = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
  bodies.push(Promise.resolve(inline ? gzipSync(inline).length : 0));
  await page.getByTestId('counter-digits').waitFor();
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  await context.close();
  return total / 1024;
}

// Element Timing reports when the digits were first painted; the rAF fall-back covers engines without it.
const FIRST_DIGIT_PROBE = `
  window.__firstDigit = new Promise((resolve) => {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.identifier === 'counter-digits') resolve(e.renderTime || e.loadTime);
      }).observe({ type: 'element', buffered: true });
    } catch {}
    const check = () => {
      if (document.querySelector('[elementtiming="counter-digits"]')) {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const painted = performance.now();
            setTimeout(() => resolve(painted), 3000);
          }),
        );
      } else requestAnimationFrame(check);
    };
    check();
  });`;

// Slow 4G as DevTools and Lighthouse's applied throttling define it: 150 ms round trips × 3.75,
// 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up.
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** (b) ms from navigation start to the first painted digit, with the CPU slowed 4× on slow 4G; a
 * cold first visit. */
export async function firstDigitMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.addInitScript(FIRST_DIGIT_PROBE);
  await page.goto(url);
  const ms = await page.evaluate(() => (window as unknown as { __firstDigit: Promise<number> }).__firstDigit);
  await context.close();
  return ms;
}

export async function openRunning(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  // A date countdown runs by itself from the moment it opens (issue 41); a number counter is started.
  await page.getByTestId('counter-digits').waitFor();
  const start = page.getByRole('button', { name: 'Start Counter' });
  if (await start.isVisible()) await start.click();
  // The server clock's first measurement may correct the digits once: not a late second.
  await page.waitForLoadState('networkidle');
  return page;
}
