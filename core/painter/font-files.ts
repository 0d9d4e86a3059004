import { FONT_STYLE_REGISTRY, FONT_STYLES, type FontStyle } from '../counter/font-styles';

// The faces the painter draws with, by family: the browser loads the same @fontsource files as
// CSS (components/counter-display/fonts/<name>.ts), the server registers them with its canvas
// (server/images/paint-env.ts). Weight 700 for digits and titles; Inter 600 for labels and the
// watermark. Only the latin subset, as the viewer. The browser draws Inter from the site's variable
// file cut from the same design (web/src/assets/fonts, decision 015c); these static instances stay
// here because the server's canvas registers one file per weight.
export interface FontFile {
  family: string;
  weight: number;
  /** Package-relative path, resolvable from node_modules. */
  file: string;
}

// @fontsource names a family's package after it in kebab case ('Playfair Display' → playfair-display);
// the registry (core/counter/font-styles.ts) gives the family and its weights.
const packageOf = (family: string) => family.toLowerCase().replaceAll(' ', '-');

function facesOf(font: FontStyle): FontFile[] {
  const { family, weights } = FONT_STYLE_REGISTRY[font];
  const pkg = packageOf(family);
  return weights.map((weight) => ({
    family,
    weight,
    file: `@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff2`,
  }));
}

export const FONT_FILES = Object.fromEntries(FONT_STYLES.map((font) => [font, facesOf(font)])) as Record<
  FontStyle,
  FontFile[]
>;

// Emoji in titles and messages ('🎉 Complete!', the default) have no glyph in the counter fonts.
// Chromium falls back to the system's emoji font; the server's canvas has no system fonts, so it
// registers Noto Color Emoji (OFL) from its @fontsource package: the whole font in one file (the
// package also splits it into unicode ranges for browsers, but one family registered from several
// files would answer with only one of them). Skia draws its colour glyphs.
export const EMOJI_FAMILY = 'Noto Color Emoji';
export const EMOJI_FONT_FILE: FontFile = {
  family: EMOJI_FAMILY,
  weight: 400,
  file: '@fontsource/noto-color-emoji/files/noto-color-emoji-emoji-400-normal.woff2',
};

/**
 * The painter's font value for a family stack: the emoji family comes last, after the generic
 * fall-back, so it only ever draws the characters no counter font has (its digits never win).
 */
export function withEmoji(stack: string): string {
  return `${stack}, '${EMOJI_FAMILY}'`;
}
