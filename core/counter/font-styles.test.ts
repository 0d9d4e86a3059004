import { describe, expect, it } from 'vitest';
import { FONT_FILES } from '../painter/font-files';
import { FONT_STYLE_REGISTRY, FONT_STYLES, fontFamilyStackOf, webFamilyOf } from './font-styles';

// Every part of each font is checked in web/src/components/counter-display/font-parts.test.ts (its web
// file lives there); these are the registry's own rules.
describe('font registry', () => {
  it('offers the fonts of docs/product.md §3 in the form order, inter first', () => {
    expect(FONT_STYLES).toEqual(['inter', 'orbitron', 'serif', 'oswald', 'script']);
  });

  it('gives every font its own viewer name, so an old setting resolves to one font', () => {
    const names = FONT_STYLES.map((font) => FONT_STYLE_REGISTRY[font].viewerName);
    expect(new Set(names).size).toBe(FONT_STYLES.length);
  });

  it('derives the painter files from the family: the @fontsource package is its kebab-case name', () => {
    expect(FONT_FILES.serif).toEqual([
      {
        family: 'Playfair Display',
        weight: 700,
        file: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
      },
    ]);
    expect(FONT_FILES.inter.map((f) => f.weight)).toEqual([700, 600]);
  });

  it('builds each CSS stack from its families and fall-back', () => {
    expect(fontFamilyStackOf('inter')).toBe("'Inter Variable', 'Inter', system-ui, sans-serif");
    expect(fontFamilyStackOf('script')).toBe("'Dancing Script', cursive");
  });

  it('names the family the page’s @font-face rules load: the web’s own cut, else the painter’s', () => {
    expect(webFamilyOf('inter')).toBe('Inter Variable');
    expect(webFamilyOf('script')).toBe('Dancing Script');
    expect(webFamilyOf('orbitron')).toBe(FONT_STYLE_REGISTRY.orbitron.family);
  });
});
