import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawIcon } from './draw-icon';
import { type Ctx2D, createPainter, type PaintEnv } from './painter';
import { GLYPHS } from './social-glyphs';
import { skiaEnv as env, recordCanvas } from './testing/skia-canvas';

// Brand glyphs on Skia (@napi-rs/canvas, the server's canvas), read back pixel by pixel.

const SIZE = 96; // 4 px per glyph unit

// A fresh environment per drawing by default: the glyph paths are built (not taken from a cache).
function paint(name: Parameters<typeof drawIcon>[1], x = 0, y = 0, paintEnv: PaintEnv = { ...env }) {
  const canvas = createCanvas(200, 120);
  const ctx = canvas.getContext('2d') as unknown as Ctx2D;
  const p = createPainter(ctx, 1, 'inter', null, paintEnv);
  drawIcon(p, name, x, y, SIZE, '#00ff00', 16);
  const px = (ctx as unknown as ReturnType<typeof canvas.getContext>).getImageData(0, 0, 200, 120).data;
  /** Alpha and green at a point of the 24-unit glyph grid. */
  const at = (gx: number, gy: number) => {
    const i = (Math.round(y + gy * 4) * 200 + Math.round(x + gx * 4)) * 4;
    return { a: px[i + 3] ?? 0, g: px[i + 1] ?? 0, r: px[i] ?? 0 };
  };
  return { ctx, at, px };
}

describe('drawIcon', () => {
  it('strokes rings and fills dots in the colour given, in a size×size box', () => {
    const { at } = paint('instagram');
    // The outer rounded square (x 2.75..21.25) and the lens ring (r 4.3 round 12,12) are strokes…
    expect(at(2.75, 12).a).toBe(255);
    expect(at(16.3, 12).a).toBe(255);
    expect(at(16.3, 12)).toMatchObject({ g: 255, r: 0 });
    // …so inside them is empty; the flash dot (17.4, 6.6) is filled.
    expect(at(12, 12).a).toBe(0);
    expect(at(6, 16).a).toBe(0);
    expect(at(17.4, 6.6).a).toBe(255);
  });

  it('draws a path glyph and leaves an even-odd hole empty', () => {
    const { at } = paint('youtube');
    expect(at(4, 12).a).toBe(255);
    // The play triangle is a hole in the red plate.
    expect(at(11.5, 12).a).toBe(0);
  });

  it('paints the platform marks’ holes: Twitch’s hollow bubble round filled eyes, Discord’s eyes', () => {
    const twitch = paint('twitch');
    expect(twitch.at(3.5, 10).a).toBe(255);
    expect(twitch.at(8, 15).a).toBe(0);
    expect(twitch.at(12, 9.5).a).toBe(255);
    const discord = paint('discord');
    expect(discord.at(12, 9).a).toBe(255);
    expect(discord.at(9, 12.6).a).toBe(0);
    expect(discord.at(15, 12.6).a).toBe(0);
  });

  it('strokes the Threads @ as rings, open inside', () => {
    const { at } = paint('threads');
    expect(at(12 - 3.1, 12).a).toBe(255);
    expect(at(12, 12).a).toBe(0);
    expect(at(3.4, 12).a).toBe(255);
    expect(at(6, 12).a).toBe(0);
  });

  it('places the box at x, y and scales the 24-unit grid to its size', () => {
    const { at, px } = paint('facebook', 60, 10);
    expect(at(12, 3).a).toBe(255);
    // Nothing left of the box or above it (the shadow falls below).
    let outside = 0;
    for (let yy = 0; yy < 120; yy++)
      for (let xx = 0; xx < 200; xx++) {
        const inBox = xx >= 58 && xx < 60 + SIZE + 2 && yy >= 8 && yy < 10 + SIZE + 8;
        if (!inBox) outside += px[(yy * 200 + xx) * 4 + 3] ?? 0;
      }
    expect(outside).toBe(0);
  });

  it('leaves the context as it found it: transform, and no shadow', () => {
    const { ctx } = paint('instagram', 30, 20);
    const m = ctx.getTransform();
    expect([m.a, m.d, m.e, m.f]).toEqual([1, 1, 0, 0]);
    expect(ctx.shadowBlur).toBe(0);
    expect(ctx.shadowOffsetY).toBe(0);
  });

  it('builds each glyph’s paths per environment', () => {
    let made = 0;
    const counting: PaintEnv = {
      ...env,
      path: (d) => {
        made++;
        return env.path(d);
      },
    };
    paint('instagram', 0, 0, counting);
    const first = made;
    expect(first).toBeGreaterThan(0);
    paint('instagram', 0, 0, counting);
    expect(made).toBe(first);
    paint('instagram', 0, 0, { ...env });
    expect(made).toBe(first);
  });

  it('fills with the glyph’s own fill rule and the CSS drop shadow, 0.08 em down, 0.2 em blurred', () => {
    const canvas = recordCanvas(200, 120);
    const p = createPainter(canvas.ctx, 2, 'inter', null, { ...env });
    drawIcon(p, 'youtube', 10, 10, SIZE, '#00ff00', 20);
    drawIcon(p, 'instagram', 100, 10, SIZE, '#00ff00', 20);
    const [plate, dot] = canvas.fills;
    expect(plate?.rule).toBe('evenodd');
    expect(dot?.rule).toBe('nonzero');
    const probe = recordCanvas(1, 1).ctx;
    probe.shadowColor = 'rgba(0, 0, 0, 0.2)';
    // The shadow is in canvas pixels: em × the pixel ratio.
    expect(plate?.shadow.color).toBe(String(probe.shadowColor));
    expect(plate?.shadow.y).toBeCloseTo(0.08 * 20 * 2, 5);
    expect(plate?.shadow.blur).toBeCloseTo(0.2 * 20 * 2, 5);
    // Nothing drawn after the icon keeps its shadow.
    expect(canvas.ctx.shadowBlur).toBe(0);
  });

  it('strokes a ring with the glyph’s own line width', () => {
    const thin = paint('instagram');
    // The lens ring (r 4.3 round 12, 12) is 2.1 units wide: solid 1 unit either side of its line.
    expect(thin.at(12 + 4.3 + 0.8, 12).a).toBe(255);
    expect(thin.at(12 + 4.3 + 1.6, 12).a).toBeLessThan(60);
  });

  it('draws every brand glyph inside its box', () => {
    for (const name of Object.keys(GLYPHS) as (keyof typeof GLYPHS)[]) {
      const { px } = paint(name, 20, 10);
      let inside = 0;
      for (let y = 10; y < 10 + SIZE; y++)
        for (let x = 20; x < 20 + SIZE; x++) if ((px[(y * 200 + x) * 4 + 1] ?? 0) > 200) inside++;
      // At least a tenth of the box in the icon's green.
      expect(inside, name).toBeGreaterThan((SIZE * SIZE) / 10);
    }
  });

  it('fills the Facebook and YouTube plates even-odd, leaving their marks as holes', () => {
    const canvas = recordCanvas(200, 120);
    const p = createPainter(canvas.ctx, 1, 'inter', null, { ...env });
    drawIcon(p, 'facebook', 0, 0, SIZE, '#00ff00', 16);
    expect(canvas.fills.map((f) => f.rule)).toEqual(['evenodd']);
  });
});
