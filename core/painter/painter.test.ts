import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { getFontFamilyStack } from '../counter/settings-style';
import { baselineIn, type Ctx2D, createPainter, fillText, type PaintEnv, wrapBalanced } from './painter';

// The painter's helpers on a real 2D context: Skia through @napi-rs/canvas, the canvas the server
// paints images with. Its fallback font differs between machines, so the assertions compare with
// the context's own measurements rather than fixed pixel widths.
const env: PaintEnv = { path: () => ({}) as Path2D, scratch: () => null };

// Skia writes a font back in its own form: compare with what it makes of the expected one.
const probe = createCanvas(1, 1).getContext('2d');
const asSet = (font: string) => {
  probe.font = font;
  return probe.font;
};

function painterOf(width = 400, height = 100, ratio = 1) {
  const ctx = createCanvas(width, height).getContext('2d') as unknown as Ctx2D;
  return createPainter(ctx, ratio, 'inter', null, env);
}

describe('createPainter', () => {
  it('writes a CSS font with three decimals of size, weight 700 unless told', () => {
    const p = painterOf();
    // The emoji family last (font-files.ts): only characters no counter font has fall to it.
    const stack = `${getFontFamilyStack('inter')}, 'Noto Color Emoji'`;
    expect(p.font(12.34567)).toBe(`700 12.346px ${stack}`);
    expect(p.font(10, 600)).toBe(`600 10.000px ${stack}`);
    expect(p.ratio).toBe(1);
    expect(p.tabularEm).toBeNull();
    expect(p.env).toBe(env);
  });

  it('measures with the font and letter-spacing, and remembers each measurement', () => {
    const p = painterOf();
    const font = p.font(20);
    p.ctx.font = font;
    p.ctx.letterSpacing = '0px';
    const plain = p.ctx.measureText('12345').width;
    expect(p.measure('12345', font)).toBeCloseTo(plain, 6);
    expect(p.measure('12345', font, 4)).toBeGreaterThan(plain + 10);
    expect(p.ctx.letterSpacing).toBe('4px');
    // A remembered width does not touch the context again.
    p.ctx.font = p.font(40);
    expect(p.measure('12345', font)).toBeCloseTo(plain, 6);
    expect(p.ctx.font).toBe(asSet(p.font(40)));
    expect(p.measure('12345', p.font(40))).toBeGreaterThan(plain * 1.5);
  });

  it('reads a font’s ascent and descent once, from the digit 0', () => {
    const p = painterOf();
    const font = p.font(50);
    p.ctx.font = font;
    const m = p.ctx.measureText('0');
    const v = p.vertical(font);
    expect(v).toEqual({ ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent });
    expect(v.ascent).toBeGreaterThan(0);
    p.ctx.font = p.font(10);
    expect(p.vertical(font)).toBe(v);
    expect(p.vertical(p.font(10)).ascent).toBeLessThan(v.ascent);
  });

  it('scales shadows by the pixel ratio, and clears them', () => {
    const p = painterOf(100, 100, 2);
    p.setShadow({ x: 1, y: 2, blur: 3, color: '#ff0000' });
    expect([p.ctx.shadowOffsetX, p.ctx.shadowOffsetY, p.ctx.shadowBlur]).toEqual([2, 4, 6]);
    expect(p.ctx.shadowColor).toBe('#ff0000');
    p.setShadow(null);
    expect([p.ctx.shadowOffsetX, p.ctx.shadowOffsetY, p.ctx.shadowBlur]).toEqual([0, 0, 0]);
    expect(p.ctx.shadowColor).not.toBe('#ff0000');
  });
});

describe('text on the canvas', () => {
  it('puts the baseline where a CSS line box centres the font', () => {
    const p = painterOf();
    const font = p.font(30);
    const { ascent, descent } = p.vertical(font);
    expect(baselineIn(p, font, 10, 60)).toBeCloseTo(10 + (60 - (ascent + descent)) / 2 + ascent, 10);
  });

  it('fills text left-aligned on the alphabetic baseline with the font and spacing given', () => {
    const p = painterOf(200, 60);
    p.ctx.textAlign = 'center';
    p.ctx.textBaseline = 'top';
    p.ctx.fillStyle = '#000000';
    fillText(p, '88', 100, 50, p.font(40), 3);
    expect(p.ctx.font).toBe(asSet(p.font(40)));
    expect(p.ctx.letterSpacing).toBe('3px');
    expect(p.ctx.textAlign).toBe('left');
    expect(p.ctx.textBaseline).toBe('alphabetic');
    // Left-aligned at x = 100: nothing left of it, ink right of it, above the baseline.
    const px = p.ctx.getImageData(0, 0, 200, 60).data;
    const inkAt = (x0: number, x1: number, y0: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) n += px[(y * 200 + x) * 4 + 3] ?? 0;
      return n;
    };
    expect(inkAt(0, 98, 0, 60)).toBe(0);
    expect(inkAt(100, 200, 0, 50)).toBeGreaterThan(0);
    expect(inkAt(100, 200, 53, 60)).toBe(0);
  });
});

describe('wrapBalanced', () => {
  const p = painterOf();
  const font = p.font(20);
  const width = (line: string) => p.measure(line, font, 0);

  it('keeps text that fits on one line', () => {
    expect(wrapBalanced(p, 'Launch day', font, 0, 1000)).toEqual(['Launch day']);
    expect(wrapBalanced(p, '  Launch   day ', font, 0, 1000)).toEqual(['Launch day']);
    expect(wrapBalanced(p, '', font, 0, 1000)).toEqual(['']);
    // Exactly as wide as the line still fits.
    expect(wrapBalanced(p, 'Launch day', font, 0, width('Launch day'))).toEqual(['Launch day']);
  });

  it('uses the fewest lines and evens them out', () => {
    const text = 'one two three four five six';
    const max = width('one two three four five') + 1;
    const lines = wrapBalanced(p, text, font, 0, max);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe(text);
    // Greedy filling would leave 'six' alone; balancing moves words down to even the lines.
    expect(lines[1]).not.toBe('six');
    const widths = lines.map(width);
    expect(Math.max(...widths)).toBeLessThan(width('one two three four five'));
    for (const w of widths) expect(w).toBeLessThanOrEqual(max);
  });

  it('breaks a word wider than the line anywhere', () => {
    const word = 'Supercalifragilistic';
    const max = width('Supercali') + 1;
    const lines = wrapBalanced(p, word, font, 0, max);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    expect(lines.every((line) => line.length > 0)).toBe(true);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(max);
  });

  it('goes on after a broken word’s last piece when the next word fits beside it', () => {
    const lines = wrapBalanced(p, 'Supercalifragilistic go', font, 0, width('Supercali') + 1);
    expect(lines.join('')).toBe('Supercalifragilistic go');
    expect(lines.at(-1)).toMatch(/^\S+ go$/);
  });
});
