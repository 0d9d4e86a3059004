import { describe, expect, it } from 'vitest';
import type { CounterSettings } from '../counter/settings';
import { createFormDefaults } from '../counter/settings-defaults';
import { EMAIL_IMAGE_UPGRADE_NOTE, WATERMARK_TEXT } from '../plan/email-images';
import { createScene, drawFrame } from './draw-frame';
import { createImageScene, type ImageJob } from './image-scene';
import { OG_SIZE } from './image-size';
import type { Ctx2D } from './painter';
import { skiaEnv as env, recordCanvas, type TextCall } from './testing/skia-canvas';

// Whole frames on Skia (@napi-rs/canvas, the server's canvas): which blocks a frame has, in which
// order, and where the column sits. Text is read from the fillText calls on their way to the
// canvas, colours from the pixels; the fallback font differs between machines, so no assertion
// depends on a glyph's exact width.
const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const base = {
  ...createFormDefaults(new Date(NOW), 'UTC'),
  backgroundType: 'solid' as const,
  backgroundColor: '#102030',
  counterColor: '#ffffff',
  titleColor: '#ffff00',
  title: 'Launch',
  socialIcon: 'none' as CounterSettings['socialIcon'],
  completionMessage: 'Done!',
};
type Settings = typeof base;

interface Painted {
  texts: TextCall[];
  px: Uint8ClampedArray;
  width: number;
  height: number;
}

function record(width: number, height: number, draw: (ctx: Ctx2D) => void): Painted {
  const canvas = recordCanvas(width, height);
  draw(canvas.ctx);
  return { texts: canvas.texts, px: canvas.pixels(), width, height };
}

function paintImage(settings: Settings, over: Partial<ImageJob> = {}) {
  const job: ImageJob = { settings, premium: true, format: 'png', width: 600, scale: 1, now: NOW, ...over };
  const { scene, size, frames } = createImageScene(job, env);
  return {
    size,
    frames,
    ...record(size.width, size.height, (ctx) => drawFrame(ctx, scene, frames[0]?.ms ?? 0)),
  };
}

const rgbaAt = (p: Painted, x: number, y: number) =>
  Array.from(p.px.slice((y * p.width + x) * 4, (y * p.width + x) * 4 + 4));
const textOf = (p: Painted) => p.texts.map((t) => t.text).join('');
function countColour(p: Painted, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < p.px.length; i += 4)
    if (
      Math.abs((p.px[i] ?? 0) - (r ?? 0)) < 8 &&
      Math.abs((p.px[i + 1] ?? 0) - (g ?? 0)) < 8 &&
      Math.abs((p.px[i + 2] ?? 0) - (b ?? 0)) < 8
    )
      n++;
  return n;
}

/** Rows (canvas pixels) where a pixel close to the colour appears. */
function rowsOf(p: Painted, hex: string): number[] {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const ys: number[] = [];
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 4;
      const [pr, pg, pb] = [p.px[i], p.px[i + 1], p.px[i + 2]];
      if (
        Math.abs((pr ?? 0) - (r ?? 0)) < 30 &&
        Math.abs((pg ?? 0) - (g ?? 0)) < 30 &&
        Math.abs((pb ?? 0) - (b ?? 0)) < 30
      ) {
        ys.push(y);
        break;
      }
    }
  return ys;
}

const countdown = (over: Partial<Settings> = {}): Settings => ({
  ...base,
  countdownType: 'datetime',
  timeZone: 'UTC',
  endDateTime: new Date(NOW + 2 * 3_600_000 + 5000).toISOString().slice(0, 19),
  ...over,
});
const number = (over: Partial<Settings> = {}): Settings => ({
  ...base,
  countdownType: 'number',
  startNumber: 1234,
  endNumber: 5678,
  ...over,
});

describe('drawFrame: the blocks of a frame', () => {
  it('paints the background, the title above the digits, and the digits in the counter colour', () => {
    const p = paintImage(countdown());
    expect(rgbaAt(p, 0, 0)).toEqual([0x10, 0x20, 0x30, 255]);
    expect(rgbaAt(p, p.width - 1, p.height - 1)).toEqual([0x10, 0x20, 0x30, 255]);
    expect(textOf(p)).toContain('Launch');
    expect(countColour(p, '#ffff00')).toBeGreaterThan(50);
    expect(countColour(p, '#ffffff')).toBeGreaterThan(200);
    // 2 h 0 min 5 s: the digits and their unit labels.
    expect(textOf(p)).toContain('02');
    expect(textOf(p)).toContain('05');
    // The title's rows (yellow) end above the digits' (white) start.
    expect(rowsOf(p, '#ffff00').at(-1) ?? 0).toBeLessThan(rowsOf(p, '#ffffff')[0] ?? 0);
  });

  it('leaves out the title when there is none, and centres the column in the frame', () => {
    const p = paintImage(number({ title: '' }));
    expect(textOf(p)).not.toContain('Launch');
    // Rows holding anything but the background: their middle is the frame's middle.
    const rows: number[] = [];
    for (let y = 0; y < p.height; y++)
      for (let x = 0; x < p.width; x++) {
        const i = (y * p.width + x) * 4;
        if (p.px[i] !== 16 || p.px[i + 1] !== 32 || p.px[i + 2] !== 48 || p.px[i + 3] !== 255) {
          rows.push(y);
          break;
        }
      }
    const middle = ((rows[0] ?? 0) + (rows.at(-1) ?? 0)) / 2;
    expect(Math.abs(middle - p.height / 2)).toBeLessThan(p.height * 0.08);
  });

  it('shows a number counter’s value and its progress; an image shows the finished run', () => {
    const p = paintImage(number());
    for (const ch of ['5', ',', '6', '7', '8']) expect(p.texts.some((t) => t.text === ch)).toBe(true);
    expect(p.texts.some((t) => t.text === '1')).toBe(false);
    expect(textOf(p)).toContain('100% complete');
    expect(textOf(p)).toContain('Done!');
  });

  it('shows the completion message once a countdown has ended, and no digits', () => {
    const p = paintImage(countdown({ endDateTime: new Date(NOW - 60_000).toISOString().slice(0, 19) }));
    expect(textOf(p)).toContain('Done!');
    expect(p.texts.some((t) => /^\d$/.test(t.text))).toBe(false);
  });

  it('puts the icon above the title at top, and below the digits at bottom', () => {
    const icon = { socialIcon: 'instagram' as const, iconColor: '#00ff00' };
    const top = paintImage(countdown({ ...icon, iconPosition: 'top' }));
    const topIcon = rowsOf(top, '#00ff00');
    expect(topIcon.length).toBeGreaterThan(5);
    expect(topIcon.at(-1) ?? 0).toBeLessThan(rowsOf(top, '#ffff00')[0] ?? 0);
    const bottom = paintImage(countdown({ ...icon, iconPosition: 'bottom' }));
    expect(rowsOf(bottom, '#00ff00')[0] ?? 0).toBeGreaterThan(rowsOf(bottom, '#ffffff').at(-1) ?? 0);
    const none = paintImage(countdown({ ...icon, socialIcon: 'none', iconPosition: 'top' }));
    expect(rowsOf(none, '#00ff00')).toEqual([]);
  });

  it('puts a number counter’s side icon left or right of its digits', () => {
    const columnsOf = (p: Painted, rgb: number[]) => {
      const xs: number[] = [];
      for (let x = 0; x < p.width; x++)
        for (let y = 0; y < p.height; y++) {
          const i = (y * p.width + x) * 4;
          if (rgb.every((v, k) => Math.abs((p.px[i + k] ?? 0) - v) < 30) && (p.px[i + 3] ?? 0) > 200) {
            xs.push(x);
            break;
          }
        }
      return xs;
    };
    const icon = {
      socialIcon: 'instagram' as const,
      iconColor: '#00ff00',
      title: '',
      counterColor: '#ff00ff',
    };
    const left = paintImage(number({ ...icon, iconPosition: 'left' }));
    expect(Math.max(...columnsOf(left, [0, 255, 0]))).toBeLessThan(
      Math.min(...columnsOf(left, [255, 0, 255])),
    );
    const right = paintImage(number({ ...icon, iconPosition: 'right' }));
    expect(Math.min(...columnsOf(right, [0, 255, 0]))).toBeGreaterThan(
      Math.max(...columnsOf(right, [255, 0, 255])),
    );
    // Digits and icon together are centred in the frame.
    const all = [...columnsOf(right, [0, 255, 0]), ...columnsOf(right, [255, 0, 255])];
    expect(Math.abs((Math.min(...all) + Math.max(...all)) / 2 - right.width / 2)).toBeLessThan(12);
  });

  it('leaves a transparent frame clear behind the column', () => {
    const s = countdown();
    const size = { width: 400, height: 225, cssWidth: 400, cssHeight: 225, pixelRatio: 1 };
    const scene = createScene(s, size, {
      transparent: true,
      locale: 'en-US',
      stretchSeconds: 0,
      seed: 1,
      env,
    });
    const p = record(400, 225, (ctx) => drawFrame(ctx, scene, 0));
    expect(rgbaAt(p, 0, 0)[3]).toBe(0);
    expect(rgbaAt(p, 399, 224)[3]).toBe(0);
    expect(textOf(p)).toContain('Launch');
  });
});

describe('createImageScene: what the server paints for each image', () => {
  it('marks a Free owner’s image with the watermark, not a Premium owner’s', () => {
    expect(textOf(paintImage(countdown(), { premium: false }))).toContain(WATERMARK_TEXT);
    expect(textOf(paintImage(countdown(), { premium: true }))).not.toContain(WATERMARK_TEXT);
  });

  it('makes a Free owner’s e-mail GIF one still frame with the upgrade note', () => {
    const free = paintImage(countdown(), { premium: false, format: 'gif' });
    expect(free.frames).toHaveLength(1);
    expect(textOf(free)).toContain(EMAIL_IMAGE_UPGRADE_NOTE);
    const paid = paintImage(countdown(), { premium: true, format: 'gif' });
    expect(paid.frames.length).toBeGreaterThan(1);
    expect(textOf(paid)).not.toContain(EMAIL_IMAGE_UPGRADE_NOTE);
    expect(textOf(paintImage(countdown(), { premium: false, format: 'png' }))).not.toContain(
      EMAIL_IMAGE_UPGRADE_NOTE,
    );
  });

  it('lays a share image out as the 1200×630 card, whatever width was asked', () => {
    const og = paintImage(countdown(), { format: 'og', width: 300 });
    expect(og.size).toEqual(OG_SIZE);
    expect(og.frames).toHaveLength(1);
    const png = paintImage(countdown(), { width: 300, premium: false });
    expect(png.size.width).toBe(300);
    // Room for the badge below the design: taller than the design's own aspect.
    expect(png.size.height).toBeGreaterThan(paintImage(countdown(), { width: 300 }).size.height);
  });
});
