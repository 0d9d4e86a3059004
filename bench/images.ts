import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFormDefaults } from '@core/counter/settings-defaults';
import autocannon from 'autocannon';
import { renderImage } from '../server/images/render-image';
import { startChild, stopChild } from './support/child';
import { median } from './support/median';

// E-mail images (issue 19), all figures from one run:
// - image_rps_ratio: a repeated GIF request (100 connections) against a bare node:http server
//   answering the same bytes. Budget >= 0.5.
// - gif_cold_ms: a 60-frame 600 px countdown GIF rendered from nothing (median of 5). Budget <= 300.
// - gif_default_kb: the default countdown design's GIF. Budget <= 150.
// - image_memory_growth_mb: RSS growth (peak minus before; the app with its embedded database
//   starts near 600 MB) while 1,000 distinct counters' GIFs are requested once each
//   (BENCH_COUNTERS). Budget <= 256 (the render cache is bounded at 64 MB, the strips at 32 MB).
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const COUNTERS = Number(process.env.BENCH_COUNTERS ?? 1000);
const CONNECTIONS = 100;
const MEMORY_BOUND_MB = 256;

const load = (url: string, duration: number) =>
  autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });

// Cold renders, in this process: a new second each time, so nothing is reused but the fonts.
const now = Date.now();
const settings = {
  ...createFormDefaults(new Date(now), 'UTC'),
  countdownType: 'datetime' as const,
  title: 'Launch in',
};
const job = { settings, premium: true, format: 'gif' as const, width: 600, scale: 1 as const, now };
await renderImage(job); // fonts registered, code warm
const times: number[] = [];
let gifBytes = 0;
for (let i = 1; i <= 5; i++) {
  const t = performance.now();
  const gif = await renderImage({ ...job, now: now + i * 1000 });
  times.push(performance.now() - t);
  gifBytes = gif.length;
}

process.env.BENCH_COUNTERS = '0';
const app = await startChild<{ port: number; id: string }>('bench/support/images-app.ts');
const gifUrl = `http://127.0.0.1:${app.info.port}/counter/${app.info.id}/image.gif`;
const body = Buffer.from(await (await fetch(gifUrl)).arrayBuffer());
const bodyFile = join(tmpdir(), `countstream-images-${process.pid}.gif`);
writeFileSync(bodyFile, body);
const bare = await startChild<{ port: number }>('bench/support/bare-server.ts', [bodyFile]);
const bareUrl = `http://127.0.0.1:${bare.info.port}/`;
let ratio = 0;
let errors = 0;
try {
  await load(gifUrl, 2);
  await load(bareUrl, 2);
  const ours = await load(gifUrl, DURATION);
  const base = await load(bareUrl, DURATION);
  ratio = ours.requests.average / base.requests.average;
  errors = ours.errors + ours.timeouts + ours.non2xx;
  console.log(`image_rps: ${ours.requests.average.toFixed(0)}`);
  console.log(`image_bare_rps: ${base.requests.average.toFixed(0)}`);
  console.log(`image_rps_ratio: ${ratio.toFixed(2)}`);
  console.log(`image_p99_ms: ${ours.latency.p99}`);
  console.log(`image_errors: ${errors}`);
} finally {
  await stopChild(app.child);
  await stopChild(bare.child);
}

// Memory: its own app process, so the figures are that server's alone.
process.env.BENCH_COUNTERS = String(COUNTERS);
const mem = await startChild<{ memory: Record<string, number> }>('bench/support/images-app.ts');
await stopChild(mem.child);
const m = mem.info.memory;
console.log(`gif_cold_ms: ${median(times).toFixed(0)}`);
console.log(`gif_default_kb: ${(gifBytes / 1024).toFixed(1)}`);
console.log(`image_memory_counters: ${m.counters}`);
console.log(`image_memory_rss_before_mb: ${m.rssBeforeMb?.toFixed(0)}`);
console.log(`image_memory_peak_mb: ${m.rssPeakMb?.toFixed(0)}`);
const growth = (m.rssPeakMb ?? 0) - (m.rssBeforeMb ?? 0);
console.log(`image_memory_growth_mb: ${growth.toFixed(0)}`);
console.log(
  `image_memory_cache_mb: ${m.cacheMb?.toFixed(1)} (${m.cacheEntries} entries, ${m.renders} renders, ${m.seconds?.toFixed(0)} s)`,
);
const failed =
  ratio < 0.5 || errors > 0 || median(times) > 300 || gifBytes > 150 * 1024 || growth > MEMORY_BOUND_MB;
if (failed)
  console.log('images: budget missed (ratio >= 0.5, 0 errors, cold <= 300 ms, <= 150 KB, growth <= 256 MB)');
process.exitCode = failed ? 1 : 0;
