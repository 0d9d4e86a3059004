import { describe, expect, it } from 'vitest';
import {
  checkContrast,
  contrastRatio,
  formatRatio,
  LARGE_CONTRAST,
  relativeLuminance,
  TEXT_CONTRAST,
} from './colour-contrast';

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and reads upper and lower case alike', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('weighs green most and blue least, as the eye does', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });

  it('uses the linear part below the sRGB knee', () => {
    // 10/255 is under 0.04045: divided by 12.92, not raised to 2.4.
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 6);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2158605, 6);
  });

  it('refuses what is not #rrggbb', () => {
    for (const bad of ['', '#fff', 'red', '#12345', '#1234567', '#gggggg', '000000'])
      expect(relativeLuminance(bad)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, in either order, and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#3b82f6', '#3b82f6')).toBe(1);
  });

  it('finds pale yellow on cream nearly unreadable', () => {
    const ratio = contrastRatio('#FDE68A', '#FFF7ED')!;
    expect(ratio).toBeGreaterThan(1.1);
    expect(ratio).toBeLessThan(1.3);
  });

  it('matches known pairs', () => {
    // #767676 on white is the lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('is null when either side is not a colour', () => {
    expect(contrastRatio('#000000', 'nope')).toBeNull();
    expect(contrastRatio('#00000', '#ffffff')).toBeNull();
  });
});

describe('checkContrast', () => {
  it('asks 4.5:1 of text and 3:1 of large digits', () => {
    expect(TEXT_CONTRAST).toBe(4.5);
    expect(LARGE_CONTRAST).toBe(3);
    // #949494 on white is about 3.03:1: enough for digits, not for text.
    expect(checkContrast('#949494', ['#ffffff'], 'large')).toMatchObject({ ok: true, needed: 3 });
    expect(checkContrast('#949494', ['#ffffff'], 'text')).toMatchObject({ ok: false, needed: 4.5 });
  });

  it('passes exactly at the threshold', () => {
    const check = checkContrast('#767676', ['#ffffff'], 'text')!;
    expect(check.ratio).toBeGreaterThanOrEqual(4.5);
    expect(check.ok).toBe(true);
  });

  it('takes the worst end of a gradient', () => {
    const check = checkContrast('#ffffff', ['#000000', '#fde68a'], 'large')!;
    expect(check.ratio).toBeCloseTo(contrastRatio('#ffffff', '#fde68a')!, 6);
    expect(check.ok).toBe(false);
  });

  it('says nothing while a colour is half typed or there is no background', () => {
    expect(checkContrast('#fff', ['#000000'], 'text')).toBeNull();
    expect(checkContrast('#ffffff', ['#000000', '#00'], 'text')).toBeNull();
    expect(checkContrast('#ffffff', [], 'text')).toBeNull();
  });
});

describe('formatRatio', () => {
  it('rounds down to one decimal and drops a trailing .0', () => {
    expect(formatRatio(1.2345)).toBe('1.2:1');
    expect(formatRatio(4.4999)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21:1');
    expect(formatRatio(3.0)).toBe('3:1');
  });
});
