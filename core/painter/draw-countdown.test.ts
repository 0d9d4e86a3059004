import { describe, expect, it } from 'vitest';
import { formatCountdownParts, splitDuration } from '../counter/engine/countdown';
import { localUnitWord } from '../counter/locale/countdown-words';
import { createFormDefaults } from '../counter/settings-defaults';
import { countdownBlock } from './draw-countdown';
import { frameMetrics } from './frame-metrics';
import { createPainter } from './painter';
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
    const labels = ['DAY', 'HOURS', 'MINS', 'SECS'];
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
    const word = (i: number) => localUnitWord(parts[i] as (typeof parts)[number], 'ar').toUpperCase();
    expect(c.xOf(word(0))).toBeGreaterThan(c.xOf(word(1)));
    expect(c.xOf(word(1))).toBeGreaterThan(c.xOf(word(3)));
  });

  it('writes the overtime sign before the first unit, or after the last in Arabic', () => {
    const c = paint(s, { overtime: true });
    const sign = c.texts.find((t) => t.text === '+');
    expect(sign?.fillStyle).toBe('#ff0000');
    expect(sign?.x).toBeLessThan(c.xOf('DAY'));
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
    expect(c.yOf('DAY')).toBeCloseTo(c.yOf('HOURS'), 6);
    expect(c.yOf('MINS')).toBeGreaterThan(c.yOf('DAY'));
    expect(c.xOf('DAY')).toBeLessThan(c.xOf('HOURS'));
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
