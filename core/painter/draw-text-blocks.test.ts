import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../counter/settings-defaults';
import { completionBlock, progressBlock, titleBlock } from './draw-text-blocks';
import { frameMetrics } from './frame-metrics';
import { createPainter } from './painter';
import { recordCanvas, skiaEnv } from './testing/skia-canvas';

// The text blocks on Skia (@napi-rs/canvas). A 1000×500 frame: content 920 px, --u = 9 px.
const W = 1000;
const H = 500;
const m = frameMetrics({ cssWidth: W, cssHeight: H });
const s = {
  ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC'),
  counterColor: '#ff0000',
  titleColor: '#0000ff',
  iconColor: '#00ff00',
  title: 'Launch',
  completionMessage: 'Done!',
  socialIcon: 'none' as const,
};

function setUp() {
  const canvas = recordCanvas(W, H);
  const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
  const { ctx, at } = canvas;
  /** The painted pixels' bounding box and their highest alpha. */
  const spread = () => {
    const px = canvas.pixels();
    let [left, right, top, bottom, maxAlpha] = [W, -1, H, -1, 0];
    for (let i = 0; i < px.length; i += 4)
      if ((px[i + 3] ?? 0) > 0) {
        const x = (i / 4) % W;
        const y = Math.floor(i / 4 / W);
        [left, right, top, bottom] = [
          Math.min(left, x),
          Math.max(right, x),
          Math.min(top, y),
          Math.max(bottom, y),
        ];
        maxAlpha = Math.max(maxAlpha, px[i + 3] ?? 0);
      }
    return { left, right, top, bottom, maxAlpha };
  };
  return { p, ctx, texts: () => canvas.texts.map((t) => t.text), at, spread };
}

describe('progressBlock', () => {
  it('sizes the track from --u, centred, and fills it to the shown percentage', () => {
    const { p, ctx, at, texts } = setUp();
    const block = progressBlock(p, s, m, 40, 50);
    const { ascent, descent } = p.vertical(p.font(17.1, 600));
    // Track 0.7 --u (6.3 px), gap 1.1 --u, then the text line.
    expect(block.height).toBeCloseTo(6.3 + 9.9 + ascent + descent, 6);
    block.draw(100);
    // 46 --u = 414 px wide, from 293 to 707; half filled to 500.
    expect(at(400, 103)).toEqual([255, 0, 0, 255]);
    const track = at(600, 103);
    expect(track[3]).toBeGreaterThan(35);
    expect(track[3]).toBeLessThan(55);
    expect(at(290, 103)[3]).toBe(0);
    expect(at(710, 103)[3]).toBe(0);
    expect(at(400, 98)[3]).toBe(0);
    // The text reads the run's percentage, not the eased fill's, in the title colour at 85 %.
    expect(texts()).toEqual(['40.0% complete']);
    expect(ctx.globalAlpha).toBe(1);
  });

  it('keeps the fill inside the track', () => {
    const full = setUp();
    progressBlock(full.p, s, m, 100, 150).draw(100);
    expect(full.at(704, 103)).toEqual([255, 0, 0, 255]);
    expect(full.at(710, 103)[3]).toBe(0);
    const empty = setUp();
    progressBlock(empty.p, s, m, 0, -20).draw(100);
    expect(empty.at(296, 103)[0]).toBe(255);
    expect(empty.at(296, 103)[3]).toBeLessThan(60);
  });

  it('is at least 180 px wide on a small frame, and never wider than the content', () => {
    const small = frameMetrics({ cssWidth: 300, cssHeight: 200 });
    const { p, spread } = setUp();
    progressBlock(p, s, small, 50, 100).draw(10);
    const { left, right } = spread();
    expect(right - left + 1).toBeGreaterThanOrEqual(180);
    expect(right - left + 1).toBeLessThanOrEqual(small.contentWidth + 1);
  });
});

describe('completionBlock', () => {
  it('has none without a message', () => {
    const { p } = setUp();
    expect(completionBlock(p, { ...s, completionMessage: '' }, m, false, 1000)).toBeNull();
    expect(completionBlock(p, { ...s, completionMessage: '   ' }, m, false, 1000)).toBeNull();
  });

  it('is large in the counter colour when it replaces the digits, else a title-coloured label', () => {
    const big = setUp();
    const replacing = completionBlock(big.p, s, m, true, 1000);
    expect(replacing?.height).toBeCloseTo(1.15 * 81, 6);
    replacing?.draw(100);
    expect(big.texts()).toEqual(['Done!']);
    const bigInk = big.spread();
    const label = setUp();
    const small = completionBlock(label.p, s, m, false, 1000);
    expect(small?.height).toBeCloseTo(1.15 * 39.6, 6);
    small?.draw(100);
    const smallInk = label.spread();
    expect(bigInk.right - bigInk.left).toBeGreaterThan(1.5 * (smallInk.right - smallInk.left));
    // Centred on the frame.
    expect(Math.abs((bigInk.left + bigInk.right) / 2 - W / 2)).toBeLessThan(6);
    const mid = (ink: typeof bigInk) => [
      Math.round((ink.left + ink.right) / 2),
      Math.round((ink.top + ink.bottom) / 2),
    ];
    const colourOf = (ctx: { at: (x: number, y: number) => number[] }, ink: typeof bigInk) => {
      for (let x = ink.left; x <= ink.right; x++) {
        const c = ctx.at(x, mid(ink)[1] ?? 0);
        if ((c[3] ?? 0) === 255) return c;
      }
      return [];
    };
    expect(colourOf(big, bigInk)).toEqual([255, 0, 0, 255]);
    expect(colourOf(label, smallInk)).toEqual([0, 0, 255, 255]);
  });

  it('bounces in over 700 ms: nothing at the end itself, then growing and fading in', () => {
    const start = setUp();
    completionBlock(start.p, s, m, true, 0)?.draw(100);
    expect(start.texts()).toEqual([]);
    const early = setUp();
    completionBlock(early.p, s, m, true, 100)?.draw(100);
    const settled = setUp();
    completionBlock(settled.p, s, m, true, 700)?.draw(100);
    const e = early.spread();
    const f = settled.spread();
    expect(e.maxAlpha).toBeLessThan(255);
    expect(f.maxAlpha).toBe(255);
    expect(e.right - e.left).toBeLessThan(f.right - f.left);
    expect(settled.ctx.globalAlpha).toBe(1);
  });
});

describe('titleBlock', () => {
  it('has none without a title or a title icon', () => {
    const { p } = setUp();
    expect(titleBlock(p, { ...s, title: '  ' }, m, false)).toBeNull();
    expect(
      titleBlock(p, { ...s, title: '', socialIcon: 'instagram', iconPosition: 'top' }, m, false),
    ).toBeNull();
  });

  it('is one line of 4.4 --u text, or the icon alone when the title is empty', () => {
    const { p } = setUp();
    expect(titleBlock(p, s, m, false)?.height).toBeCloseTo(1.15 * 39.6, 6);
    const iconOnly = titleBlock(
      p,
      { ...s, title: '', socialIcon: 'instagram', iconPosition: 'title-left' },
      m,
      false,
    );
    expect(iconOnly?.height).toBeCloseTo(1.1 * 39.6, 6);
  });

  it('draws the icon left or right of the title', () => {
    const greenXs = (position: 'title-left' | 'title-right') => {
      const t = setUp();
      titleBlock(t.p, { ...s, socialIcon: 'instagram', iconPosition: position }, m, false)?.draw(100);
      expect(t.texts()).toEqual(['Launch']);
      const xs: number[] = [];
      const blues: number[] = [];
      for (let x = 0; x < W; x += 2)
        for (let y = 100; y < 150; y += 2) {
          const [r, g, b, a] = t.at(x, y);
          if ((a ?? 0) > 200 && (g ?? 0) > 200 && (r ?? 0) < 60) xs.push(x);
          if ((a ?? 0) > 200 && (b ?? 0) > 200 && (r ?? 0) < 60 && (g ?? 0) < 60) blues.push(x);
        }
      return { icon: xs, text: blues };
    };
    const left = greenXs('title-left');
    expect(Math.max(...left.icon)).toBeLessThan(Math.min(...left.text));
    const right = greenXs('title-right');
    expect(Math.min(...right.icon)).toBeGreaterThan(Math.max(...right.text));
  });
});
