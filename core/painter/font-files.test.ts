import { describe, expect, it } from 'vitest';
import { FONT_STYLE_REGISTRY, FONT_STYLES } from '../counter/font-styles';
import { EMOJI_FAMILY, EMOJI_FONT_FILE, FONT_FILES, withEmoji } from './font-files';

describe('FONT_FILES: the painter’s @fontsource files', () => {
  it('names the latin file of each registered weight, in the family’s kebab-case package', () => {
    expect(FONT_FILES.serif).toEqual([
      {
        family: 'Playfair Display',
        weight: 700,
        file: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2',
      },
    ]);
    expect(FONT_FILES.inter.map((f) => f.file)).toEqual([
      '@fontsource/inter/files/inter-latin-700-normal.woff2',
      '@fontsource/inter/files/inter-latin-600-normal.woff2',
    ]);
  });

  it('has every font of the registry, each weight once', () => {
    expect(Object.keys(FONT_FILES)).toEqual([...FONT_STYLES]);
    for (const font of FONT_STYLES)
      expect(FONT_FILES[font].map((f) => f.weight)).toEqual([...FONT_STYLE_REGISTRY[font].weights]);
  });
});

describe('the emoji font', () => {
  it('is the whole Noto Color Emoji file, in a family the counter fonts never name', () => {
    expect(EMOJI_FONT_FILE.file).toBe(
      '@fontsource/noto-color-emoji/files/noto-color-emoji-emoji-400-normal.woff2',
    );
    expect(
      Object.values(FONT_FILES)
        .flat()
        .map((f) => f.family),
    ).not.toContain(EMOJI_FAMILY);
  });

  it('comes last in the painter’s stack, after the generic fall-back', () => {
    expect(withEmoji("'Oswald', sans-serif")).toBe("'Oswald', sans-serif, 'Noto Color Emoji'");
  });
});
