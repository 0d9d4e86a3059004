import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/browser';
import { createShareCounter, startApp } from './viewer/app-server';

// Delivery budgets of issue 16, as ratios measured in the same run: `npx tsx bench/delivery.ts`.
// - first-load transfer (compressed bytes on the wire) of /, /counter/:id and /counter/demo ≤ 150 KB;
// - the HTML route /counter/:id serves ≥ 0.5× the requests per second of the JSON view route.
const BUDGET = { transferKb: 150, htmlToJsonRps: 0.5 };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const app = await startApp();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const failures: string[] = [];
try {
  const id = await createShareCounter(app.baseUrl);
  for (const [name, path] of [
    ['landing', '/'],
    ['counter', `/counter/${id}`],
    ['demo', '/counter/demo'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
    });
    await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    const kb = bytes / 1024;
    console.log(`transfer_${name}_kb: ${kb.toFixed(1)}`);
    if (kb > BUDGET.transferKb)
      failures.push(`${name} transfer ${kb.toFixed(1)} KB > ${BUDGET.transferKb} KB`);
  }
  const rps = async (path: string) => {
    const url = `${app.baseUrl}${path}`;
    await autocannon({ url, connections: 10, duration: 1 }); // warm-up
    const r = await autocannon({
      url,
      connections: 10,
      duration: SECONDS,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    return r.requests.average;
  };
  const json = await rps(`/api/counters/${id}/view`);
  const html = await rps(`/counter/${id}`);
  console.log(`view_json_rps: ${json.toFixed(0)}`);
  console.log(`counter_html_rps: ${html.toFixed(0)}`);
  console.log(`html_to_json_rps_ratio: ${(html / json).toFixed(2)}`);
  if (html / json < BUDGET.htmlToJsonRps)
    failures.push(`HTML/JSON rps ${(html / json).toFixed(2)} < ${BUDGET.htmlToJsonRps}`);
} finally {
  await browser.close();
  await app.close();
}
if (failures.length) {
  console.error(`delivery budgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
process.exit(0);
