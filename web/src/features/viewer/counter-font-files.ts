import type { FontStyle } from '@core/counter/settings-options';
import dancingScript from '@fontsource/dancing-script/files/dancing-script-latin-700-normal.woff2?url';
import orbitron from '@fontsource/orbitron/files/orbitron-latin-700-normal.woff2?url';
import oswald from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';
import playfair from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import interCore from '@web/assets/fonts/inter-core.woff2?url';
import interRest from '@web/assets/fonts/inter-latin-rest.woff2?url';
import {
  codePointsOf,
  INTER_CORE,
  INTER_FAMILY,
  INTER_WEIGHTS,
  restCodePoints,
  unicodeRange,
} from '@web/assets/fonts/inter-subsets';

interface Face {
  url: string;
  weight: string;
  range?: string;
}

// The hashed URL of each counter font's file: the same file (same content, same hash) the browser's
// lazy font CSS names (font-loaders.ts), so the server can preload only the counter's own. Inter is
// the site's variable file (assets/fonts): its core part is preloaded, the rest of latin is declared
// for titles that need it and fetched only then.
const interWeight = `${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}`;
const FILES: Record<FontStyle, { family: string; faces: Face[] }> = {
  inter: {
    family: INTER_FAMILY,
    faces: [
      { url: interCore, weight: interWeight, range: unicodeRange(codePointsOf(INTER_CORE)) },
      { url: interRest, weight: interWeight, range: unicodeRange(restCodePoints()) },
    ],
  },
  orbitron: { family: 'Orbitron', faces: [{ url: orbitron, weight: '700' }] },
  serif: { family: 'Playfair Display', faces: [{ url: playfair, weight: '700' }] },
  oswald: { family: 'Oswald', faces: [{ url: oswald, weight: '700' }] },
  script: { family: 'Dancing Script', faces: [{ url: dancingScript, weight: '700' }] },
};

/**
 * A counter's font tags: its @font-face rules for <head>, so the first frame and a page without
 * JavaScript use the face, and a preload of its first file for the start of <body>. Chromium lets a
 * font preload met before <body> hold the first paint until the file arrives (its render-blocking
 * fonts); on slow 4G that is the last of the page's first bytes, and decoding the face then lands in
 * the first layout. In <body> the preload starts the download just as early (the preload scanner
 * reads the whole page) while the digits paint at once in the fallback face and swap when it comes.
 */
export function counterFontTags(font: FontStyle): { head: string; preload: string } {
  const { family, faces } = FILES[font];
  const rules = faces.map(
    (f) =>
      `@font-face{font-family:'${family}';font-style:normal;font-weight:${f.weight};font-display:swap;` +
      `src:url(${f.url}) format('woff2')${f.range ? `;unicode-range:${f.range}` : ''}}`,
  );
  return {
    head: `<style>${rules.join('')}</style>`,
    preload: `<link rel="preload" as="font" type="font/woff2" crossorigin href="${faces[0]?.url}" />`,
  };
}
