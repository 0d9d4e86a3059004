import { describe, expect, it } from 'vitest';
import {
  buildBackgroundCss,
  GRADIENT_TEMPLATES,
  getFontFamilyStack,
  resolveAnimationStyle,
  resolveFontStyle,
  TEST_ANIMATION_DURATIONS,
  toViewerFontName,
} from './settings-style';

describe('fonts', () => {
  it('maps form values to the viewer names of docs/product.md §3', () => {
    expect(toViewerFontName('inter')).toBe('font-inter');
    expect(toViewerFontName('orbitron')).toBe('Orbitron');
    expect(toViewerFontName('serif')).toBe('Playfair');
    expect(toViewerFontName('oswald')).toBe('Oswald');
    expect(toViewerFontName('script')).toBe('Dancing Script');
  });

  it('gives a CSS stack led by the self-hosted family', () => {
    expect(getFontFamilyStack('inter')).toBe("'Inter Variable', 'Inter', system-ui, sans-serif");
    expect(getFontFamilyStack('serif').startsWith("'Playfair Display'")).toBe(true);
    expect(getFontFamilyStack('oswald')).toBe("'Oswald', 'Arial Narrow', sans-serif");
  });

  it('resolves form values and viewer names, defaulting to inter', () => {
    expect(resolveFontStyle('Playfair')).toBe('serif');
    expect(resolveFontStyle('font-inter')).toBe('inter');
    expect(resolveFontStyle('Comic Sans')).toBe('inter');
    expect(resolveFontStyle(undefined)).toBe('inter');
    expect(resolveFontStyle(3)).toBe('inter');
    expect(resolveFontStyle('oswald')).toBe('oswald');
  });
});

describe('animations', () => {
  it('has the test durations of docs/product.md §9', () => {
    expect(TEST_ANIMATION_DURATIONS).toEqual({
      'digits-roll': 600,
      'fade-scale': 800,
      'slide-up': 500,
      'bounce-in': 700,
      flip: 600,
      odometer: 900,
    });
  });

  it('falls back to fade-scale for unknown styles', () => {
    expect(resolveAnimationStyle('digitRoll')).toBe('fade-scale');
    expect(resolveAnimationStyle(42)).toBe('fade-scale');
    expect(resolveAnimationStyle('bounce-in')).toBe('bounce-in');
  });
});

describe('backgrounds', () => {
  it('has four 135deg gradient templates, Instagram first', () => {
    expect(GRADIENT_TEMPLATES).toHaveLength(4);
    expect(GRADIENT_TEMPLATES.map((t) => [t.name, t.gradientStart, t.gradientEnd])).toEqual([
      ['Instagram', '#833ab4', '#fcb045'],
      ['Sunset', '#ff512f', '#f09819'],
      ['Ocean', '#2193b0', '#6dd5ed'],
      ['Forest', '#134e5e', '#71b280'],
    ]);
    expect(GRADIENT_TEMPLATES.every((t) => t.gradientDirection === '135deg')).toBe(true);
    expect(GRADIENT_TEMPLATES[0]).toMatchObject({
      name: 'Instagram',
      gradientStart: '#833ab4',
      gradientEnd: '#fcb045',
    });
    for (const t of GRADIENT_TEMPLATES) expect(t.gradientStart).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('builds the CSS background for solid and gradient', () => {
    const base = {
      backgroundColor: '#1e1b4b',
      gradientStart: '#833ab4',
      gradientEnd: '#fcb045',
      gradientDirection: '135deg' as const,
    };
    expect(buildBackgroundCss({ ...base, backgroundType: 'solid' })).toBe('#1e1b4b');
    expect(buildBackgroundCss({ ...base, backgroundType: 'gradient' })).toBe(
      'linear-gradient(135deg, #833ab4, #fcb045)',
    );
  });
});
