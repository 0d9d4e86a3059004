import { describe, expect, it } from 'vitest';
import type { CounterSettings } from '../counter/settings';
import { createFormDefaults } from '../counter/settings-defaults';
import type { Versus } from '../live-sources/versus';
import { versusBlock } from './draw-versus';
import { frameMetrics } from './frame-metrics';
import { baselineIn, createPainter } from './painter';
import { recordCanvas, skiaEnv } from './testing/skia-canvas';
import { VERSUS_LAYOUT, versusFitText, versusSideWidth } from './versus-layout';

// A versus display on Skia, read from the recorded fillText calls and icon fills: each side's label
// and count, the leader's mark, the gap, and their sizes in the viewer's units (versus-face.tsx).
const base: CounterSettings = {
  ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC'),
  fontStyle: 'inter',
  // One fillText per glyph.
  numberStyle: 'text-outline',
  counterColor: '#ff0000',
  titleColor: '#00ff00',
  iconColor: '#0000ff',
};
const versus: Versus = {
  sides: [
    { label: 'Alice', platform: 'twitch', value: 1234 },
    { label: 'Bob', platform: 'youtube', value: 1100 },
  ],
  leader: 0,
  gap: 134,
  rounded: false,
  lead: 1234,
};
const TOP = 20;

function paint(
  v: Versus = versus,
  s: Partial<CounterSettings> = {},
  size = { cssWidth: 1000, cssHeight: 600 },
) {
  const canvas = recordCanvas(size.cssWidth, size.cssHeight);
  const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
  const m = frameMetrics(size);
  const block = versusBlock(p, { ...base, ...s }, m, v, { locale: 'en-US', transparent: false });
  block.draw(TOP);
  const px = (font: string) => Number(/ ([\d.]+)px /.exec(font)?.[1]);
  const sized = (size: number) =>
    canvas.texts
      .filter((t) => Math.abs(px(t.font) - size) < 0.01)
      .map((t) => t.text)
      .join('');
  return { ...canvas, block, m, px, sized };
}

describe('versus layout rules (shared with the viewer)', () => {
  it('sizes both counts by the wider text, the first on a tie', () => {
    expect(versusFitText(['9', '1,000'], 'inter')).toBe('1,000');
    expect(versusFitText(['1,000', '9'], 'inter')).toBe('1,000');
    // '1,234' and '5,678' are as wide: the first.
    expect(versusFitText(['1,234', '5,678'], 'inter')).toBe('1,234');
    expect(versusFitText([], 'inter')).toBe('');
  });

  it('splits the row into two sides around the column gap', () => {
    expect(versusSideWidth(920, 9.2)).toBeCloseTo(446.2, 6);
    expect(VERSUS_LAYOUT).toMatchObject({ columnGapU: 3, rowGapU: 2, sideGapU: 3, labelU: 5.5, gapU: 4 });
  });
});

describe('versusBlock', () => {
  // 1000×600: content 920 wide, --u 9.2; a side 446.2 wide, its own --u 4.462.
  it('draws each side’s label over its count, and the gap under both', () => {
    const c = paint();
    // Labels at 5.5 side --u (24.541 px), in the title colour; the leader's mark in the counter's.
    expect(c.sized(24.541)).toBe('AliceBob');
    expect(c.texts.filter((t) => t.text === 'Alice' || t.text === 'Bob').map((t) => t.fillStyle)).toEqual([
      '#00ff00',
      '#00ff00',
    ]);
    const mark = c.texts.find((t) => t.text === '▲');
    expect(mark?.fillStyle).toBe('#ff0000');
    expect(c.px(mark?.font ?? '')).toBeCloseTo(0.7 * 24.541, 2);
    // Both counts at one size: 24 side --u (107.088 px), less than the room '1,234' needs.
    expect(c.sized(107.088)).toBe('1,2341,100');
    // The gap at 4 --u of the counter (36.8 px).
    expect(c.sized(36.8)).toBe('+134');
    // Name 1.2 em (29.449), 3 side --u, digits 1.05 em; 2 --u, the gap's 1.05 em.
    expect(c.block.height).toBeCloseTo(29.4492 + 13.386 + 112.4424 + 18.4 + 38.64, 3);
  });

  it('puts the first side on the left and the second on the right, each centred in its half', () => {
    const c = paint();
    const alice = c.texts.find((t) => t.text === 'Alice')!;
    const bob = c.texts.find((t) => t.text === 'Bob')!;
    expect(alice.x).toBeLessThan(500);
    expect(bob.x).toBeGreaterThan(500);
    // The platforms' icons, 1.1 em of the label, before each label, in the icon colour.
    expect(c.fills.length).toBeGreaterThan(1);
    const icons = [
      ...new Set(c.fills.map((f) => `${f.x.toFixed(2)}|${f.y.toFixed(2)}|${f.scale.toFixed(4)}`)),
    ];
    expect(icons).toHaveLength(2);
    for (const f of c.fills) {
      expect(f.scale).toBeCloseTo((1.1 * 24.541) / 24, 4);
      expect(f.fillStyle).toBe('#0000ff');
    }
    const [left, right] = [c.fills[0]!, c.fills[c.fills.length - 1]!];
    expect(left.x).toBeLessThan(alice.x);
    expect(right.x).toBeLessThan(bob.x);
    expect(right.x).toBeGreaterThan(500);
    // Name row: the icon centred on the label's line (29.449 tall, the icon 26.995).
    expect(left.y).toBeCloseTo(TOP + (29.4492 - 26.9951) / 2, 2);
    // The digits are centred on their side: the left half's centre is 40 + 223.1.
    const leftDigits = c.texts.filter((t) => Math.abs(c.px(t.font) - 107.088) < 0.01).slice(0, 5);
    const first = leftDigits[0]!.x;
    const last = leftDigits[4]!;
    expect((first + last.x) / 2).toBeGreaterThan(263.1 - 60);
    expect((first + last.x) / 2).toBeLessThan(263.1 + 60);
  });

  it('sizes a long count by the side’s room, and both counts by the wider', () => {
    const wide: Versus = { ...versus, sides: [versus.sides[0], { ...versus.sides[1], value: 123_456_789 }] };
    const c = paint(wide);
    // '123,456,789' is 9 digits of .64 em and 2 separators of .3 em: 6.36 em in 88 side --u.
    const fs = (4.462 * 88) / 6.36;
    expect(c.sized(fs)).toBe('1,234123,456,789');
  });

  it('keeps the labels and the gap at their least size in a narrow frame', () => {
    // 400×400: content 368, --u 3.68, a side 178.48 wide: 5.5 side --u is 9.8 px, under 13.
    const c = paint(versus, {}, { cssWidth: 400, cssHeight: 400 });
    expect(c.sized(13)).toBe('AliceBob');
    // 4 --u is 14.72 px, under 15.
    expect(c.sized(15)).toBe('+134');
    // '1,234' (2.86 em) in 88 side --u.
    expect(c.sized((1.7848 * 88) / 2.86)).toBe('1,2341,100');
    // Narrow frames raise the cap by 1.6, as the page does: short counts stop at 24 × 1.6 side --u.
    const short = {
      ...versus,
      sides: [
        { ...versus.sides[0], value: 7 },
        { ...versus.sides[1], value: 9 },
      ],
    };
    const s = paint(short as Versus, {}, { cssWidth: 400, cssHeight: 400 });
    expect(s.sized(1.7848 * 24 * 1.6)).toBe('79');
  });

  it('marks no leader on a tie, and writes the gap 0', () => {
    const c = paint({
      ...versus,
      sides: [versus.sides[0], { ...versus.sides[1], value: 1234 }],
      leader: null,
      gap: 0,
    });
    expect(c.texts.some((t) => t.text === '▲')).toBe(false);
    expect(c.sized(36.8)).toBe('0');
  });

  it('marks the second side when it leads, and a rounded gap as approximate', () => {
    const c = paint({ ...versus, leader: 1, rounded: true });
    const texts = c.texts.map((t) => t.text);
    expect(texts.indexOf('▲')).toBeGreaterThan(texts.indexOf('Bob'));
    expect(c.sized(36.8)).toBe('≈+134');
  });

  it('shows a side without a count as the placeholder, quieter, and no gap', () => {
    const c = paint({
      ...versus,
      sides: [versus.sides[0], { ...versus.sides[1], value: null }],
      leader: null,
      gap: null,
    });
    const dash = c.texts.find((t) => t.text === '—');
    expect(dash?.alpha).toBeCloseTo(0.8, 5);
    expect(c.texts.find((t) => t.text === '1')?.alpha).toBe(1);
    expect(c.texts.some((t) => t.text === '+')).toBe(false);
    expect(c.block.height).toBeCloseTo(29.4492 + 13.386 + 112.4424, 3);
  });

  it('writes the counts in the counter’s own format', () => {
    const c = paint(versus, { prefix: '$' });
    expect(c.sized(107.088)).toBe('$1,234$1,100');
    expect(c.sized(36.8)).toBe('+$134');
  });

  it('places the name’s parts and both lines exactly as the page’s boxes', () => {
    const c = paint();
    const p = createPainter(recordCanvas(10, 10).ctx, 1, 'inter', null, skiaEnv);
    const label = p.font(24.541);
    const markW = 0.35 * 24.541 + p.measure('▲', p.font(0.7 * 24.541));
    const aliceW = p.measure('Alice', label);
    // Icon, .35 em, the label, .35 em, the mark: centred on the left half (40 + 223.1).
    const alice = c.texts.find((t) => t.text === 'Alice')!;
    const start = 263.1 - (26.9951 + 0.35 * 24.541 + aliceW + markW) / 2;
    expect(c.fills[0]!.x).toBeCloseTo(start, 2);
    expect(alice.x).toBeCloseTo(start + 26.9951 + 0.35 * 24.541, 2);
    expect(c.texts.find((t) => t.text === '▲')!.x).toBeCloseTo(alice.x + aliceW + 0.35 * 24.541, 2);
    // The right half's centre: 40 + 446.2 + 27.6 + 223.1; no mark there.
    const bob = c.texts.find((t) => t.text === 'Bob')!;
    const bobStart = 736.9 - (26.9951 + 0.35 * 24.541 + p.measure('Bob', label)) / 2;
    expect(bob.x).toBeCloseTo(bobStart + 26.9951 + 0.35 * 24.541, 2);
    // Baselines: the label in its 1.2 em line, the digits 3 side --u under the name, the gap 2 --u under the row.
    expect(alice.y).toBeCloseTo(baselineIn(p, label, TOP, 29.4492), 2);
    const digitsTop = TOP + 29.4492 + 13.386;
    const one = c.texts.find((t) => t.text === '1' && Math.abs(c.px(t.font) - 107.088) < 0.01)!;
    expect(one.y).toBeCloseTo(baselineIn(p, p.font(107.088), digitsTop, 1.05 * 107.088), 2);
    const plus = c.texts.find((t) => t.text === '+')!;
    expect(plus.y).toBeCloseTo(baselineIn(p, p.font(36.8), digitsTop + 112.4424 + 18.4, 38.64), 2);
    // The gap line is centred on the frame.
    const gap = c.texts.filter((t) => Math.abs(c.px(t.font) - 36.8) < 0.01);
    const right = gap.at(-1)!;
    const mid = (gap[0]!.x + right.x + p.measure(right.text, p.font(36.8))) / 2;
    expect(mid).toBeGreaterThan(490);
    expect(mid).toBeLessThan(510);
  });

  it('shades the labels as the title, darker on a transparent frame', () => {
    const c = paint();
    expect(c.texts.find((t) => t.text === 'Alice')!.shadow).toEqual({
      color: 'rgba(0, 0, 0, 0.18)',
      x: 0,
      y: expect.closeTo(0.06 * 24.541, 3),
      blur: expect.closeTo(0.3 * 24.541, 3),
    });
    const canvas = recordCanvas(1000, 600);
    const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
    versusBlock(p, base, frameMetrics({ cssWidth: 1000, cssHeight: 600 }), versus, {
      locale: 'en-US',
      transparent: true,
    }).draw(TOP);
    expect(canvas.texts.find((t) => t.text === 'Alice')!.shadow).toEqual({
      color: 'rgba(0, 0, 0, 0.5)',
      x: 0,
      y: expect.closeTo(0.04 * 24.541, 3),
      blur: expect.closeTo(0.12 * 24.541, 3),
    });
    // The shadow is off again for the leader's mark.
    expect(canvas.texts.find((t) => t.text === '▲')!.shadow.blur).toBe(0);
  });

  it('wraps a long label within its side, its lines centred on each other', () => {
    const long = 'The Incredibly Long Team Alice Channel';
    const c = paint(
      { ...versus, sides: [{ ...versus.sides[0], label: long }, versus.sides[1]] },
      {},
      {
        cssWidth: 400,
        cssHeight: 400,
      },
    );
    const lines = c.texts.filter((t) => Math.abs(c.px(t.font) - 13) < 0.01 && t.text !== 'Bob');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((t) => t.text).join(' ')).toBe(long);
    // One line height (1.2 em) apart.
    expect(lines[1]!.y - lines[0]!.y).toBeCloseTo(15.6, 3);
  });
});
