import { describe, expect, it } from 'vitest';
import { formatCountdownParts, splitDuration } from '../counter/engine/countdown';
import { localUnitLabel } from '../counter/locale/countdown-words';
import { createFormDefaults } from '../counter/settings-defaults';
import { countdownBlock } from './draw-countdown';
import { layoutDigits } from './draw-digits';
import { countdownGridEm, countdownLineEm } from './fit';
import { frameMetrics } from './frame-metrics';
import { baselineIn, createPainter } from './painter';
import { recordCanvas, skiaEnv } from './testing/skia-canvas';

// The countdown's boxes, labels, colons and sign, read from the fillText calls on Skia.
const s = {
  ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC'),
  counterColor: '#ff0000',
  titleColor: '#0000ff',
  warnColor: '#00ff00',
};
// 1 day 2 hours 3 minutes 4 seconds.
const parts = formatCountdownParts(splitDuration(86_400 + 7200 + 180 + 4), false);

function paint(
  settings: typeof s,
  input: Partial<Parameters<typeof countdownBlock>[3]> = {},
  size = { cssWidth: 1000, cssHeight: 500 },
) {
  const canvas = recordCanvas(size.cssWidth, size.cssHeight);
  const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
  const m = frameMetrics(size);
  const block = countdownBlock(p, settings, m, { parts, previous: null, t: 1, ...input });
  block.draw(50);
  const xOf = (text: string) => canvas.texts.find((t) => t.text === text)?.x ?? Number.NaN;
  const yOf = (text: string) => canvas.texts.find((t) => t.text === text)?.y ?? Number.NaN;
  return { ...canvas, block, m, xOf, yOf };
}

describe('countdownBlock', () => {
  it('lays the units out left to right with upper-case labels and colons between them', () => {
    const c = paint(s);
    const labels = ['DAYS', 'HOURS', 'MINS', 'SECS'];
    const xs = labels.map(c.xOf);
    expect(xs.every(Number.isFinite)).toBe(true);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    const colons = c.texts.filter((t) => t.text === ':');
    expect(colons).toHaveLength(3);
    colons.forEach((colon, i) => {
      expect(colon.x).toBeGreaterThan(xs[i] ?? 0);
      expect(colon.x).toBeLessThan(xs[i + 1] ?? 0);
      expect(colon.alpha).toBeCloseTo(0.55, 6);
      expect(colon.fillStyle).toBe('#ff0000');
    });
    const label = c.texts.find((t) => t.text === 'SECS');
    expect(label?.alpha).toBeCloseTo(0.78, 6);
    expect(label?.fillStyle).toBe('#0000ff');
    expect(c.ctx.globalAlpha).toBe(1);
  });

  it('puts days rightmost in Arabic', () => {
    const c = paint({ ...s, locale: 'ar' });
    const word = (i: number) => localUnitLabel(parts[i] as (typeof parts)[number], 'ar').toUpperCase();
    expect(c.xOf(word(0))).toBeGreaterThan(c.xOf(word(1)));
    expect(c.xOf(word(1))).toBeGreaterThan(c.xOf(word(3)));
  });

  it('writes the overtime sign before the first unit, or after the last in Arabic', () => {
    const c = paint(s, { overtime: true });
    const sign = c.texts.find((t) => t.text === '+');
    expect(sign?.fillStyle).toBe('#ff0000');
    expect(sign?.x).toBeLessThan(c.xOf('DAYS'));
    expect(paint(s).texts.some((t) => t.text === '+')).toBe(false);
    const ar = paint({ ...s, locale: 'ar' }, { overtime: true });
    const arSign = ar.texts.find((t) => t.text === '+')?.x ?? Number.NaN;
    const others = ar.texts.filter((t) => t.text !== '+').map((t) => t.x);
    expect(arSign).toBeGreaterThan(Math.max(...others));
  });

  it('takes the warning colour for digits and colons while warning', () => {
    const c = paint(s, { warn: true });
    expect(c.texts.find((t) => t.text === ':')?.fillStyle).toBe('#00ff00');
    expect(c.texts.find((t) => t.text === 'SECS')?.fillStyle).toBe('#0000ff');
    const calm = paint(s, { warn: false });
    expect(calm.texts.find((t) => t.text === ':')?.fillStyle).toBe('#ff0000');
  });

  it('wraps four units into a 2×2 grid without colons on a narrow frame', () => {
    const c = paint(s, {}, { cssWidth: 400, cssHeight: 800 });
    expect(c.m.narrow).toBe(true);
    expect(c.texts.some((t) => t.text === ':')).toBe(false);
    expect(c.yOf('DAYS')).toBeCloseTo(c.yOf('HOURS'), 6);
    expect(c.yOf('MINS')).toBeGreaterThan(c.yOf('DAYS'));
    expect(c.xOf('DAYS')).toBeLessThan(c.xOf('HOURS'));
    expect(c.xOf('MINS')).toBeLessThan(c.xOf('SECS'));
    const line = paint(s, {}, { cssWidth: 1000, cssHeight: 800 });
    expect(c.block.height).toBeGreaterThan(line.block.height);
    // Three units do not wrap.
    const three = recordCanvas(400, 800);
    countdownBlock(
      createPainter(three.ctx, 1, 'inter', null, skiaEnv),
      s,
      frameMetrics({ cssWidth: 400, cssHeight: 800 }),
      {
        parts: parts.slice(1),
        previous: null,
        t: 1,
      },
    ).draw(50);
    expect(three.texts.filter((t) => t.text === ':')).toHaveLength(2);
  });

  it('puts the grid’s first unit of a row on the right in Arabic', () => {
    const c = paint({ ...s, locale: 'ar' }, {}, { cssWidth: 400, cssHeight: 800 });
    const labels = c.texts.filter((t) => t.alpha < 0.8 && t.alpha > 0.7);
    expect(labels).toHaveLength(4);
    // Drawn days, hours, minutes, seconds: days right of hours, minutes right of seconds.
    expect(labels[0]?.x).toBeGreaterThan(labels[1]?.x ?? 0);
    expect(labels[2]?.x).toBeGreaterThan(labels[3]?.x ?? 0);
    expect(labels[2]?.y).toBeGreaterThan(labels[0]?.y ?? 0);
  });
});

// The viewer's .cs-countdown in numbers, to check where each piece lands: F is the digits' size,
// boxes have a 0.012 em border and 0.09 × 0.16 em padding (plus the line box), labels are 0.15 em
// at 0.22 em tracking, 0.12 em under their box, colons sit 0.08 em from the boxes on each side.
function geometry(c: ReturnType<typeof paintOutlined>, grid = false) {
  const { p, m, settings: st, parts: ps } = c;
  const room = m.u * (st.socialIcon !== 'none' && ['left', 'right'].includes(st.iconPosition) ? 74 : 88);
  const F = grid
    ? Math.min(m.u * 36, room / countdownGridEm(ps, st.fontStyle))
    : Math.min(m.u * 18 * m.boost, room / countdownLineEm(ps, st.fontStyle));
  const border = Math.max(1, 0.012 * F);
  const labelFs = Math.max(10, 0.15 * F);
  const labelFont = p.font(labelFs, 600);
  const labelLs = 0.22 * labelFs;
  const lv = p.vertical(labelFont);
  const labelH = lv.ascent + lv.descent;
  const units = ps.map((part) => {
    const digits = layoutDigits(p, part.value, F);
    const box = { w: digits.width + 0.32 * F + 2 * border, h: digits.height + 0.18 * F + 2 * border };
    const label = localUnitLabel(part, st.locale).toUpperCase();
    const lw = p.measure(label, labelFont, labelLs) + 0.22 * labelFs;
    return { part, digits, box, label, lw, w: Math.max(box.w, lw), h: box.h + 0.12 * F + labelH };
  });
  return { F, border, labelFs, labelFont, labelH, units, colonFont: p.font(F), gap: 0.08 * F };
}

type Geometry = ReturnType<typeof geometry>;

function paintOutlined(
  settings: Partial<typeof s>,
  input: Partial<Parameters<typeof countdownBlock>[3]> = {},
  size = { cssWidth: 1000, cssHeight: 500 },
) {
  // Outlined digits are one fillText each; the roll shows the outgoing digit too.
  const all = {
    ...s,
    numberStyle: 'text-outline' as const,
    animationStyle: 'digits-roll' as const,
    ...settings,
  };
  const ps = input.parts ?? parts;
  const canvas = recordCanvas(size.cssWidth, size.cssHeight);
  const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
  const m = frameMetrics(size);
  const block = countdownBlock(p, all, m, { parts: ps, previous: null, t: 1, ...input });
  // A path an earlier block left behind, as a frame would: each box starts its own.
  canvas.ctx.beginPath();
  canvas.ctx.rect(0, 0, size.cssWidth, size.cssHeight);
  block.draw(TOP);
  return { ...canvas, p, m, block, settings: all, parts: ps };
}
const TOP = 40;

/** Checks one unit drawn with its box centred at cx and its top at top. */
function expectUnitAt(c: ReturnType<typeof paintOutlined>, g: Geometry, i: number, cx: number, top: number) {
  const u = g.units[i]!;
  const label = c.texts.find((t) => t.text === u.label);
  expect(label?.x, u.label).toBeCloseTo(cx - u.lw / 2 + 0.22 * g.labelFs, 3);
  expect(label?.y, u.label).toBeCloseTo(
    baselineIn(c.p, g.labelFont, top + u.box.h + 0.12 * g.F, g.labelH),
    3,
  );
  // The unit's first digit: its cell starts inside the border and the padding.
  const left = cx - u.box.w / 2 + g.border + 0.16 * g.F;
  const digitsTop = top + g.border + 0.1 * g.F;
  const cell = u.digits.cells[0]!;
  const glyph = c.texts.find(
    (t) =>
      t.text === cell.ch &&
      Math.abs(t.device.y - baselineIn(c.p, g.colonFont, digitsTop, u.digits.height)) < 1e-6 &&
      Math.abs(t.device.x + c.p.measure(cell.ch, g.colonFont) / 2 - (left + (cell.width + 0.01 * g.F) / 2)) <
        1e-6,
  );
  expect(glyph, `${u.label} digits at ${left}, ${digitsTop}`).toBeDefined();
}

describe('countdownBlock: where each piece lands', () => {
  it('sets the units in one centred line, colons between, each label centred under its box', () => {
    const c = paintOutlined({});
    const g = geometry(c);
    const colonW = c.p.measure(':', g.colonFont);
    const width = g.units.reduce((w, u) => w + u.w, 0) + 3 * (colonW + 2 * g.gap);
    // As tall as a unit: its box and label stand higher than a colon's 1.11 em line.
    expect(g.units[0]!.h).toBeGreaterThan(1.11 * g.F);
    expect(c.block.height).toBeCloseTo(g.units[0]!.h, 3);
    let x = (c.m.width - width) / 2;
    const colons = c.texts.filter((t) => t.text === ':');
    g.units.forEach((u, i) => {
      if (i > 0) {
        expect(colons[i - 1]?.x).toBeCloseTo(x, 3);
        expect(colons[i - 1]?.y).toBeCloseTo(baselineIn(c.p, g.colonFont, TOP + 0.06 * g.F, 1.05 * g.F), 3);
        x += colonW + g.gap;
      }
      expectUnitAt(c, g, i, x + u.w / 2, TOP);
      x += u.w + g.gap;
    });
  });

  it('puts the overtime sign first, in line with the colons, and counts its width in the line', () => {
    const c = paintOutlined({}, { overtime: true });
    const g = geometry(c);
    const colonW = c.p.measure(':', g.colonFont);
    const signW = c.p.measure('+', g.colonFont) + g.gap;
    const width = signW + g.units.reduce((w, u) => w + u.w, 0) + 3 * (colonW + 2 * g.gap);
    const sign = c.texts.find((t) => t.text === '+');
    expect(sign?.x).toBeCloseTo((c.m.width - width) / 2, 3);
    expect(sign?.y).toBeCloseTo(baselineIn(c.p, g.colonFont, TOP + 0.06 * g.F, 1.05 * g.F), 3);
    expectUnitAt(c, g, 0, (c.m.width - width) / 2 + signW + (g.units[0]?.w ?? 0) / 2, TOP);
    // In Arabic the sign closes the line, after the last unit's gap.
    const ar = paintOutlined({ locale: 'ar' }, { overtime: true });
    const ag = geometry(ar);
    const arSign = ar.texts.find((t) => t.text === '+');
    expect(arSign?.x).toBeCloseTo((ar.m.width - width) / 2 + width - signW + ag.gap, 0);
    expect(ar.texts.filter((t) => t.text === '+')).toHaveLength(1);
  });

  it('wraps into columns as wide as their wider unit and equal rows on a narrow frame', () => {
    // 123 days: the first column is wider than the second.
    const long = formatCountdownParts(splitDuration(123 * 86_400 + 7200 + 180 + 4), false);
    const size = { cssWidth: 400, cssHeight: 800 };
    const c = paintOutlined({}, { parts: long }, size);
    const g = geometry(c, true);
    const [c0, c1] = [0, 1].map((k) => Math.max(g.units[k]!.w, g.units[k + 2]!.w)) as [number, number];
    expect(c0).toBeGreaterThan(c1);
    const r0 = g.units[0]!.h;
    expect(c.block.height).toBeCloseTo(2 * r0 + 0.14 * g.F, 3);
    const width = c0 + c1 + 0.12 * g.F;
    const left = (c.m.width - width) / 2;
    const second = TOP + r0 + 0.14 * g.F;
    expectUnitAt(c, g, 0, left + c0 / 2, TOP);
    expectUnitAt(c, g, 1, left + c0 + 0.12 * g.F + c1 / 2, TOP);
    expectUnitAt(c, g, 2, left + c0 / 2, second);
    expectUnitAt(c, g, 3, left + c0 + 0.12 * g.F + c1 / 2, second);
  });

  it('writes no sign before overtime, in a line or a grid, in any language', () => {
    for (const locale of ['en', 'ar'] as const)
      for (const size of [
        { cssWidth: 1000, cssHeight: 500 },
        { cssWidth: 400, cssHeight: 800 },
      ]) {
        const c = paintOutlined({ locale }, {}, size);
        expect(
          c.texts.some((t) => t.text === '+'),
          `${locale} ${size.cssWidth}`,
        ).toBe(false);
      }
  });

  it('keeps the grid centred with the overtime sign before it, or after it in Arabic', () => {
    const size = { cssWidth: 400, cssHeight: 800 };
    for (const locale of ['en', 'ar'] as const) {
      const c = paintOutlined({ locale }, { overtime: true }, size);
      const g = geometry(c, true);
      const [c0, c1] = [0, 1].map((k) => Math.max(g.units[k]!.w, g.units[k + 2]!.w)) as [number, number];
      const width = c0 + c1 + 0.12 * g.F;
      const signW = c.p.measure('+', g.colonFont) + g.gap;
      const rtl = locale === 'ar';
      const left = (c.m.width - width + (rtl ? -signW : signW)) / 2;
      const sign = c.texts.find((t) => t.text === '+');
      expect(sign?.x, locale).toBeCloseTo(rtl ? left + width + g.gap : left - signW, 3);
      // Days stand first in their row: left, or right in Arabic.
      expectUnitAt(c, g, 0, rtl ? left + c0 + 0.12 * g.F + c1 / 2 : left + c0 / 2, TOP);
    }
  });
});

describe('countdownBlock: small frames', () => {
  it('spaces the units by their labels where a label is wider than its box', () => {
    // 200×100: labels keep their 10 px floor while the boxes shrink.
    const three = parts.slice(1);
    const c = paintOutlined({}, { parts: three }, { cssWidth: 200, cssHeight: 100 });
    const g = geometry(c);
    expect(g.labelFs).toBe(10);
    expect(g.units.some((u) => u.lw > u.box.w)).toBe(true);
    const colonW = c.p.measure(':', g.colonFont);
    const width = g.units.reduce((w, u) => w + u.w, 0) + 2 * (colonW + 2 * g.gap);
    let x = (c.m.width - width) / 2;
    g.units.forEach((u, i) => {
      if (i > 0) x += colonW + g.gap;
      expectUnitAt(c, g, i, x + u.w / 2, TOP);
      x += u.w + g.gap;
    });
  });
});

describe('countdownBlock: the boxes', () => {
  it('fills each box with the digits’ colour at 9 %, lights its top edge, strokes its border and shadows below it', () => {
    const c = paintOutlined({});
    const g = geometry(c);
    const colonW = c.p.measure(':', g.colonFont);
    const width = g.units.reduce((w, u) => w + u.w, 0) + 3 * (colonW + 2 * g.gap);
    const u = g.units[0]!;
    const cx = (c.m.width - width) / 2 + u.w / 2;
    const bx = cx - u.box.w / 2;
    const px = (x: number, y: number) => c.at(Math.floor(x), Math.floor(y));
    // In the side padding, halfway down: the 9 % fill alone, no shadow through it.
    const fill = px(bx + g.border + 0.08 * g.F, TOP + u.box.h / 2);
    expect(fill[0]).toBeGreaterThan(245);
    expect(fill[1]).toBeLessThan(10);
    expect(fill[3]).toBeGreaterThan(18);
    expect(fill[3]).toBeLessThan(28);
    // The top highlight: white at 18 % just under the border.
    const light = px(cx, TOP + g.border + 0.01 * g.F);
    expect(light[1]).toBeGreaterThan(100);
    expect(light[3]).toBeGreaterThan(fill[3]! + 20);
    // Below the highlight, the plain fill again.
    expect(px(cx, TOP + g.border + 0.05 * g.F)[1]).toBeLessThan(10);
    // The border: the colour at 18 % over the fill, more opaque than the fill alone.
    const edge = px(bx + g.border / 2, TOP + u.box.h / 2);
    expect(edge[0]).toBeGreaterThan(200);
    expect(edge[1]).toBeLessThan(10);
    expect(edge[3]).toBeGreaterThan(fill[3]! + 10);
    // Between the box and its label, the shadow: 0.08 em down and blurred 0.3 em, so it reaches
    // further below the box than above it, and far beyond its offset.
    const below = px(cx, TOP + u.box.h + 0.06 * g.F);
    expect(below[3]).toBeGreaterThan(0);
    expect(below[0]).toBeLessThan(30);
    const bx0 = bx - 0.1 * g.F;
    expect(px(bx0, TOP + u.box.h + 0.06 * g.F)[3]).toBeGreaterThan(px(bx0, TOP - 0.06 * g.F)[3]! + 2);
    expect(px(bx0, TOP + u.box.h + 0.2 * g.F)[3]).toBeGreaterThan(0);
    // The border lies inside the box's edge: beside, above and below the box, only the shadow.
    for (const [x, y] of [
      [bx - 1, TOP + u.box.h / 2],
      [bx + u.box.w + 1, TOP + u.box.h / 2],
      [cx, TOP - 1],
      [cx, TOP + u.box.h + 1],
    ] as const)
      expect(px(x, y)[0], `${x}, ${y}`).toBeLessThan(100);
    // Far from the boxes, nothing at all.
    expect(px(5, 5)[3]).toBe(0);
    // The highlight keeps within the box's rounded corner: only shadow beside it.
    expect(px(bx + 1, TOP + g.border + 0.01 * g.F)[1]).toBeLessThan(50);
  });

  it('animates each unit from its own previous value, counting down, or up in overtime', () => {
    const previous = formatCountdownParts(splitDuration(86_400 + 7200 + 180 + 5), false);
    const c = paintOutlined({}, { previous, t: 0.5 });
    // Only the seconds changed (05 → 04): one outgoing 5, rolling down out of the box.
    const five = c.texts.filter((t) => t.text === '5');
    expect(five).toHaveLength(1);
    const four = c.texts.filter((t) => t.text === '4');
    expect(four).toHaveLength(1);
    expect(five[0]!.device.y).toBeGreaterThan(four[0]!.device.y);
    // Overtime counts up: the new digit comes from below.
    const up = paintOutlined({}, { previous, t: 0.5, overtime: true });
    const upFive = up.texts.find((t) => t.text === '5')!;
    const upFour = up.texts.find((t) => t.text === '4')!;
    expect(upFive.device.y).toBeLessThan(upFour.device.y);
    // Without a previous frame nothing moves; a unit missing from it rolls in from nothing.
    const first = paintOutlined({}, { previous: null, t: 0.5 });
    expect(first.texts.filter((t) => t.text === '5')).toHaveLength(0);
    const noDays = paintOutlined({}, { previous: previous.slice(1), t: 0.5 });
    const day = (c: ReturnType<typeof paintOutlined>) => c.texts.find((t) => t.text === '1')!.device.y;
    expect(Math.abs(day(noDays) - day(first))).toBeGreaterThan(1);
    // Nothing rolls out of it: only digits, colons and labels are written.
    expect(noDays.texts.filter((t) => !/^[0-9:A-Z]+$/.test(t.text))).toEqual([]);
  });
});
