import { resolveViewerSettings } from '@core/counter/settings-defaults';
import type { FontStyle } from '@core/counter/settings-options';
import { createScene, drawFrame } from '@core/painter/draw-frame';
import { loadCounterFont } from '@web/components/counter-display/font-loaders';
import type { Container } from '@web/features/export/encode/codecs';
import { startVideoExport } from '@web/features/export/encode/run-export';
import { collectFontFaces, loadPageFont, measureTabularEm } from '@web/features/export/render/fonts';
import { type SizeId, VIDEO_SIZES } from '@web/features/export/render/video-sizes';

// A bare page around the export code (no app, no server): the bench drives the same
// startVideoExport() the export screen calls, worker and all.
type Loose = Record<string, unknown>;

async function prepare(font: FontStyle): Promise<void> {
  loadCounterFont(font);
  for (let i = 0; i < 100 && collectFontFaces(font).length === 0; i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  await loadPageFont(font, '0123456789');
}

async function exportVideo(partial: Loose, opts: { sizeId: SizeId; fps: 30 | 60; container: Container }) {
  const settings = resolveViewerSettings(partial);
  await prepare(settings.fontStyle);
  const job = {
    settings,
    ...opts,
    transparent: false,
    stretchSeconds: 10,
    seed: 1,
    locale: 'en-US',
    fonts: collectFontFaces(settings.fontStyle),
    tabularEm: measureTabularEm(settings.fontStyle),
  };
  // The page's own thread while the worker renders: its longest task and the longest gap between
  // animation frames (the export must leave both small).
  let longestTaskMs = 0;
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  tasks.observe({ type: 'longtask' });
  let rafGapMs = 0;
  let lastRaf = performance.now();
  let rendering = true;
  const tick = (now: number) => {
    rafGapMs = Math.max(rafGapMs, now - lastRaf);
    lastRaf = now;
    if (rendering) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const t0 = performance.now();
  const result = await startVideoExport(job, () => {}).done.finally(() => {
    rendering = false;
    tasks.disconnect();
  });
  const wallMs = performance.now() - t0;
  if (!result) throw new Error('canceled');
  return {
    wallMs,
    bytes: result.buffer.byteLength,
    durationMs: result.durationMs,
    codec: result.codec,
    timings: result.timings,
    longestTaskMs,
    rafGapMs,
  };
}

async function renderFrame(partial: Loose, sizeId: SizeId, ms: number, stretchSeconds = 10): Promise<string> {
  const settings = resolveViewerSettings(partial);
  await prepare(settings.fontStyle);
  const size = VIDEO_SIZES[sizeId];
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d');
  const scene = createScene(settings, size, {
    transparent: false,
    locale: 'en-US',
    stretchSeconds,
    seed: 1,
    tabularEm: measureTabularEm(settings.fontStyle),
  });
  drawFrame(ctx, scene, ms);
  return canvas.toDataURL('image/png');
}

// Drawing alone (no encoder), to tell drawing cost from encoding cost when tuning.
async function timeDraw(partial: Loose, sizeId: SizeId, frames: number): Promise<number> {
  const settings = resolveViewerSettings(partial);
  await prepare(settings.fontStyle);
  const size = VIDEO_SIZES[sizeId];
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d');
  const scene = createScene(settings, size, {
    transparent: false,
    locale: 'en-US',
    stretchSeconds: 10,
    seed: 1,
  });
  const t0 = performance.now();
  for (let i = 0; i < frames; i++) {
    drawFrame(ctx, scene, (i * 1000) / 30);
    ctx.getImageData(0, 0, 1, 1); // forces the frame to be rasterized
  }
  return (performance.now() - t0) / frames;
}

Object.assign(window, { exportHarness: { exportVideo, renderFrame, timeDraw } });
document.body.dataset.ready = '1';
