import type { FontStyle } from '@core/counter/settings-options';

// Only the family on screen is fetched (DESIGN.md §1): each is its own lazy CSS chunk. Only the
// latin subset (U+0000–00FF and common punctuation): it keeps the viewer inside its size budget, and
// other scripts fall back to the system font of the same stack. Inter is the site's own variable file
// (assets/fonts, decision 015c), whose faces name every subset by unicode-range. font-display: swap
// keeps the first paint immediate.
const LOADERS: Record<FontStyle, () => Promise<unknown>> = {
  inter: () => import('../../assets/fonts/inter-lazy.css'),
  orbitron: () => import('@fontsource/orbitron/latin-700.css'),
  serif: () => import('@fontsource/playfair-display/latin-700.css'),
  oswald: () => import('@fontsource/oswald/latin-700.css'),
  script: () => import('@fontsource/dancing-script/latin-700.css'),
};

const requested = new Set<FontStyle>();

export function loadCounterFont(font: FontStyle): void {
  if (requested.has(font)) return;
  requested.add(font);
  LOADERS[font]().catch((err: unknown) => {
    requested.delete(font);
    console.warn('Counter font failed to load', err);
  });
}
