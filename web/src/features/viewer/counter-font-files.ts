import type { FontStyle } from '@core/counter/settings-options';
import dancingScript from '@fontsource/dancing-script/files/dancing-script-latin-700-normal.woff2?url';
import inter from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import orbitron from '@fontsource/orbitron/files/orbitron-latin-700-normal.woff2?url';
import oswald from '@fontsource/oswald/files/oswald-latin-700-normal.woff2?url';
import playfair from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';

// The hashed URL of each counter font's latin 700 file: the same file (same content, same hash) the
// browser's lazy font CSS names (font-loaders.ts), so the server can preload only the counter's own.
const FILES: Record<FontStyle, { family: string; url: string }> = {
  inter: { family: 'Inter', url: inter },
  orbitron: { family: 'Orbitron', url: orbitron },
  serif: { family: 'Playfair Display', url: playfair },
  oswald: { family: 'Oswald', url: oswald },
  script: { family: 'Dancing Script', url: dancingScript },
};

/** The <head> tags for a counter's font: a preload and its @font-face, so the first frame uses it. */
export function counterFontHead(font: FontStyle): string {
  const { family, url } = FILES[font];
  return (
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}" />` +
    `<style>@font-face{font-family:'${family}';font-style:normal;font-weight:700;font-display:swap;src:url(${url}) format('woff2')}</style>`
  );
}
