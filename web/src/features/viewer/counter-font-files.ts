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

const heads = new Map<FontStyle, string>();

/** The <head> tags for a counter's font: a preload of its first file and its @font-face rules, so
 * the first frame uses it. Made once per font: every page of that font carries the same. */
export function counterFontHead(font: FontStyle): string {
  let head = heads.get(font);
  if (head === undefined) {
    head = makeFontHead(font);
    heads.set(font, head);
  }
  return head;
}

function makeFontHead(font: FontStyle): string {
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
  return `${preload}<style>${rules.join('')}</style>`;
}
