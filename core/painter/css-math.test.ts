import { describe, expect, it } from 'vitest';
import { cubicBezier, EASE_OUT, EASE_OUT_EXPO, hexToRgb, mixHex, rgba } from './css-math';

describe('cubicBezier: CSS timing functions on the canvas', () => {
  it('holds 0 before the start and 1 after the end', () => {
    const ease = cubicBezier(0.25, 0.1, 0.25, 1);
    expect(ease(-0.5)).toBe(0);
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    expect(ease(2)).toBe(1);
  });

  it('is the identity for the linear curve', () => {
    const linear = cubicBezier(0, 0, 1, 1);
    for (const t of [0.1, 0.25, 0.5, 0.9]) expect(linear(t)).toBeCloseTo(t, 6);
  });

  it('matches the browser’s values for ease-out curves', () => {
    // Reference values solved independently, by bisection on x(u) = t.
    expect(EASE_OUT(0.5)).toBeCloseTo(0.68464, 4);
    expect(EASE_OUT(0.25)).toBeCloseTo(0.37814, 4);
    expect(EASE_OUT_EXPO(0.5)).toBeCloseTo(0.97178, 4);
    expect(EASE_OUT_EXPO(0.1)).toBeCloseTo(0.49439, 4);
  });

  it('solves x(u) = t rather than returning y(t)', () => {
    // For this curve y(0.3) is 0.216 but CSS's value, y at the u where x(u) = 0.3, is 0.0598.
    const ease = cubicBezier(0.9, 0, 0.1, 1);
    expect(ease(0.3)).toBeCloseTo(0.05981, 4);
    expect(ease(0.5)).toBeCloseTo(0.5, 6);
    expect(ease(0.7)).toBeCloseTo(0.94019, 4);
  });

  it('stops at a flat spot instead of dividing by a zero slope', () => {
    // x'(0) = 0 for x1 = 0: the first Newton step from u = t must not blow up.
    const ease = cubicBezier(0, 0, 1, 1);
    expect(Number.isFinite(ease(1e-9))).toBe(true);
    const steep = cubicBezier(1, 0, 0, 1);
    for (const t of [0.01, 0.5, 0.99]) {
      expect(steep(t)).toBeGreaterThanOrEqual(0);
      expect(steep(t)).toBeLessThanOrEqual(1);
    }
  });
});

describe('colours', () => {
  it('reads #rrggbb into its three channels', () => {
    expect(hexToRgb('#102030')).toEqual([16, 32, 48]);
    expect(hexToRgb('#ff8000')).toEqual([255, 128, 0]);
    expect(hexToRgb('#ffffff')).toEqual([255, 255, 255]);
    expect(hexToRgb('#000001')).toEqual([0, 0, 1]);
  });

  it('ignores an alpha pair after the six digits', () => {
    expect(hexToRgb('#10203040')).toEqual([16, 32, 48]);
  });

  it('writes rgba() with the given alpha', () => {
    expect(rgba('#ff8000', 0.5)).toBe('rgba(255, 128, 0, 0.5)');
  });

  it('mixes like color-mix(in srgb) and rounds each channel', () => {
    expect(mixHex('#ffffff', 0.25, '#000000')).toBe('rgb(64, 64, 64)');
    expect(mixHex('#000000', 0.25, '#ffffff')).toBe('rgb(191, 191, 191)');
    expect(mixHex('#ff0000', 1, '#0000ff')).toBe('rgb(255, 0, 0)');
    expect(mixHex('#102030', 0.5, '#304050')).toBe('rgb(32, 48, 64)');
  });
});
