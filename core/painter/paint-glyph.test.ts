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

/** The box of pixels at least this opaque: [left, top, right, bottom], or null when none. */
function inkBox(px: Uint8ClampedArray, width: number, minAlpha: number) {
  let box: number[] | null = null;
  for (let i = 3; i < px.length; i += 4) {
    if ((px[i] ?? 0) < minAlpha) continue;
    const x = ((i - 3) / 4) % width;
    const y = Math.floor((i - 3) / 4 / width);
    box = box
      ? [Math.min(box[0]!, x), Math.min(box[1]!, y), Math.max(box[2]!, x), Math.max(box[3]!, y)]
      : [x, y, x, y];
  }
  return box;
}

describe('paintGlyph: where the ink and shadows fall', () => {
  it('a sprite lands exactly where direct painting does, on a 2× canvas too', () => {
    for (const ratio of [1, 2])
      for (const numberStyle of ['normal', 'text-3d', 'text-outline'] as const) {
        const paintAt = (env: PaintEnv) => {
          const canvas = recordCanvas(200 * ratio, 200 * ratio);
          canvas.ctx.scale(ratio, ratio);
          const p = createPainter(canvas.ctx, ratio, 'inter', null, env);
          paintGlyph(p, { ...base, numberStyle }, '4', 70, 120, 60);
          return canvas.pixels();
        };
        const sprite = paintAt({
          ...skiaEnv,
          scratch: (w, h) => createCanvas(w, h) as unknown as ScratchCanvas,
        });
        const direct = paintAt(skiaEnv);
        for (const minAlpha of [128, 250]) {
          const at = `${numberStyle} ${ratio}× alpha ${minAlpha}`;
          const a = inkBox(direct, 200 * ratio, minAlpha);
          const b = inkBox(sprite, 200 * ratio, minAlpha);
          expect(a, at).not.toBeNull();
          expect(b, at).not.toBeNull();
          const shifts = (b ?? []).map((edge, k) => Math.abs(edge - (a?.[k] ?? 0)));
          expect(Math.max(...shifts), at).toBeLessThanOrEqual(ratio);
        }
      }
  });

  it('copies the sprite onto the frame rather than painting the glyph there', () => {
    const canvas = recordCanvas(200, 200);
    const p = createPainter(canvas.ctx, 2, 'inter', null, {
      ...skiaEnv,
      scratch: (w, h) => createCanvas(w, h) as unknown as ScratchCanvas,
    });
    paintGlyph(p, { ...base, numberStyle: 'text-3d' }, '8', 60, 130, 100);
    expect(canvas.calls.filter((c) => c === 'drawImage')).toHaveLength(1);
    expect(canvas.texts).toHaveLength(0);
  });

  it('text-3d: a hard shadow just under the darker copies', () => {
    const { canvas } = paint('text-3d');
    const px = canvas.pixels();
    // The lowest row of the 3-D edge (45 % red), and the pixel under it: the 0.075 em shadow's
    // dark band, more opaque than the soft shadow alone would be.
    let low = { x: 0, y: 0 };
    for (let y = 0; y < 200; y++)
      for (let x = 0; x < 200; x++) {
        const i = (y * 200 + x) * 4;
        if ((px[i + 3] ?? 0) > 250 && Math.abs((px[i] ?? 0) - 115) <= 12 && (px[i + 1] ?? 0) < 12)
          low = { x, y };
      }
    const under = canvas.at(low.x, low.y + 2);
    expect(under[0]).toBeLessThan(60);
    expect(under[3]).toBeGreaterThan(90);
  });

  it('text-3d: the darker copies step down under the digit, its shadows reach 0.12 em + blur below', () => {
    const { canvas } = paint('text-3d');
    const px = canvas.pixels();
    // The digit's baseline is y = 130 at 100 px: the 3-D edge shows in the rows just under it.
    let edge = 0;
    let above = 0;
    for (let y = 0; y < 200; y++)
      for (let x = 0; x < 200; x++) {
        const i = (y * 200 + x) * 4;
        if ((px[i + 3] ?? 0) > 250 && Math.abs((px[i] ?? 0) - 115) <= 12 && (px[i + 1] ?? 0) < 12) {
          if (y > 130) edge++;
          else if (y < 60) above++;
        }
      }
    expect(edge).toBeGreaterThan(20);
    expect(above).toBe(0);
    // The soft shadow: 0.12 em down, blurred 0.18 em, so faint ink lies well below the 3-D edge.
    const faint = inkBox(px, 200, 3);
    expect(faint?.[3]).toBeGreaterThan(130 + 0.06 * 100 + 12);
  });

  it('normal: the soft shadow lies 0.03 em below the digit, blurred 0.12 em', () => {
    const { canvas } = paint('normal');
    const faint = inkBox(canvas.pixels(), 200, 3);
    const solid = inkBox(canvas.pixels(), 200, 250);
    // Blurred on every side, a little more below than above.
    expect((faint?.[3] ?? 0) - (solid?.[3] ?? 0)).toBeGreaterThan((solid?.[1] ?? 0) - (faint?.[1] ?? 0));
    expect((faint?.[3] ?? 0) - (solid?.[3] ?? 0)).toBeGreaterThan(6);
  });

  it('starts the sprite cache over past 400 sprites, so a long clip does not grow it for ever', () => {
    let made = 0;
    const env: PaintEnv = {
      ...skiaEnv,
      scratch: (w, h) => {
        made++;
        return createCanvas(w, h) as unknown as ScratchCanvas;
      },
    };
    const canvas = recordCanvas(50, 50);
    const p = createPainter(canvas.ctx, 1, 'inter', null, env);
    const s = { ...base, numberStyle: 'normal' as const };
    const at = (k: number) => paintGlyph(p, s, '1', 5, 30, 10 + k / 100);
    for (let k = 0; k <= 400; k++) at(k);
    expect(made).toBe(401);
    at(0);
    expect(made).toBe(401);
    at(401);
    expect(made).toBe(402);
    // The 402nd started the cache over: the first is made again.
    at(0);
    expect(made).toBe(403);
  });
});
