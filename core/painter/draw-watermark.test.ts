import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { getFontFamilyStack } from '../counter/settings-style';
import { badgeReserve, drawBadge } from './draw-watermark';
import { frameMetrics } from './frame-metrics';
import { type Ctx2D, createPainter, type PaintEnv } from './painter';
import { recordCanvas, skiaEnv } from './testing/skia-canvas';

// The watermark pill and the e-mail note on Skia (@napi-rs/canvas), measured from the pixels.
const env: PaintEnv = { path: () => ({}) as Path2D, scratch: () => null };

function paint(width: number, height: number, side: 'left' | 'right', text = 'Made with Countstream') {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const p = createPainter(ctx as unknown as Ctx2D, 1, 'inter', null, env);
  const m = frameMetrics({ cssWidth: width, cssHeight: height });
  drawBadge(p, m, text, side);
  const px = ctx.getImageData(0, 0, width, height).data;
  // Bounding box of everything painted (alpha over 128: the pill, not its anti-aliased edge).
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if ((px[(y * width + x) * 4 + 3] ?? 0) > 20) {
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
      }
  const rgba = (x: number, y: number) => Array.from(px.slice((y * width + x) * 4, (y * width + x) * 4 + 4));
  const font = `600 ${(12 * Math.min(2, Math.max(1, width / 600))).toFixed(3)}px ${getFontFamilyStack('inter')}`;
  return { box: { left, top, right, bottom }, rgba, textWidth: p.measure(text, font), ctx };
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1.5);

describe('badgeReserve', () => {
  it('is 56 px, growing with frames wider than 600 px up to twice that', () => {
    expect(badgeReserve(300)).toBe(56);
    expect(badgeReserve(600)).toBe(56);
    expect(badgeReserve(900)).toBe(84);
    expect(badgeReserve(1200)).toBe(112);
    expect(badgeReserve(3000)).toBe(112);
  });
});

describe('drawBadge', () => {
  it('puts the watermark pill 16 px from the bottom-right corner, with room for the logo', () => {
    const { box, textWidth } = paint(500, 300, 'right');
    close(box.right, 500 - 16);
    close(box.bottom, 300 - 16);
    // Height: the text line (1.35 × 12 px) plus 8 px above and below.
    close(box.bottom - box.top, 1.35 * 12 + 16);
    // Width: 14 px padding, the 14 px logo, an 8 px gap, the text, 14 px padding.
    close(box.right - box.left, 14 + 14 + 8 + textWidth + 14);
  });

  it('puts a note without a logo 16 px from the bottom-left corner', () => {
    const { box, textWidth } = paint(500, 300, 'left', 'Live e-mail countdowns need Premium');
    close(box.left, 16);
    close(box.bottom, 300 - 16);
    close(box.right - box.left, 14 + textWidth + 14);
  });

  it('doubles every measure on a frame of 1200 px or more', () => {
    const { box, textWidth } = paint(1400, 400, 'right');
    close(box.right, 1400 - 32);
    close(box.bottom, 400 - 32);
    close(box.bottom - box.top, 2 * (1.35 * 12 + 16));
    close(box.right - box.left, 2 * (14 + 14 + 8 + 14) + textWidth);
  });

  it('paints a translucent dark pill, the gradient logo with white bars, and white text', () => {
    const { box, rgba } = paint(500, 300, 'right');
    const midY = Math.round((box.top + box.bottom) / 2);
    // Just inside the padding, before the logo: the pill alone.
    const pill = rgba(box.left + 10, midY);
    expect(pill[3]).toBeGreaterThan(100);
    expect(pill[3]).toBeLessThan(130);
    expect(Math.max(pill[0] ?? 0, pill[1] ?? 0, pill[2] ?? 0)).toBeLessThan(30);
    // The logo's top-left is purple (#a855f7), its bottom-right orange (#fcb045).
    const logoTop = Math.round(midY - 7);
    const purple = rgba(box.left + 15, logoTop + 2);
    expect(purple[2]).toBeGreaterThan(purple[1] ?? 0);
    const orange = rgba(box.left + 26, logoTop + 12);
    expect(orange[0]).toBeGreaterThan(200);
    expect(orange[2]).toBeLessThan(150);
    // The middle bar runs up from 10.5 to 5.5 units of the 16-unit logo at x = 8 units.
    const bar = rgba(box.left + 14 + 7, logoTop + 7);
    expect(Math.min(bar[0] ?? 0, bar[1] ?? 0, bar[2] ?? 0)).toBeGreaterThan(200);
  });

  it('restores the context', () => {
    const { ctx } = paint(500, 300, 'right');
    expect(ctx.globalAlpha).toBe(1);
    expect(ctx.fillStyle).toBe('#000000');
  });
});

describe('drawBadge: the pieces on a 1200 px frame (every measure doubled)', () => {
  const W = 1200;
  const H = 600;
  const draw = (side: 'left' | 'right', text: string) => {
    const canvas = recordCanvas(W, H);
    const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    // A path an earlier block left behind: the pill starts its own.
    canvas.ctx.beginPath();
    canvas.ctx.rect(0, 0, W, H);
    drawBadge(p, frameMetrics({ cssWidth: W, cssHeight: H }), text, side);
    const font = `600 ${(24).toFixed(3)}px ${getFontFamilyStack('inter')}`;
    const { ascent, descent } = p.vertical(font);
    return { canvas, tw: p.measure(text, font), ascent, descent };
  };
  // k = 2: text 24 px, logo 28, padding 28 × 16, gap 16, 32 px from the corner; the pill 64.4 tall.
  const h = Math.max(28, 1.35 * 24) + 32;
  const y = H - 32 - h;

  it('writes the watermark in white after the logo, centred in the pill', () => {
    const { canvas, tw, ascent, descent } = draw('right', 'Made with Countstream');
    const w = 28 + 28 + 16 + tw + 28;
    const x = W - 32 - w;
    const [text] = canvas.texts;
    expect(text?.fillStyle).toBe('#ffffff');
    expect(text?.x).toBeCloseTo(x + 28 + 28 + 16, 3);
    expect(text?.y).toBeCloseTo(y + (h - (ascent + descent)) / 2 + ascent, 3);
    // Nothing outside the pill.
    expect(canvas.at(5, 5)[3]).toBe(0);
  });

  it('draws the logo’s three white bars, each from 10.5 units up to its own top', () => {
    const { canvas, tw } = draw('right', 'Made with Countstream');
    const w = 28 + 28 + 16 + tw + 28;
    const lx = W - 32 - w + 28;
    const ly = y + (h - 28) / 2;
    const unit = 28 / 16;
    const white = (gx: number, gy: number) =>
      canvas
        .at(Math.floor(lx + gx * unit), Math.floor(ly + gy * unit))
        .slice(0, 3)
        .every((v) => v > 230);
    for (const [bx, top] of [
      [5, 8],
      [8, 5.5],
      [11, 7],
    ] as const) {
      expect(white(bx, 9.5), `bar ${bx}`).toBe(true);
      expect(white(bx, top - 1.6), `above bar ${bx}`).toBe(false);
      // 1.8 units (3.15 px) wide: a run of light pixels across it.
      const row = Math.floor(ly + 9.5 * unit);
      let run = 0;
      for (let px = Math.floor(lx + bx * unit) - 4; px <= lx + bx * unit + 4; px++)
        if (
          canvas
            .at(px, row)
            .slice(0, 3)
            .every((v) => v > 200)
        )
          run++;
      expect(run, `bar ${bx} width`).toBeGreaterThanOrEqual(2);
    }
    // Between the bars, the gradient.
    expect(white(6.5, 9.5)).toBe(false);
    // The logo's corner is rounded: the pill shows there, not the gradient.
    const corner = canvas.at(Math.floor(lx) + 1, Math.floor(ly) + 1);
    expect(corner[0]).toBeLessThan(120);
  });

  it('writes a note in white 32 px from the bottom-left corner, without a logo', () => {
    const { canvas, ascent, descent } = draw('left', 'Upgrade for live images');
    const [text] = canvas.texts;
    expect(text?.fillStyle).toBe('#ffffff');
    expect(text?.x).toBeCloseTo(32 + 28, 3);
    expect(text?.y).toBeCloseTo(y + (h - (ascent + descent)) / 2 + ascent, 3);
  });
});
