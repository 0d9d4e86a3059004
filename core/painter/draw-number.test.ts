import { describe, expect, it } from 'vitest';
import type { CounterSettings } from '../counter/settings';
import { createFormDefaults } from '../counter/settings-defaults';
import { layoutDigits } from './draw-digits';
import { type NumberRowInput, numberRowBlock } from './draw-number';
import { numberLineEm } from './fit';
import { frameMetrics } from './frame-metrics';
import { createPainter } from './painter';
import { recordCanvas, skiaEnv } from './testing/skia-canvas';

// The number row on Skia: the digits' size, the side icon's place and the digits' change, read
// from the recorded fillText calls (one per glyph in the outline style) and icon fills.
const base: CounterSettings = {
  ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC'),
  numberStyle: 'text-outline',
  // The roll shows the outgoing digit too.
  animationStyle: 'digits-roll',
  counterColor: '#ff0000',
  iconColor: '#00ff00',
  socialIcon: 'youtube',
  iconPosition: 'left',
};
const TOP = 30;

function paint(
  s: Partial<CounterSettings>,
  input: Partial<NumberRowInput> = {},
  size = { cssWidth: 800, cssHeight: 400 },
) {
  const canvas = recordCanvas(size.cssWidth, size.cssHeight);
  const p = createPainter(canvas.ctx, 1, 'inter', null, skiaEnv);
  const m = frameMetrics(size);
  const settings = { ...base, ...s };
  const block = numberRowBlock(p, settings, m, { value: 1234, previous: null, t: 1, locale: 'en', ...input });
  block.draw(TOP);
  const digits = canvas.texts;
  const icon = canvas.fills[0];
  const iconSize = Math.max(28, 8 * m.u);
  return { ...canvas, p, m, block, digits, icon, iconSize, settings };
}

describe('numberRowBlock: size', () => {
  it('sizes the digits by the room the line needs, up to 24 --u', () => {
    // Without a side icon the digits have 88 --u of room; a long number is sized by it.
    const long = paint({ socialIcon: 'none' }, { value: 123_456_789_012 });
    const em = numberLineEm('123,456,789,012', 'inter');
    expect(long.block.height).toBeCloseTo(1.05 * ((long.m.u * 88) / em), 3);
    // A short one stops at 24 --u.
    const short = paint({ socialIcon: 'none' }, { value: 7 });
    expect(short.block.height).toBeCloseTo(1.05 * 24 * short.m.u, 3);
    // A side icon leaves the digits 74 --u.
    const withIcon = paint({}, { value: 123_456_789_012 });
    expect(withIcon.block.height).toBeCloseTo(1.05 * ((withIcon.m.u * 74) / em), 3);
  });

  it('writes the value in the counter’s own format', () => {
    const c = paint({ socialIcon: 'none', prefix: '$', decimals: 2 }, { value: 1234.5 });
    expect(c.digits.map((t) => t.text).join('')).toBe('$1,234.50');
    // Without a format of its own, grouped by the visitor's locale.
    const plain = paint({ socialIcon: 'none' }, { value: 1234, locale: 'de' });
    expect(plain.digits.map((t) => t.text).join('')).toBe('1.234');
  });
});

describe('numberRowBlock: the side icon', () => {
  // 1,234 on an 800×400 frame: the digits stop at 24 --u, taller than the 8 --u icon.
  const layoutOf = (c: ReturnType<typeof paint>) => layoutDigits(c.p, '1,234', 24 * c.m.u);
  /** Where the digits' first cell starts, from the first glyph centred in it. */
  const digitsLeft = (c: ReturnType<typeof paint>) => {
    const first = c.digits[0]!;
    const fs = 24 * c.m.u;
    const cell = layoutOf(c).cells[0]!;
    return first.device.x + c.p.measure(first.text, c.p.font(fs)) / 2 - (cell.width + 0.01 * fs) / 2;
  };

  it('puts the icon before the digits on the left, the row centred, the icon centred on it', () => {
    const c = paint({ iconPosition: 'left' });
    const layout = layoutOf(c);
    const gap = 2.5 * c.m.u;
    const start = (c.m.width - (layout.width + c.iconSize + gap)) / 2;
    expect(c.block.height).toBeCloseTo(layout.height, 3);
    expect(c.fills.length).toBeGreaterThan(0);
    expect(c.fills.every((f) => f.fillStyle === '#00ff00')).toBe(true);
    expect(c.icon?.scale).toBeCloseTo(c.iconSize / 24, 3);
    expect(c.iconSize).toBeCloseTo(8 * c.m.u, 3);
    expect(c.icon?.x).toBeCloseTo(start, 3);
    expect(c.icon?.y).toBeCloseTo(TOP + (layout.height - c.iconSize) / 2, 3);
    expect(digitsLeft(c)).toBeCloseTo(start + c.iconSize + gap, 3);
  });

  it('puts the icon after the digits on the right', () => {
    const c = paint({ iconPosition: 'right' });
    const layout = layoutOf(c);
    const gap = 2.5 * c.m.u;
    const start = (c.m.width - (layout.width + c.iconSize + gap)) / 2;
    expect(digitsLeft(c)).toBeCloseTo(start, 3);
    expect(c.icon?.x).toBeCloseTo(start + layout.width + gap, 3);
  });

  it('draws no icon in the row for an icon beside the title, or no icon at all', () => {
    for (const s of [
      { iconPosition: 'title-left' as const },
      { socialIcon: 'none' as const, iconPosition: 'left' as const },
      { socialIcon: 'none' as const, iconPosition: 'right' as const },
    ]) {
      const c = paint(s);
      expect(c.fills, JSON.stringify(s)).toHaveLength(0);
      // The digits alone, centred in the frame.
      expect(digitsLeft(c), JSON.stringify(s)).toBeCloseTo((c.m.width - layoutOf(c).width) / 2, 3);
    }
  });

  it('keeps the icon at least 28 px, and centres shorter digits on it', () => {
    // A tiny frame: 8 --u is under 28 px, and the digits (24 --u) are shorter than the icon.
    const small = { cssWidth: 100, cssHeight: 100 };
    const c = paint({ iconPosition: 'left' }, { value: 7 }, small);
    expect(8 * c.m.u).toBeLessThan(28);
    expect(c.iconSize).toBe(28);
    expect(c.icon?.scale).toBeCloseTo(28 / 24, 3);
    expect(c.block.height).toBe(28);
    expect(c.icon?.y).toBeCloseTo(TOP, 3);
    const alone = paint({ socialIcon: 'none' }, { value: 7 }, small);
    expect(alone.block.height).toBeLessThan(28);
    // The digits sit (28 − their height) / 2 lower than on a row of their own.
    expect(c.digits[0]!.device.y - alone.digits[0]!.device.y).toBeCloseTo((28 - alone.block.height) / 2, 3);
  });
});

describe('numberRowBlock: the change', () => {
  it('animates from the previous value, in the counter’s format', () => {
    const c = paint({ socialIcon: 'none', prefix: '$' }, { value: 1235, previous: 1234, t: 0.5 });
    // Five cells still and one rolling: the new 5 and the outgoing 4.
    expect(c.digits.map((t) => t.text)).toEqual(['$', '1', ',', '2', '3', '5', '4']);
    const first = paint({ socialIcon: 'none', prefix: '$' }, { value: 1235, previous: null, t: 0.5 });
    expect(first.digits.map((t) => t.text)).toEqual(['$', '1', ',', '2', '3', '5']);
  });

  it('draws a negative decimal value and rolls its digits against the count below zero', () => {
    const signed = {
      socialIcon: 'none' as const,
      animationStyle: 'odometer' as const,
      startNumber: -10.5,
      endNumber: 10,
      decimals: 1,
    };
    // −5.5 → −4.5 counting up: the wheel turns 5 down to 4 in one step, not up through 6…9, 0…3.
    const c = paint(signed, { value: -4.5, previous: -5.5, t: 0.05 });
    expect(c.digits.map((t) => t.text)).toEqual(['-', '4', '5', '.', '5']);
    // Above zero it turns with the count again: 4.5 → 5.5 rolls 4 up to 5.
    const up = paint(signed, { value: 5.5, previous: 4.5, t: 0.05 });
    expect(up.digits.map((t) => t.text)).toEqual(['5', '4', '.', '5']);
    // In the counter's language: German writes the decimal comma.
    const de = paint({ ...signed, locale: 'de' }, { value: -10.5 });
    expect(de.digits.map((t) => t.text).join('')).toBe('-10,5');
  });
});
