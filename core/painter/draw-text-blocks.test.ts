import { describe, expect, it } from 'vitest';
import type { CounterSettings } from '../counter/settings';
import { createFormDefaults } from '../counter/settings-defaults';
import { completionBlock, endTextBlock, progressBlock, titleBlock } from './draw-text-blocks';
import { frameMetrics } from './frame-metrics';
import { baselineIn, createPainter } from './painter';
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
    const block = progressBlock(p, s, m, '40.0% complete', 50);
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
    progressBlock(full.p, s, m, '100% complete', 150).draw(100);
    expect(full.at(704, 103)).toEqual([255, 0, 0, 255]);
    expect(full.at(710, 103)[3]).toBe(0);
    const empty = setUp();
    progressBlock(empty.p, s, m, '0.0% complete', -20).draw(100);
    expect(empty.at(296, 103)[0]).toBe(255);
    expect(empty.at(296, 103)[3]).toBeLessThan(60);
  });

  it('is at least 180 px wide on a small frame, and never wider than the content', () => {
    const small = frameMetrics({ cssWidth: 300, cssHeight: 200 });
    const { p, spread } = setUp();
    progressBlock(p, s, small, '50.0% complete', 100).draw(10);
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
    // A title of spaces is no title: the icon alone.
    const blank = titleBlock(
      p,
      { ...s, title: '   ', socialIcon: 'instagram', iconPosition: 'title-left' },
      m,
      false,
    );
    expect(blank?.height).toBeCloseTo(1.1 * 39.6, 6);
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

describe('titleBlock: where it lands', () => {
  const paintTitle = (over: Partial<CounterSettings>, transparent = false, width = W) => {
    const frame = frameMetrics({ cssWidth: width, cssHeight: H });
    const canvas = recordCanvas(width, H);
    const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    const block = titleBlock(p, { ...s, ...over }, frame, transparent);
    block?.draw(100);
    // 4.4 --u, at least 22 px.
    const fs = Math.max(22, 4.4 * frame.u);
    return { canvas, p, block: block!, font: p.font(fs), frame, fs };
  };

  it('centres each line of a wrapped title, with the icon beside its first line on the left', () => {
    const title = 'A title long enough to wrap on a narrow frame';
    const c = paintTitle({ title, socialIcon: 'youtube', iconPosition: 'title-left' }, false, 600);
    const { fs } = c;
    const ls = -0.01 * fs;
    const iconSize = 1.1 * fs;
    const iconRoom = iconSize + 0.4 * fs;
    const lines = c.canvas.texts;
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((t) => t.text).join(' ')).toBe(title);
    // Every line fits the content width less the icon's room.
    for (const line of lines)
      expect(c.p.measure(line.text, c.font, ls)).toBeLessThanOrEqual(0.92 * c.frame.contentWidth - iconRoom);
    const spanW = Math.max(...lines.map((t) => c.p.measure(t.text, c.font, ls)));
    const height = lines.length * 1.15 * fs;
    expect(c.block.height).toBeCloseTo(height, 3);
    const x = (c.frame.width - spanW - iconRoom) / 2;
    const icon = c.canvas.fills[0];
    expect(icon?.x).toBeCloseTo(x, 3);
    // Beside the first line, not half-way down the block.
    expect(icon?.y).toBeCloseTo(100 + (1.15 * fs - iconSize) / 2, 3);
    expect(icon?.scale).toBeCloseTo(iconSize / 24, 3);
    lines.forEach((line, i) => {
      expect(line.x, line.text).toBeCloseTo(
        x + iconRoom + (spanW - c.p.measure(line.text, c.font, ls)) / 2,
        3,
      );
      expect(line.y, line.text).toBeCloseTo(baselineIn(c.p, c.font, 100 + i * 1.15 * fs, 1.15 * fs), 3);
    });
  });

  it('leaves the icon its room when wrapping: a title that fits the content alone still wraps', () => {
    const frame = frameMetrics({ cssWidth: W, cssHeight: H });
    const p = createPainter(recordCanvas(W, H).ctx, 1, 'inter', null, skiaEnv);
    const fs = Math.max(22, 4.4 * frame.u);
    const font = p.font(fs);
    const ls = -0.01 * fs;
    const room = 1.5 * fs;
    // Words until the title is wider than the content less the icon's room, not wider than the content.
    let title = 'Go';
    while (p.measure(title, font, ls) <= 0.92 * frame.contentWidth - room) title += ' go';
    expect(p.measure(title, font, ls)).toBeLessThan(0.92 * frame.contentWidth);
    const withIcon = paintTitle({ title, socialIcon: 'youtube', iconPosition: 'title-left' });
    expect(withIcon.canvas.texts).toHaveLength(2);
    expect(paintTitle({ title }).canvas.texts).toHaveLength(1);
  });

  it('puts the icon 0.4 em after the text on the right, centred on a one-line title', () => {
    const c = paintTitle({ socialIcon: 'youtube', iconPosition: 'title-right' });
    const { fs } = c;
    const ls = -0.01 * fs;
    const iconSize = 1.1 * fs;
    const spanW = c.p.measure('Launch', c.font, ls);
    const x = (W - spanW - iconSize - 0.4 * fs) / 2;
    // The icon is taller than the line: the line sits in the middle of the block.
    expect(c.block.height).toBeCloseTo(Math.max(1.15 * fs, iconSize), 3);
    const [line] = c.canvas.texts;
    expect(line?.x).toBeCloseTo(x, 3);
    expect(line?.y).toBeCloseTo(
      baselineIn(c.p, c.font, 100 + (c.block.height - 1.15 * fs) / 2, 1.15 * fs),
      3,
    );
    expect(c.canvas.fills[0]?.x).toBeCloseTo(x + spanW + 0.4 * fs, 3);
    expect(c.canvas.fills[0]?.y).toBeCloseTo(100 + (c.block.height - iconSize) / 2, 3);
  });

  it('draws no icon for an icon elsewhere, and centres the title alone', () => {
    for (const iconPosition of ['left', 'right', 'top'] as const) {
      const c = paintTitle({ socialIcon: 'youtube', iconPosition });
      expect(c.canvas.fills, iconPosition).toHaveLength(0);
      const spanW = c.p.measure('Launch', c.font, -0.01 * c.fs);
      expect(c.canvas.texts[0]?.x, iconPosition).toBeCloseTo((W - spanW) / 2, 3);
    }
  });

  it('writes the title with its text shadow, softer on a background than on a transparent frame', () => {
    const onColour = paintTitle({});
    const { fs } = onColour;
    const shadow = onColour.canvas.texts[0]?.shadow;
    expect(shadow?.y).toBeCloseTo(0.06 * fs, 3);
    expect(shadow?.blur).toBeCloseTo(0.3 * fs, 3);
    const probe = recordCanvas(1, 1).ctx;
    probe.shadowColor = 'rgba(0, 0, 0, 0.18)';
    expect(shadow?.color).toBe(String(probe.shadowColor));
    const transparent = paintTitle({}, true).canvas.texts[0]?.shadow;
    expect(transparent?.y).toBeCloseTo(0.04 * fs, 3);
    expect(transparent?.blur).toBeCloseTo(0.12 * fs, 3);
    probe.shadowColor = 'rgba(0, 0, 0, 0.5)';
    expect(transparent?.color).toBe(String(probe.shadowColor));
    // Nothing drawn after the title keeps its shadow.
    expect(onColour.canvas.ctx.shadowBlur).toBe(0);
  });
});

describe('progressBlock and completionBlock: where the text lands', () => {
  it('centres the percentage under the track, clipped to its rounded ends', () => {
    const canvas = recordCanvas(W, H);
    const pp = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    const block = progressBlock(pp, s, m, '40.0% complete', 50);
    block.draw(100);
    const fs = Math.max(12, 1.9 * m.u);
    const font = pp.font(fs, 600);
    const ls = 0.02 * fs;
    const [text] = canvas.texts;
    expect(text?.text).toBe('40.0% complete');
    const tw = pp.measure('40.0% complete', font, ls);
    expect(text?.x).toBeCloseTo((W - tw) / 2, 3);
    const v = pp.vertical(font);
    expect(text?.y).toBeCloseTo(baselineIn(pp, font, 100 + 6.3 + 9.9, v.ascent + v.descent), 3);
    expect(text?.alpha).toBeCloseTo(0.85, 3);
    // The track's rounded left end: its corner pixel stays clear, its middle row is filled.
    expect(canvas.at(293, 100)[3]).toBeLessThan(128);
    expect(canvas.at(294, 103)[3]).toBeGreaterThan(200);
  });

  it('grows the completion message about its centre as it bounces in', () => {
    const canvas = recordCanvas(W, H);
    const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    const block = completionBlock(p, s, m, true, 175)!;
    block.draw(100);
    const [line] = canvas.texts;
    const scale = line?.device.scaleX ?? 1;
    expect(scale).toBeLessThan(1);
    expect(line?.device.scaleY).toBeCloseTo(scale, 3);
    const cx = W / 2;
    const cy = 100 + block.height / 2;
    expect(line?.device.x).toBeCloseTo(cx + ((line?.x ?? 0) - cx) * scale, 3);
    expect(line?.device.y).toBeCloseTo(cy + ((line?.y ?? 0) - cy) * scale, 3);
    const fs = Math.max(28, 9 * m.u);
    expect(line?.y).toBeCloseTo(baselineIn(p, p.font(fs), 100, 1.15 * fs), 3);
    // Afterwards the frame's transform and alpha are as before.
    const after = canvas.ctx.getTransform();
    expect([after.a, after.d, after.e, after.f]).toEqual([1, 1, 0, 0]);
    expect(canvas.ctx.globalAlpha).toBe(1);
  });

  it('puts each line of a long message under the one before', () => {
    const canvas = recordCanvas(600, H);
    const frame = frameMetrics({ cssWidth: 600, cssHeight: H });
    const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    const message = 'Thank you all for an amazing stream tonight, see you soon';
    completionBlock(p, { ...s, completionMessage: message }, frame, false, 10_000)?.draw(50);
    const fs = Math.max(18, 4.4 * frame.u);
    const font = p.font(fs);
    expect(canvas.texts.length).toBeGreaterThan(1);
    canvas.texts.forEach((line, i) => {
      expect(line.y).toBeCloseTo(baselineIn(p, font, 50 + i * 1.15 * fs, 1.15 * fs), 3);
      expect(line.x).toBeCloseTo((600 - p.measure(line.text, font)) / 2, 3);
    });
  });
});

describe('progressBlock without words', () => {
  it('is the track alone: its height, and no text drawn', () => {
    const { p, texts, at } = setUp();
    const block = progressBlock(p, s, m, null, 50);
    expect(block.height).toBeCloseTo(6.3, 6);
    block.draw(100);
    expect(texts()).toEqual([]);
    expect(at(400, 103)).toEqual([255, 0, 0, 255]);
  });
});

describe('titleBlock on an e-mail image (one line at a given size)', () => {
  const ls = (fs: number) => -0.01 * fs;
  const paintOneLine = (over: Partial<CounterSettings>, px: number) => {
    const canvas = recordCanvas(W, H);
    const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    const block = titleBlock(p, { ...s, ...over }, m, false, undefined, px);
    block?.draw(100);
    return { canvas, p, block: block! };
  };

  it('keeps the given size when the title fits, on one line, trimmed', () => {
    const c = paintOneLine({ title: '  Launch  ' }, 24);
    expect(c.block.height).toBeCloseTo(1.15 * 24, 6);
    expect(c.canvas.texts.map((t) => t.text)).toEqual(['Launch']);
    const font = c.p.font(24);
    const w = c.p.measure('Launch', font, ls(24));
    expect(c.canvas.texts[0]?.x).toBeCloseTo((W - w) / 2, 3);
    expect(c.canvas.texts[0]?.y).toBeCloseTo(baselineIn(c.p, font, 100, 1.15 * 24), 3);
  });

  it('shrinks a title and its mark together to fit the content on one line', () => {
    const title = 'The biggest launch party of the whole year is coming';
    const px = 40;
    const c = paintOneLine({ title: ` ${title}  `, socialIcon: 'youtube', iconPosition: 'title-right' }, px);
    // At the given size the trimmed title plus the icon and its gap are wider than the room.
    const wide = c.p.measure(title, c.p.font(px), ls(px)) + 1.1 * px + 0.4 * px;
    expect(wide).toBeGreaterThan(0.92 * m.contentWidth);
    const fs = px * ((0.92 * m.contentWidth) / wide);
    expect(c.canvas.texts.map((t) => t.text)).toEqual([title]);
    expect(c.block.height).toBeCloseTo(1.15 * fs, 3);
    const font = c.p.font(fs);
    const spanW = c.p.measure(title, font, ls(fs));
    const x = (W - spanW - 1.5 * fs) / 2;
    const [line] = c.canvas.texts;
    expect(line?.x).toBeCloseTo(x, 3);
    expect(line?.y).toBeCloseTo(baselineIn(c.p, font, 100, 1.15 * fs), 3);
    const icon = c.canvas.fills[0];
    expect(icon?.scale).toBeCloseTo((1.1 * fs) / 24, 4);
    expect(icon?.x).toBeCloseTo(x + spanW + 0.4 * fs, 3);
    // Beside the line: 1.15 em tall against the icon's 1.1.
    expect(icon?.y).toBeCloseTo(100 + (1.15 * fs - 1.1 * fs) / 2, 3);
  });

  it('writes the title as typed, inner spaces kept, never re-wrapped', () => {
    // Wrapping joins words with single spaces; the one-line title is the trimmed text itself.
    const c = paintOneLine({ title: ' Big  sale ' }, 24);
    expect(c.canvas.texts.map((t) => t.text)).toEqual(['Big  sale']);
  });

  it('shrinks a title without a mark to the room alone', () => {
    const title = 'The biggest launch party of the whole year is coming';
    const px = 40;
    const c = paintOneLine({ title }, px);
    const fs = px * ((0.92 * m.contentWidth) / c.p.measure(title, c.p.font(px), ls(px)));
    expect(fs).toBeLessThan(px);
    expect(c.block.height).toBeCloseTo(1.15 * fs, 3);
    const w = c.p.measure(title, c.p.font(fs), ls(fs));
    expect(c.canvas.texts[0]?.x).toBeCloseTo((W - w) / 2, 3);
  });

  it('sizes a mark alone by the given size, even when it would not fit a title', () => {
    // 1.5 em of icon and gap at 600 px is wider than the content: only a title is shrunk.
    for (const title of ['', '   ']) {
      const c = paintOneLine({ title, socialIcon: 'youtube', iconPosition: 'title-left' }, 600);
      expect(c.block.height, JSON.stringify(title)).toBeCloseTo(1.1 * 600, 3);
      expect(c.canvas.texts).toHaveLength(0);
      const icon = c.canvas.fills[0];
      expect(icon?.scale).toBeCloseTo((1.1 * 600) / 24, 4);
      // Centred on the block, which is the icon's own height.
      expect(icon?.y).toBeCloseTo(100, 3);
    }
  });

  it('leaves a title on a page frame at 4.4 --u, wrapping rather than shrinking', () => {
    const title = 'A title long enough to need two lines on this frame at its size, or more than that';
    const canvas = recordCanvas(W, H);
    const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    const block = titleBlock(p, { ...s, title }, m, false)!;
    block.draw(100);
    expect(canvas.texts.length).toBeGreaterThan(1);
    expect(block.height).toBeCloseTo(canvas.texts.length * 1.15 * 39.6, 3);
  });
});

describe('endTextBlock', () => {
  const paintEnd = (text: string, height: number) => {
    const canvas = recordCanvas(W, H);
    const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    const block = endTextBlock(p, s, m, text, height);
    block.draw(50);
    return { canvas, p, block };
  };
  const room = 0.92 * m.contentWidth;

  it('sets a short text at half the row height, centred in the row, in the counter colour', () => {
    const c = paintEnd('Sale ended', 120);
    expect(c.block.height).toBe(120);
    const fs = 60;
    const font = c.p.font(fs);
    expect(c.p.measure('Sale ended', font)).toBeLessThan(room);
    const [line] = c.canvas.texts;
    expect(c.canvas.texts).toHaveLength(1);
    expect(line?.text).toBe('Sale ended');
    expect(line?.x).toBeCloseTo((W - c.p.measure('Sale ended', font)) / 2, 3);
    expect(line?.y).toBeCloseTo(baselineIn(c.p, font, 50 + (120 - 1.15 * fs) / 2, 1.15 * fs), 3);
    expect(line?.fillStyle).toBe('#ff0000');
  });

  it('shrinks a longer text to the room on one line while it stays at least 0.3 of the row', () => {
    const text = 'This sale has ended, thanks for shopping';
    const height = 120;
    const probe = paintEnd(text, height);
    const fs = 60 * Math.min(1, room / probe.p.measure(text, probe.p.font(60)));
    expect(fs).toBeLessThan(60);
    expect(fs).toBeGreaterThanOrEqual(0.3 * height);
    const font = probe.p.font(fs);
    expect(probe.canvas.texts.map((t) => t.text)).toEqual([text]);
    const [line] = probe.canvas.texts;
    expect(line?.x).toBeCloseTo((W - probe.p.measure(text, font)) / 2, 3);
    expect(line?.y).toBeCloseTo(baselineIn(probe.p, font, 50 + (height - 1.15 * fs) / 2, 1.15 * fs), 3);
  });

  it('wraps a text that would come out small into balanced lines at 0.36 of the row', () => {
    const text = 'This sale has ended now, thank you all so much for shopping with us this season';
    const height = 160;
    const c = paintEnd(text, height);
    const big = 0.36 * height;
    expect(80 * Math.min(1, room / c.p.measure(text, c.p.font(80)))).toBeLessThan(0.3 * height);
    const lines = c.canvas.texts.map((t) => t.text);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    const widest = Math.max(...lines.map((l) => c.p.measure(l, c.p.font(big))));
    const fs = big * Math.min(1, room / widest);
    const font = c.p.font(fs);
    const lineH = 1.15 * fs;
    const first = 50 + (height - lines.length * lineH) / 2;
    c.canvas.texts.forEach((line, i) => {
      expect(line.x, line.text).toBeCloseTo((W - c.p.measure(line.text, font)) / 2, 3);
      expect(line.y, line.text).toBeCloseTo(baselineIn(c.p, font, first + i * lineH, lineH), 3);
      expect(line.fillStyle).toBe('#ff0000');
    });
  });

  it('shrinks wrapped lines still wider than the room', () => {
    // On a frame narrower than one letter at 0.36 of the row, a letter is a line wider than the room.
    const narrow = frameMetrics({ cssWidth: 120, cssHeight: H });
    const canvas = recordCanvas(120, H);
    const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    const height = 400;
    const big = 0.36 * height;
    const tight = 0.92 * narrow.contentWidth;
    expect(p.measure('W', p.font(big))).toBeGreaterThan(tight);
    // Lines of different widths: the widest sets the size.
    endTextBlock(p, s, narrow, 'Wi', height).draw(50);
    const lines = canvas.texts.map((t) => t.text);
    expect(lines).toEqual(['W', 'i']);
    expect(p.measure('i', p.font(big))).toBeLessThan(tight);
    const fs = big * (tight / p.measure('W', p.font(big)));
    const font = p.font(fs);
    const lineH = 1.15 * fs;
    const first = 50 + (height - 2 * lineH) / 2;
    canvas.texts.forEach((line, i) => {
      expect(line.x, line.text).toBeCloseTo((120 - p.measure(line.text, font)) / 2, 3);
      expect(line.y, line.text).toBeCloseTo(baselineIn(p, font, first + i * lineH, lineH), 3);
    });
  });
});
