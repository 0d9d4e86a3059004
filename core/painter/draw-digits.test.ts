import { describe, expect, it } from 'vitest';
import type { AnimationStyle } from '../counter/animation-styles';
import { createFormDefaults } from '../counter/settings-defaults';
import { CELL_BLEED, ROLL_TRAVEL } from './digit-cell';
import { type DigitMotion, drawDigits, layoutDigits } from './draw-digits';
import { rollMotion } from './motions/digits-roll';
import { fadeScaleMotion } from './motions/fade-scale';
import { baselineIn, createPainter } from './painter';
import { recordCanvas, skiaEnv } from './testing/skia-canvas';

// A line of digits on Skia. The outline style paints each glyph with one fillText, so every
// recorded call is one glyph; its device position says where the cell's transform put it. Widths
// come from the painter's own measure (Skia's fallback font), never from fixed numbers.
const FS = 100;
const TOP = 60;
const LEFT = 40;
const base = {
  ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC'),
  numberStyle: 'text-outline' as const,
  counterColor: '#ff0000',
};
const still: DigitMotion = { previousText: null, t: 1, direction: 'up' };

function paint(
  text: string,
  motion: DigitMotion,
  animationStyle: AnimationStyle = 'digits-roll',
  tabularEm: number | null = null,
) {
  const canvas = recordCanvas(600, 320);
  const p = createPainter(canvas.ctx, 1, 'inter', tabularEm, skiaEnv);
  const layout = layoutDigits(p, text, FS);
  // A path an earlier block left behind, as a frame would: the cells' clips start their own.
  canvas.ctx.beginPath();
  canvas.ctx.rect(0, 0, 600, 320);
  drawDigits(p, { ...base, animationStyle }, layout, LEFT, TOP, motion);
  const font = p.font(FS);
  const baseline = baselineIn(p, font, TOP, layout.height);
  return { ...canvas, p, layout, font, baseline };
}

/** Whether any pixel in the rows [y0, y1) and columns [x0, x1) has ink. */
function inkIn(px: Uint8ClampedArray, width: number, [x0, x1]: number[], [y0, y1]: number[]) {
  for (let y = Math.ceil(y0 ?? 0); y < (y1 ?? 0); y++)
    for (let x = Math.ceil(x0 ?? 0); x < (x1 ?? 0); x++)
      if ((px[(y * width + x) * 4 + 3] ?? 0) > 0) return true;
  return false;
}

describe('layoutDigits', () => {
  it('gives every digit the tabular width and other characters their own, less 0.01 em', () => {
    const { p, font } = paint('1,0', still);
    const layout = layoutDigits(p, '1,0', FS);
    const widest = Math.max(...'0123456789'.split('').map((d) => p.measure(d, font)));
    expect(widest).toBeGreaterThan(0);
    expect(layout.cells.map((c) => c.ch)).toEqual(['1', ',', '0']);
    expect(layout.cells[0]?.width).toBeCloseTo(widest - 1, 3);
    expect(layout.cells[1]?.width).toBeCloseTo(p.measure(',', font) - 1, 3);
    expect(layout.cells[2]?.width).toBeCloseTo(widest - 1, 3);
    expect(layout.cells.map((c) => c.x)).toEqual([
      0,
      layout.cells[0]?.width,
      (layout.cells[0]?.width ?? 0) + (layout.cells[1]?.width ?? 0),
    ]);
    expect(layout.width).toBeCloseTo(2 * widest + p.measure(',', font) - 3, 3);
    // line-height 1.05
    expect(layout.height).toBeCloseTo(105, 3);
    expect(layout.fontSize).toBe(FS);
  });

  it('takes the page’s tabular width when it is known', () => {
    const { p } = paint('0', still, 'digits-roll', 0.5);
    const layout = layoutDigits(p, '42', FS);
    expect(layout.cells.map((c) => c.width)).toEqual([49, 49]);
    expect(layout.width).toBe(98);
  });
});

describe('drawDigits: a still line', () => {
  it('centres each glyph in its cell on the line box’s baseline', () => {
    const c = paint('1,234', still);
    expect(c.texts.map((t) => t.text)).toEqual(['1', ',', '2', '3', '4']);
    c.texts.forEach((t, i) => {
      const cell = c.layout.cells[i];
      const centre = LEFT + (cell?.x ?? 0) + ((cell?.width ?? 0) + 0.01 * FS) / 2;
      expect(t.device.x + c.p.measure(t.text, c.font) / 2, t.text).toBeCloseTo(centre, 3);
      expect(t.device.y, t.text).toBeCloseTo(c.baseline, 3);
      expect(t.alpha).toBe(1);
      expect(t.fillStyle).toBe('#ff0000');
    });
  });

  it('centres a glyph narrower than its cell, as with the page’s tabular width', () => {
    // 0.8 em cells: wider than the fallback font's digits.
    const c = paint('1,204', still, 'digits-roll', 0.8);
    c.texts.forEach((t, i) => {
      const cell = c.layout.cells[i];
      const glyph = c.p.measure(t.text, c.font);
      if (/\d/.test(t.text)) expect(cell?.width ?? 0, t.text).toBeGreaterThan(glyph);
      const centre = LEFT + (cell?.x ?? 0) + ((cell?.width ?? 0) + 0.01 * FS) / 2;
      expect(t.device.x + glyph / 2, t.text).toBeCloseTo(centre, 3);
    });
  });

  it('draws left-aligned on the alphabetic baseline without letter-spacing, whatever was set before', () => {
    const canvas = recordCanvas(600, 320);
    const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    const layout = layoutDigits(p, '8', FS);
    // Measured before, so the painter's cached metrics set nothing on the way.
    p.vertical(p.font(FS));
    canvas.ctx.textAlign = 'center';
    canvas.ctx.textBaseline = 'top';
    canvas.ctx.letterSpacing = '9px';
    drawDigits(p, base, layout, LEFT, TOP, still);
    expect(canvas.ctx.textAlign).toBe('left');
    expect(canvas.ctx.textBaseline).toBe('alphabetic');
    expect(canvas.ctx.letterSpacing).toBe('0px');
  });

  it('keeps a whole glyph inside its cell’s clip', () => {
    const c = paint('8', still);
    const cell = c.layout.cells[0]!;
    const x0 = LEFT + cell.x;
    // Ink on both halves of the cell: the clip opens sideways beyond it.
    expect(inkIn(c.pixels(), c.width, [x0, x0 + cell.width / 2], [TOP, TOP + c.layout.height])).toBe(true);
    expect(
      inkIn(c.pixels(), c.width, [x0 + cell.width / 2, x0 + cell.width], [TOP, TOP + c.layout.height]),
    ).toBe(true);
  });
});

describe('drawDigits: the change animation', () => {
  it('moves only the cells whose digit changed, matching the cells from the right', () => {
    // 999 → 1,000: every digit changed; the new thousands digit and the comma had no cell before.
    const t = 0.5;
    const c = paint('1,000', { previousText: '999', t, direction: 'up' });
    const m = rollMotion(t, 'up', '9', '0');
    const h = c.layout.height;
    const at = (text: string) => c.texts.filter((call) => call.text === text).map((call) => call.device.y);
    // The comma is no digit and stands still; '1' rolls in with nothing rolling out above it.
    expect(at(',')).toEqual([c.baseline]);
    expect(at('1')).toHaveLength(1);
    expect(at('1')[0]).toBeCloseTo(c.baseline + m.dy * h, 3);
    // Each 0 rolls in from below while its 9 rolls out above.
    expect(at('0')).toHaveLength(3);
    for (const y of at('0')) expect(y).toBeCloseTo(c.baseline + m.dy * h, 3);
    expect(at('9')).toHaveLength(3);
    for (const y of at('9')) expect(y).toBeCloseTo(c.baseline + (m.previousDy ?? 0) * h, 3);
  });

  it('leaves unchanged digits still, and the whole line still once the animation is over', () => {
    const moving = paint('1,235', { previousText: '1,234', t: 0.3, direction: 'up' });
    expect(moving.texts.map((t) => t.text)).toEqual(['1', ',', '2', '3', '5', '4']);
    for (const t of moving.texts.slice(0, 4)) expect(t.device.y).toBeCloseTo(moving.baseline, 3);
    expect(moving.texts[4]?.device.y).toBeGreaterThan(moving.baseline);
    expect(moving.texts[5]?.device.y).toBeLessThan(moving.baseline);
    const done = paint('1,235', { previousText: '1,234', t: 1, direction: 'up' });
    expect(done.texts.map((t) => t.text)).toEqual(['1', ',', '2', '3', '5']);
    for (const t of done.texts) expect(t.device.y).toBeCloseTo(done.baseline, 3);
  });

  it('rolls down when the counter counts down, and starts a negative progress at the beginning', () => {
    const c = paint('4', { previousText: '5', t: -0.5, direction: 'down' });
    const m = rollMotion(0, 'down', '5', '4');
    expect(m.dy).toBe(-ROLL_TRAVEL);
    expect(c.texts.find((t) => t.text === '4')?.device.y).toBeCloseTo(
      c.baseline - ROLL_TRAVEL * c.layout.height,
      3,
    );
    expect(c.texts.find((t) => t.text === '5')?.device.y).toBeCloseTo(c.baseline, 3);
  });

  it('fades and scales a changed glyph about its cell’s centre', () => {
    const t = 0.2;
    const c = paint('7', { previousText: '6', t, direction: 'up' }, 'fade-scale');
    const m = fadeScaleMotion(t, 'up', '6', '7');
    expect(m.alpha).toBeLessThan(1);
    expect(m.scaleX).toBeLessThan(1);
    const cell = c.layout.cells[0]!;
    const cx = LEFT + cell.x + cell.width / 2;
    const oy = TOP + c.layout.height * m.originY;
    const glyphX = LEFT + cell.x + (cell.width + 0.01 * FS - c.p.measure('7', c.font)) / 2;
    // Only the new glyph: fading has no outgoing digit.
    expect(c.texts).toHaveLength(1);
    const [glyph] = c.texts;
    expect(glyph?.alpha).toBeCloseTo(m.alpha, 3);
    expect(glyph?.device.scaleX).toBeCloseTo(m.scaleX, 3);
    expect(glyph?.device.scaleY).toBeCloseTo(m.scaleY, 3);
    expect(glyph?.device.x).toBeCloseTo(cx + (glyphX - cx) * m.scaleX, 3);
    expect(glyph?.device.y).toBeCloseTo(oy + (c.baseline - oy) * m.scaleY, 3);
  });

  it('draws nothing for a glyph while it is invisible', () => {
    // flip starts edge-on (alpha 0): the cell shows nothing, not a transparent glyph.
    const c = paint('12', { previousText: '11', t: 0, direction: 'up' }, 'flip');
    expect(c.texts.map((t) => t.text)).toEqual(['1']);
  });

  it('cuts a rolling digit at the cell’s edges, its bleed past the line box (digit-cell.ts)', () => {
    // Early on, the outgoing 7 crosses the top edge and the incoming 8 the bottom one.
    const c = paint('8', { previousText: '7', t: 0.1, direction: 'up' });
    const cell = c.layout.cells[0]!;
    const cols = [LEFT + cell.x - CELL_BLEED.side * FS, LEFT + cell.x + cell.width + CELL_BLEED.side * FS];
    const clipTop = TOP - CELL_BLEED.top * FS;
    const clipBottom = TOP + c.layout.height + CELL_BLEED.bottom * FS;
    const px = c.pixels();
    expect(inkIn(px, c.width, [0, c.width], [0, clipTop - 0.5])).toBe(false);
    expect(inkIn(px, c.width, cols, [clipTop + 0.2, TOP + 0.3 * FS])).toBe(true);
    expect(inkIn(px, c.width, cols, [clipBottom - 0.3 * FS, clipBottom - 0.2])).toBe(true);
    expect(inkIn(px, c.width, [0, c.width], [clipBottom + 0.5, c.height])).toBe(false);
  });

  it('moves a roll’s digits wholly out of the cell: at the start nothing of the new one shows', () => {
    const c = paint('8', { previousText: '7', t: 0, direction: 'up' });
    expect(c.texts.find((t) => t.text === '8')?.device.y).toBeCloseTo(
      c.baseline + ROLL_TRAVEL * c.layout.height,
      3,
    );
    const cell = c.layout.cells[0]!;
    const cols = [LEFT + cell.x - CELL_BLEED.side * FS, LEFT + cell.x + cell.width + CELL_BLEED.side * FS];
    // Only the outgoing 7, at rest: below its baseline the cell is empty down to the edge.
    const px = c.pixels();
    expect(inkIn(px, c.width, cols, [c.baseline + 0.1 * FS, c.height])).toBe(false);
  });
});
