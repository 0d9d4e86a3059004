import type { FontStyle } from '@core/counter/settings-options';

// Only the family on screen is fetched (DESIGN.md §1): each is its own lazy CSS chunk, and its
// woff2 files load only for the unicode ranges the text uses. font-display: swap keeps the first
// paint immediate.
const LOADERS: Record<FontStyle, () => Promise<unknown>> = {
  inter: () => import('@fontsource/inter/700.css'),
  orbitron: () => import('@fontsource/orbitron/700.css'),
  serif: () => import('@fontsource/playfair-display/700.css'),
  oswald: () => import('@fontsource/oswald/700.css'),
  script: () => import('@fontsource/dancing-script/700.css'),
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
