import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { CounterSettings } from '../counter/settings';
import { createFormDefaults } from '../counter/settings-defaults';
import { drawFrame } from './draw-frame';
import { LOGO_MAX_ASPECT, type LogoImage, logoBoxWidth } from './draw-mark';
import { createImageScene } from './image-scene';
import { skiaEnv as env, recordCanvas } from './testing/skia-canvas';

// The counter's logo drawn by the painter on Skia (the server's canvas): where the icon would be,
// in its proportions, instead of the icon.
const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const HASH = 'c'.repeat(64);

function solidLogo(width: number, height: number, colour: string): LogoImage {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas as unknown as LogoImage;
}

const settings = (over: Partial<CounterSettings>): CounterSettings => ({
  ...createFormDefaults(new Date(NOW), 'UTC'),
  countdownType: 'number',
  startNumber: 1234,
  endNumber: 5678,
  backgroundColor: '#102030',
  counterColor: '#ffffff',
  titleColor: '#ffff00',
  title: 'Launch',
  // No words under the progress bar: they are in the title's colour.
  progressWords: 'none',
  ...over,
});

function paint(s: CounterSettings, logo: LogoImage | null) {
  const job = { settings: s, premium: true, format: 'png' as const, width: 600, scale: 1 as const, now: NOW };
  const { scene, size, frames } = createImageScene(job, env, logo);
  const canvas = recordCanvas(size.width, size.height);
  drawFrame(canvas.ctx, scene, frames[0]?.ms ?? 0);
  const px = canvas.pixels();
  /** The bounding box of the pixels of one colour, within rows `from`..`to` when given. */
  const box = (rgb: [number, number, number], from = 0, to = size.height - 1) => {
    let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
    for (let y = from; y <= to; y++)
      for (let x = 0; x < size.width; x++) {
        const i = (y * size.width + x) * 4;
        if (rgb.every((v, k) => Math.abs((px[i + k] ?? 0) - v) < 12)) {
          [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
        }
      }
    return x1 < 0 ? null : { x0, y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
  };
  return { box, width: size.width };
}

describe('the logo in painted frames', () => {
  it('sits above the title at top, in the icon’s box height, centred, instead of the icon', () => {
    const s = settings({ logo: HASH, socialIcon: 'instagram', iconColor: '#00ff00', iconPosition: 'top' });
    const p = paint(s, solidLogo(40, 40, '#ff0000'));
    const logo = p.box([255, 0, 0])!;
    const title = p.box([255, 255, 0])!;
    expect(logo.y0 + logo.h).toBeLessThanOrEqual(title.y0);
    expect(Math.abs(logo.h - logo.w)).toBeLessThanOrEqual(2);
    expect(logo.h).toBeGreaterThanOrEqual(32);
    expect(Math.abs(logo.x0 + logo.w / 2 - p.width / 2)).toBeLessThan(2);
    // The icon gives way to the logo.
    expect(p.box([0, 255, 0])).toBeNull();
  });

  it('keeps a wide logo’s proportions beside the title, up to three boxes wide', () => {
    // Three boxes wide: drawn whole, in its own 3:1 proportions.
    const wide = paint(settings({ logo: HASH, iconPosition: 'title-left' }), solidLogo(150, 50, '#ff0000'));
    const logo = wide.box([255, 0, 0])!;
    expect(logo.w / logo.h).toBeCloseTo(LOGO_MAX_ASPECT, 0);
    // Wider still: its box stops at three squares, and the logo shrinks into it, still 4:1.
    const wider = paint(settings({ logo: HASH, iconPosition: 'title-left' }), solidLogo(200, 50, '#ff0000'));
    const shrunk = wider.box([255, 0, 0])!;
    expect(shrunk.w / shrunk.h).toBeCloseTo(4, 0);
    expect(Math.abs(shrunk.w - logo.w)).toBeLessThanOrEqual(2);
    // The title's text, on the logo's rows, starts right of it.
    expect(logo.x0 + logo.w).toBeLessThan(wide.box([255, 255, 0], logo.y0, logo.y0 + logo.h)!.x0);
    const right = paint(settings({ logo: HASH, iconPosition: 'right' }), solidLogo(60, 30, '#ff0000'));
    expect(right.box([255, 0, 0])!.x0).toBeGreaterThan(right.box([255, 255, 255])!.x0);
  });

  it('leaves its room empty while the image is not there, and draws nothing without a logo', () => {
    const missing = paint(settings({ logo: HASH, socialIcon: 'instagram', iconColor: '#00ff00' }), null);
    expect(missing.box([0, 255, 0])).toBeNull();
    const none = paint(settings({ iconPosition: 'top' }), solidLogo(40, 40, '#ff0000'));
    expect(none.box([255, 0, 0])).toBeNull();
  });

  it('measures a logo box between a square and three squares wide', () => {
    expect(logoBoxWidth(null, 10)).toBe(10);
    expect(logoBoxWidth({ width: 10, height: 40 }, 10)).toBe(10);
    expect(logoBoxWidth({ width: 20, height: 10 }, 10)).toBe(20);
    expect(logoBoxWidth({ width: 100, height: 10 }, 10)).toBe(30);
    expect(logoBoxWidth({ width: 0, height: 0 }, 10)).toBe(10);
  });
});
