import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/browser';
import { buildHarness } from './build-harness';
import { serveDir } from './static-server';
const dir = mkdtempSync(join(tmpdir(), 'cs-prof-'));
await buildHarness(dir);
const site = await serveDir(dir);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto(site.url);
await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
const fn = `(async (cfg) => {
  const cv = new OffscreenCanvas(1920, 1080);
  const ctx = cv.getContext('2d', { alpha: false });
  const frames = [];
  for (let i = 0; i < 30; i++) { ctx.fillStyle = '#335'; ctx.fillRect(0,0,1920,1080); ctx.fillStyle='#fff'; ctx.font='300px sans-serif'; ctx.fillText(String(i), 700, 600); frames.push(new VideoFrame(cv, { timestamp: i * 33333 })); }
  let bytes = 0;
  const enc = new VideoEncoder({ output: (c) => { bytes += c.byteLength; }, error: (e) => { throw e; } });
  const sup = await VideoEncoder.isConfigSupported(cfg);
  if (!sup.supported) return 'unsupported';
  enc.configure(cfg);
  const t = performance.now();
  for (let r = 0; r < 3; r++) for (let i = 0; i < 30; i++) { enc.encode(frames[i], { keyFrame: i === 0 && r === 0 }); if (enc.encodeQueueSize > 4) await new Promise((res) => enc.addEventListener('dequeue', res, { once: true })); }
  await enc.flush();
  const ms = (performance.now() - t) / 90;
  frames.forEach((f) => f.close());
  return ms.toFixed(1) + ' ms/frame, ' + bytes + ' B';
})`;
const cfgs = [
  { codec: 'avc1.640028', width: 1920, height: 1080, bitrate: 8e6, framerate: 30 },
  { codec: 'avc1.640028', width: 1920, height: 1080, bitrate: 8e6, framerate: 30, latencyMode: 'realtime' },
  { codec: 'avc1.42002a', width: 1920, height: 1080, bitrate: 8e6, framerate: 30 },
  { codec: 'avc1.640028', width: 1920, height: 1080, bitrate: 3e6, framerate: 30 },
  { codec: 'vp09.00.40.08', width: 1920, height: 1080, bitrate: 8e6, framerate: 30 },
  { codec: 'vp09.00.40.08', width: 1920, height: 1080, bitrate: 8e6, framerate: 30, latencyMode: 'realtime' },
  { codec: 'vp8', width: 1920, height: 1080, bitrate: 8e6, framerate: 30, latencyMode: 'realtime' },
  { codec: 'av01.0.08M.08', width: 1920, height: 1080, bitrate: 8e6, framerate: 30 },
];
for (let round = 0; round < 2; round++) for (const c of cfgs) console.log(JSON.stringify(c), await page.evaluate(`${fn}(${JSON.stringify(c)})`));
await browser.close(); site.server.close();
