import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/browser';
import { buildHarness } from './export/build-harness';
import { serveDir } from './export/static-server';

// Video export speed (docs/architecture.md §8: "rendered in the browser faster than real time"):
// `npx tsx bench/export.ts`. Exports a 10-second 1080p 30 fps MP4 of a number counter in headless
// Chromium through the export code the screen uses (worker, canvas drawing, WebCodecs, muxing) and
// prints video seconds per wall-clock second. Exits 1 below the budget.
const BUDGET_RATIO = 1;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

// 0 → 70 at 100 ms a tick is a 7 s run, plus the 3 s completion hold: 10 s of video.
const COUNTER = {
  title: 'Road to 70',
  startNumber: 0,
  endNumber: 70,
  speed: 100,
  backgroundType: 'gradient',
  animationStyle: 'fade-scale',
  socialIcon: 'instagram',
  iconPosition: 'title-left',
};

type ExportResult = { wallMs: number; bytes: number; durationMs: number; codec: string };
type Harness = { exportVideo: (counter: unknown, opts: unknown) => Promise<ExportResult> };

const dir = mkdtempSync(join(tmpdir(), 'countstream-export-bench-'));
await buildHarness(dir);
const site = await serveDir(dir);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
let failed = false;
try {
  const page = await browser.newPage();
  await page.goto(site.url);
  await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
  const runs: ExportResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(
      await page.evaluate(
        (counter) =>
          (window as unknown as { exportHarness: Harness }).exportHarness.exportVideo(counter, {
            sizeId: 'landscape',
            fps: 30,
            container: 'mp4',
          }),
        COUNTER,
      ),
    );
  }
  // The median run: the machine is shared, one slow run should not decide.
  const sorted = [...runs].sort((a, b) => a.wallMs - b.wallMs);
  const median = sorted[Math.floor(sorted.length / 2)] ?? sorted[0];
  if (!median) throw new Error('no runs');
  const ratio = median.durationMs / median.wallMs;
  console.log(`export_codec: ${median.codec}`);
  console.log(`export_video_seconds: ${(median.durationMs / 1000).toFixed(2)}`);
  console.log(
    `export_wall_seconds: ${(median.wallMs / 1000).toFixed(2)} (runs: ${runs.map((r) => (r.wallMs / 1000).toFixed(2)).join(', ')})`,
  );
  console.log(`export_realtime_ratio: ${ratio.toFixed(2)}`);
  console.log(`export_bytes: ${median.bytes}`);
  if (ratio < BUDGET_RATIO) {
    console.error(`export_realtime_ratio ${ratio.toFixed(2)} is under the budget of ${BUDGET_RATIO}`);
    failed = true;
  }
} finally {
  await browser.close();
  site.server.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
