import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../../core/counter/settings-defaults';
import { createScene, drawFrame } from '../../core/painter/draw-frame';
import { createImageScene } from '../../core/painter/image-scene';
import type { Ctx2D } from '../../core/painter/painter';
import { createServerCanvas, serverPaintEnv } from './paint-env';

// Issue #17 in the painter (export, image.png, og.png): the warning colour and Arabic's
// right-to-left unit order, painted on the server's canvas and read back.

const NOW = Date.parse('2026-12-20T09:41:07.000Z');
const base = {
  ...createFormDefaults(new Date(NOW), 'UTC'),
  countdownType: 'datetime' as const,
  timeZone: 'UTC',
  backgroundType: 'solid' as const,
  backgroundColor: '#102030',
  counterColor: '#ffffff',
  titleColor: '#ffffff',
  title: '',
};
type Settings = typeof base;

/** endDateTime (UTC, seconds) `ms` after NOW. */
const endIn = (ms: number) => new Date(NOW + ms).toISOString().slice(0, 19);

function paint(settings: Settings, ctxOf: (ctx: Ctx2D) => Ctx2D = (ctx) => ctx) {
  const job = { settings, premium: true, format: 'png' as const, width: 600, scale: 1 as const, now: NOW };
  const { scene, size, frames } = createImageScene(job, serverPaintEnv);
  const canvas = createServerCanvas(size.width, size.height);
  drawFrame(ctxOf(canvas.ctx), scene, frames[0]?.ms ?? 0);
  return canvas.pixels();
}

/** Pixels near `hex` (the digits' fill; anti-aliased edges and shadows fall outside). */
function countColour(px: Uint8ClampedArray, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < px.length; i += 4)
    if (
      Math.abs((px[i] ?? 0) - (r ?? 0)) < 8 &&
      Math.abs((px[i + 1] ?? 0) - (g ?? 0)) < 8 &&
      Math.abs((px[i + 2] ?? 0) - (b ?? 0)) < 8
    )
      n++;
  return n;
}

// Where each label is drawn: fillText calls recorded on the way to the real canvas.
function recordText(calls: { text: string; x: number }[]) {
  return (ctx: Ctx2D): Ctx2D =>
    new Proxy(ctx, {
      get(target, key) {
        if (key === 'fillText')
          return (text: string, x: number, y: number) => {
            calls.push({ text, x });
            target.fillText(text, x, y);
          };
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
      set: (target, key, value) => Reflect.set(target, key, value, target),
    });
}

describe('painter: countdown warning colour', () => {
  const warned = { ...base, warnBelowSeconds: 10, warnColor: '#ff0000' };

  it('paints the digits in warnColor with less than warnBelowSeconds left', () => {
    const px = paint({ ...warned, endDateTime: endIn(5000) });
    expect(countColour(px, '#ff0000')).toBeGreaterThan(500);
    expect(countColour(px, '#ffffff')).toBeLessThan(50);
  });

  it('keeps the counter colour with more time left', () => {
    const px = paint({ ...warned, endDateTime: endIn(60_000) });
    expect(countColour(px, '#ff0000')).toBe(0);
    expect(countColour(px, '#ffffff')).toBeGreaterThan(500);
  });

  it('the exported clip turns at the warning second, on the same canvas and scene', () => {
    // A 20 s final stretch: 20 s left at 0 ms, 5 s left at 15 s (digit sprites are cached per scene).
    const size = { width: 600, height: 338, cssWidth: 600, cssHeight: 338, pixelRatio: 1 };
    const scene = createScene(warned, size, {
      transparent: false,
      locale: 'en-US',
      stretchSeconds: 20,
      seed: 1,
      env: serverPaintEnv,
    });
    const canvas = createServerCanvas(size.width, size.height);
    drawFrame(canvas.ctx, scene, 0);
    expect(countColour(canvas.pixels(), '#ff0000')).toBe(0);
    drawFrame(canvas.ctx, scene, 15_000);
    expect(countColour(canvas.pixels(), '#ff0000')).toBeGreaterThan(500);
  });

  it('a counter without warnBelowSeconds never turns', () => {
    const px = paint({ ...base, warnColor: '#ff0000', endDateTime: endIn(5000) });
    expect(countColour(px, '#ff0000')).toBe(0);
  });

  it('the default warning colour when none is set', () => {
    const px = paint({ ...base, warnBelowSeconds: 10, endDateTime: endIn(5000) });
    expect(countColour(px, '#ef4444')).toBeGreaterThan(500);
  });
});

describe('painter: unit order', () => {
  // 2 days, 3 hours, 11 minutes, 5 seconds: Arabic words 'يومان' … 'ثوانٍ'.
  const ahead = 2 * 86_400_000 + 3 * 3_600_000 + 11 * 60_000 + 5000;
  const labelX = (settings: Settings, days: string, secs: string) => {
    const calls: { text: string; x: number }[] = [];
    paint({ ...settings, endDateTime: endIn(ahead) }, recordText(calls));
    const x = (text: string) => calls.find((c) => c.text === text)?.x ?? Number.NaN;
    return { days: x(days), secs: x(secs) };
  };

  it('Arabic: days stand right of seconds, as in the viewer', () => {
    const { days, secs } = labelX({ ...base, locale: 'ar' }, 'يومان', 'ثوانٍ');
    expect(days).toBeGreaterThan(secs);
  });

  it('German (left to right): days stand left of seconds', () => {
    const { days, secs } = labelX({ ...base, locale: 'de' }, 'TAGE', 'SEKUNDEN');
    expect(days).toBeLessThan(secs);
  });
});
