import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../counter/settings-defaults';
import { paintGlyph } from './paint-glyph';
import { createPainter, type PaintEnv, type ScratchCanvas } from './painter';
import { recordCanvas, skiaEnv } from './testing/skia-canvas';

// One digit in each number style on Skia (@napi-rs/canvas), painted directly and through a sprite.
const base = { ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC'), counterColor: '#ff0000' };
type Style = typeof base.numberStyle;

function paint(numberStyle: Style, env: PaintEnv = skiaEnv, counterColor = '#ff0000') {
  const canvas = recordCanvas(200, 200);
  const p = createPainter(canvas.ctx, 1, 'inter', null, env);
  canvas.ctx.font = p.font(100);
  paintGlyph(p, { ...base, numberStyle, counterColor }, '8', 60, 130, 100);
  return { canvas, p };
}

/** Pixels whose colour is within 12 of rgb, at least this opaque. */
function count(px: Uint8ClampedArray, rgb: number[], minAlpha = 250) {
  let n = 0;
  for (let i = 0; i < px.length; i += 4)
    if ((px[i + 3] ?? 0) >= minAlpha && rgb.every((v, k) => Math.abs((px[i + k] ?? 0) - v) <= 12)) n++;
  return n;
}

/** Sum of alpha in rows below the glyph's baseline + 2 px (where shadows and the 3-D edge fall). */
function alphaBelow(px: Uint8ClampedArray, fromY: number) {
  let sum = 0;
  for (let y = fromY; y < 200; y++) for (let x = 0; x < 200; x++) sum += px[(y * 200 + x) * 4 + 3] ?? 0;
  return sum;
}

describe('paintGlyph: the number styles', () => {
  it('normal: the digit in the counter colour, a soft shadow below, no outline', () => {
    const px = paint('normal').canvas.pixels();
    expect(count(px, [255, 0, 0])).toBeGreaterThan(300);
    expect(count(px, [77, 0, 0])).toBe(0);
    expect(alphaBelow(px, 132)).toBeGreaterThan(0);
  });

  it('text-outline: a dark stroke (30 % of the colour) around the digit', () => {
    const { canvas } = paint('text-outline');
    const px = canvas.pixels();
    expect(count(px, [77, 0, 0])).toBeGreaterThan(100);
    expect(count(px, [255, 0, 0])).toBeGreaterThan(100);
    expect(canvas.ctx.lineWidth).toBeCloseTo(5.6, 5);
    expect(canvas.ctx.lineJoin).toBe('round');
  });

  it('text-3d: stacked copies in a darker shade (45 % of the colour) below the digit', () => {
    const px = paint('text-3d').canvas.pixels();
    expect(count(px, [115, 0, 0])).toBeGreaterThan(50);
    expect(count(px, [255, 0, 0])).toBeGreaterThan(300);
    expect(alphaBelow(px, 132)).toBeGreaterThan(alphaBelow(paint('normal').canvas.pixels(), 132));
  });
});

describe('paintGlyph: sprites', () => {
  let made = 0;
  const scratchEnv: PaintEnv = {
    ...skiaEnv,
    scratch: (w, h) => {
      made++;
      return createCanvas(w, h) as unknown as ScratchCanvas;
    },
  };

  it('paints the same digit through a sprite as directly', () => {
    for (const style of ['normal', 'text-outline', 'text-3d'] as const) {
      const direct = paint(style).canvas.pixels();
      const sprite = paint(style, scratchEnv).canvas.pixels();
      for (const rgb of [
        [255, 0, 0],
        [77, 0, 0],
        [115, 0, 0],
      ])
        expect(Math.abs(count(sprite, rgb) - count(direct, rgb)), `${style} ${rgb}`).toBeLessThanOrEqual(
          Math.max(8, count(direct, rgb) * 0.1),
        );
    }
  });

  it('makes each digit’s sprite once per size and colour', () => {
    made = 0;
    const { p, canvas } = paint('normal', scratchEnv);
    expect(made).toBe(1);
    const s = { ...base, numberStyle: 'normal' as const };
    paintGlyph(p, s, '8', 10, 130, 100);
    expect(made).toBe(1);
    paintGlyph(p, s, '8', 10, 130, 50);
    paintGlyph(p, { ...s, counterColor: '#00ff00' }, '8', 10, 130, 100);
    paintGlyph(p, s, '7', 10, 130, 100);
    expect(made).toBe(4);
    expect(count(canvas.pixels(), [0, 255, 0])).toBeGreaterThan(100);
  });
});
