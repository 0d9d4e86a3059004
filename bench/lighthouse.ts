import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../e2e/support/browser';
import { createShareCounter, startApp } from './viewer/app-server';

// Lighthouse (the npm package, mobile preset: simulated slow 4G and 4× CPU) on the landing page,
// the demo and a counter page, driving the system Chromium: `npm run bench:lighthouse`.
// Budgets (issue 16): performance ≥ 95; accessibility, best practices and SEO 100. Exits 1 on a miss.
const BUDGET: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

const app = await startApp();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? findChromium() ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const failures: string[] = [];
try {
  const id = await createShareCounter(app.baseUrl);
  const pages = { landing: '/', demo: '/counter/demo', counter: `/counter/${id}` };
  for (const [name, path] of Object.entries(pages)) {
    const result = await lighthouse(`${app.baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGET),
    });
    const categories = result?.lhr.categories ?? {};
    // A run Lighthouse could not finish scores 0: say why (NO_FCP, a protocol timeout, …).
    const runtimeError = result?.lhr.runtimeError;
    if (runtimeError) console.log(`lighthouse_${name}_error: ${runtimeError.code} ${runtimeError.message}`);
    for (const [key, min] of Object.entries(BUDGET)) {
      const score = Math.round((categories[key]?.score ?? 0) * 100);
      console.log(`lighthouse_${name}_${key.replace('-', '_')}: ${score}`);
      if (score < min) {
        const misses = Object.values(result?.lhr.audits ?? {})
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              (categories[key]?.auditRefs ?? []).some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => {
            // The failing elements, so a miss says where to look (color-contrast names each node).
            const items =
              (a.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
            const nodes = items
              .map((i) => i.node?.snippet)
              .filter(Boolean)
              .slice(0, 3);
            return nodes.length ? `${a.id}: ${nodes.join(' ')}` : a.id;
          });
        failures.push(`${name} ${key} ${score} < ${min} (${misses.join(', ')})`);
      }
    }
  }
} finally {
  chrome.kill();
  await app.close();
}
if (failures.length) {
  console.error(`lighthouse budgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
process.exit(0);
