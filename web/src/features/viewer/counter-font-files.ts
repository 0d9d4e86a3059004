import { webFamilyOf } from '@core/counter/font-styles';
import type { FontStyle } from '@core/counter/settings-options';
import { byFontName, type FontFaces } from '@web/components/counter-display/font-parts';

// The hashed URL of each counter font's file, from the font's web file (components/counter-display/
// fonts/<name>.ts): the same file (same content, same hash) its lazy CSS names, so the server can
// preload only the counter's own.
const FACES = byFontName(
  import.meta.glob<FontFaces>('@web/components/counter-display/fonts/*.ts', {
    eager: true,
    import: 'faces',
  }),
);

interface FontTags {
  head: string;
  preload: string;
}
const tags = new Map<FontStyle, FontTags>();

/**
 * A counter's font tags: its @font-face rules for <head>, so the first frame and a page without
 * JavaScript use the face, and a preload of its first file for the start of <body>. Chromium lets a
 * font preload met before <body> hold the first paint until the file arrives (its render-blocking
 * fonts); on slow 4G that is the last of the page's first bytes, and decoding the face then lands in
 * the first layout. In <body> the preload starts the download just as early (the preload scanner
 * reads the whole page) while the digits paint at once in the fallback face and swap when it comes.
 * Made once per font: every page of that font carries the same.
 */
export function counterFontTags(font: FontStyle): FontTags {
  let made = tags.get(font);
  if (made === undefined) {
    made = makeFontTags(font);
    tags.set(font, made);
  }
  return made;
}

function makeFontTags(font: FontStyle): FontTags {
  const faces = FACES[font]?.() ?? [];
  const family = webFamilyOf(font);
  const rules = faces.map(
    (f) =>
      `@font-face{font-family:'${family}';font-style:normal;font-weight:${f.weight};font-display:swap;` +
      `src:url(${f.url}) format('woff2')${f.range ? `;unicode-range:${f.range}` : ''}}`,
  );
  const preload = faces[0]
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${faces[0].url}" />`
    : '';
  return { head: `<style>${rules.join('')}</style>`, preload };
}
