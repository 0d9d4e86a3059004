import type { FontStyle } from '@core/counter/settings-options';
import type { LoadFontCss } from './font-parts';

// Only the family on screen is fetched (docs/architecture.md §1): each is its own lazy CSS chunk, named by its
// web file (fonts/<name>.ts), so this file keeps no list of fonts. Only the latin subset (U+0000–00FF
// and common punctuation): it keeps the viewer inside its size budget, and other scripts fall back to
// the system font of the same stack. Inter is the site's own variable file (assets/fonts, decision
// 015c), whose faces name every subset by unicode-range. font-display: swap keeps the first paint
// immediate.
// Looked up by path rather than mapped to names first: the viewer bundle is within bytes of its budget.
const LOADERS = import.meta.glob<LoadFontCss>('./fonts/*.ts', { eager: true, import: 'load' });

const requested = new Set<FontStyle>();

export function loadCounterFont(font: FontStyle): void {
  const load = LOADERS[`./fonts/${font}.ts`];
  if (!load || requested.has(font)) return;
  requested.add(font);
  load().catch((err: unknown) => {
    requested.delete(font);
    console.warn('Counter font failed to load', err);
  });
}
