import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/browser';
import { EXPORT_SPEED } from '../web/src/features/export/render/export-speed';
import { buildHarness } from './export/build-harness';
import { serveDir } from './export/static-server';
import { cpuMs } from './support/cpu-time';
import { median } from './support/median';

// Video export speed against real time: `npx tsx bench/export.ts`. Exports 1920×1080 30 fps MP4s in
// headless Chromium through the export code the studio uses (the worker's OffscreenCanvas, the
// painter, WebCodecs, muxing) and prints each clip's export time as a share of its length: 0.70x
// means a 10 s clip took 7 s. Two clips: a number counting every 100 ms (every frame changes: the
// worst case) and the last 10 s of a countdown (the studio's common clip; its still frames between
// ticks are repeated, not redrawn). The machine is shared, so the clips take turns over BENCH_RUNS
// rounds and each figure is the median; the load average and the browser's CPU time are printed
// beside it, since CPU per video second is what load moves least. Exits 1 when the number clip is
// slower than the studio's copy says (EXPORT_SPEED in web/src/features/export/render/export-speed.ts).
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const CLIPS = {
  // 0 → 70 at 100 ms a tick is a 7 s run, plus the 3 s completion hold: 10 s of video.
  number: {
    title: 'Road to 70',
    startNumber: 0,
    endNumber: 70,
    speed: 100,
    backgroundType: 'gradient',
    animationStyle: 'fade-scale',
    socialIcon: 'instagram',
    iconPosition: 'title-left',
  },
  // The last 10 s and the 3 s hold: 13 s of video.
  countdown: { countdownType: 'datetime', title: 'Launch', completionMessage: 'We are live!' },
} as const;
type ClipName = keyof typeof CLIPS;

interface Timings {
  drawMs: number;
  captureMs: number;
  encodeWaitMs: number;
  finalizeMs: number;
  rasterized: number;
}
interface ExportResult {
  wallMs: number;
  bytes: number;
  durationMs: number;
  codec: string;
  timings: Timings;
  longestTaskMs: number;
  rafGapMs: number;
}
interface Run extends ExportResult {
  cpuMs: number | null;
}
type Harness = { exportVideo: (counter: unknown, opts: unknown) => Promise<ExportResult> };

// Every process this bench started (the browser, its renderer, GPU and utility processes), from /proc.
function childrenCpuMs(root: number): number | null {
  if (!existsSync('/proc')) return null;
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid; p && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  let total = 0;
  for (const pid of parent.keys()) if (pid !== root && inTree(pid)) total += cpuMs(pid) ?? 0;
  return total;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const dir = mkdtempSync(join(tmpdir(), 'countstream-export-bench-'));
await buildHarness(dir);
const site = await serveDir(dir);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const loadBefore = load();
let failed = false;
try {
  const page = await browser.newPage();
  await page.goto(site.url);
  await page.waitForSelector('body[data-ready="1"]', { state: 'attached' });
  const runs: Record<ClipName, Run[]> = { number: [], countdown: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const clip of Object.keys(CLIPS) as ClipName[]) {
      const cpuBefore = childrenCpuMs(process.pid);
      const result = await page.evaluate(
        (counter) =>
          (window as unknown as { exportHarness: Harness }).exportHarness.exportVideo(counter, {
            sizeId: 'landscape',
            fps: 30,
            container: 'mp4',
          }),
        CLIPS[clip],
      );
      const cpuAfter = childrenCpuMs(process.pid);
      runs[clip].push({
        ...result,
        cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      });
    }
  }
  console.log(
    `machine: ${availableParallelism()} cores; load average ${loadBefore} before, ${load()} after (1, 5, 15 min)`,
  );
  const ratios: Record<ClipName, number> = { number: 0, countdown: 0 };
  for (const clip of Object.keys(CLIPS) as ClipName[]) {
    const all = runs[clip];
    const first = all[0];
    if (!first) throw new Error('no runs');
    const frames = (first.durationMs / 1000) * 30;
    const wall = median(all.map((r) => r.wallMs));
    const ratio = wall / first.durationMs;
    ratios[clip] = ratio;
    const per = (pick: (t: Timings) => number) =>
      `${median(all.map((r) => pick(r.timings) / frames)).toFixed(1)} ms`;
    const cpu = all.every((r) => r.cpuMs !== null) ? median(all.map((r) => r.cpuMs!)) : null;
    console.log(
      `export_${clip}_1080p30: ${s(first.durationMs)} clip in ${s(wall)} = ${ratio.toFixed(2)}x real time (median of ${all.length}: ${all
        .map((r) => s(r.wallMs))
        .join(', ')}; ${first.codec}, ${(first.bytes / 1e6).toFixed(1)} MB)`,
    );
    console.log(
      `  worker per frame: drawing calls ${per((t) => t.drawMs)}, rasterize and copy ${per((t) => t.captureMs)} (${first.timings.rasterized} of ${frames} frames drawn, the rest repeated), waiting for the encoder ${per((t) => t.encodeWaitMs)}; finishing the file ${s(median(all.map((r) => r.timings.finalizeMs)))}`,
    );
    if (cpu !== null) {
      const perVideoSecond = cpu / first.durationMs;
      console.log(
        `  browser CPU: ${s(cpu)} for ${s(first.durationMs)} of video = ${perVideoSecond.toFixed(2)} CPU s per video s (all ${availableParallelism()} cores to itself, at best ${(perVideoSecond / availableParallelism()).toFixed(2)}x real time)`,
      );
    }
    console.log(
      `  page thread meanwhile: longest task ${median(all.map((r) => r.longestTaskMs)).toFixed(0)} ms, longest gap between animation frames ${median(all.map((r) => r.rafGapMs)).toFixed(0)} ms`,
    );
  }
  console.log(`export_realtime_x: ${ratios.number.toFixed(2)}`);
  console.log(`export_countdown_realtime_x: ${ratios.countdown.toFixed(2)}`);
  console.log(`export_copy: "${EXPORT_SPEED.claim}" (holds up to ${EXPORT_SPEED.maxRealtimeX}x real time)`);
  if (ratios.number > EXPORT_SPEED.maxRealtimeX) {
    console.error(
      `export_realtime_x ${ratios.number.toFixed(2)} is over ${EXPORT_SPEED.maxRealtimeX}: the studio's copy would not hold`,
    );
    failed = true;
  }
} finally {
  await browser.close();
  site.server.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
