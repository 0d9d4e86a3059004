import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { createScene, drawFrame } from '@core/painter/draw-frame';
import type { Ctx2D } from '@core/painter/painter';
import { skiaEnv } from '@core/painter/testing/skia-canvas';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createFrameRecorder } from './frame-recorder';

// The exporter repeats the previous frame when the drawing calls match: that must never repeat a
// frame whose pixels differ, and it should catch the still frames of a countdown between ticks.
const SIZE = { width: 320, height: 180, cssWidth: 1280, cssHeight: 720, pixelRatio: 0.25 };

function paintClip(partial: Record<string, unknown>, fps = 30) {
  const settings = resolveViewerSettings(partial);
  const canvas = createCanvas(SIZE.width, SIZE.height);
  const ctx = canvas.getContext('2d') as unknown as Ctx2D;
  const scene = createScene(settings, SIZE, {
    transparent: false,
    locale: 'en-US',
    stretchSeconds: 10,
    seed: 1,
    env: skiaEnv,
  });
  const recorder = createFrameRecorder(ctx);
  const frames: { log: string; pixels: Buffer }[] = [];
  const count = Math.round((scene.clip.plan.durationMs / 1000) * fps);
  for (let i = 0; i < count; i++) {
    ctx.save();
    drawFrame(recorder.ctx, scene, (i * 1000) / fps);
    ctx.restore();
    frames.push({ log: recorder.take(), pixels: canvas.data() });
  }
  return frames;
}

function repeats(frames: { log: string; pixels: Buffer }[]) {
  let same = 0;
  let samePixels = 0;
  for (let i = 1; i < frames.length; i++) {
    const a = frames[i - 1]!;
    const b = frames[i]!;
    const equalPixels = a.pixels.equals(b.pixels);
    if (equalPixels) samePixels++;
    if (a.log === b.log) {
      same++;
      // The one thing that must never happen: a repeated frame that should have changed.
      expect(equalPixels, `frame ${i} repeats frame ${i - 1} but its pixels differ`).toBe(true);
    }
  }
  return { same, samePixels };
}

describe('frame recorder', () => {
  it('a countdown between ticks repeats the previous frame, and only when the pixels match', () => {
    const frames = paintClip({
      countdownType: 'datetime',
      title: 'Launch',
      completionMessage: 'We are live!',
    });
    const { same, samePixels } = repeats(frames);
    // 1 s ticks, each changing for 800 ms, and a still first second: 73 of the 390 frames.
    expect(same).toBeGreaterThan(frames.length * 0.15);
    expect(same).toBeLessThanOrEqual(samePixels);
  });

  it('a number counting every 100 ms with confetti at the end changes every frame', () => {
    const frames = paintClip({ startNumber: 0, endNumber: 20, speed: 100, animationStyle: 'fade-scale' });
    const { same, samePixels } = repeats(frames);
    expect(same).toBeLessThanOrEqual(samePixels);
    expect(same).toBeLessThan(frames.length * 0.2);
  });

  it('writes down state, arguments and gradients, so any change in a call is a new frame', () => {
    const canvas = createCanvas(10, 10);
    const rec = createFrameRecorder(canvas.getContext('2d') as unknown as Ctx2D);
    const paint = (color: string, x: number, stop = '#fff') => {
      const g = rec.ctx.createLinearGradient(0, 0, 10, 10);
      g.addColorStop(0, '#000');
      g.addColorStop(1, stop);
      rec.ctx.fillStyle = g;
      rec.ctx.fillRect(0, 0, 10, 10);
      rec.ctx.fillStyle = color;
      rec.ctx.fillRect(x, 0, 1, 1);
      rec.ctx.measureText('ignored');
      return rec.take();
    };
    const first = paint('#f00', 1);
    expect(paint('#f00', 1)).toBe(first);
    expect(paint('#0f0', 1)).not.toBe(first);
    expect(paint('#f00', 2)).not.toBe(first);
    expect(paint('#f00', 1, '#eee')).not.toBe(first);
    expect(first).not.toContain('measureText');
  });
});
