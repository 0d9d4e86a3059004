// The fonts a counter may use: the one list the settings schema, the form's choices, the viewer's
// names, the CSS stacks, the painter's files (export, e-mail images) and the digit widths read.
// Adding a font is this entry, its web file (web/src/components/counter-display/fonts/<name>.ts:
// the lazy CSS the app and viewer load and the files the server preloads, found by its file name)
// and its @fontsource package. core/counter/font-styles.test.ts checks every entry has every part.
export interface FontStyleEntry {
  /** The form's option text. */
  label: string;
  /** The name the viewer historically used for it (docs/product.md §3); old settings may hold it. */
  viewerName: string;
  /** The @fontsource family the painter draws with: its package is this name in kebab case. */
  family: string;
  /** The family the browser shows when it differs from the painter's (Inter's variable file). */
  webFamily?: string;
  /** The system fall-back of the same character, after the self-hosted families. */
  fallback: string;
  /** The weights the painter registers: 700 for digits and titles (Inter adds 600 for labels). */
  weights: readonly number[];
  /** Rough advance width of one tabular digit, in em (core/painter/fit.ts sizes digits by it). */
  digitWidth: number;
}

// In the form's order; the first is the default.
export const FONT_STYLE_REGISTRY = {
  inter: {
    label: 'Inter (Modern)',
    viewerName: 'font-inter',
    family: 'Inter',
    webFamily: 'Inter Variable',
    fallback: 'system-ui, sans-serif',
    weights: [700, 600],
    digitWidth: 0.64,
  },
  orbitron: {
    label: 'Orbitron (Digital)',
    viewerName: 'Orbitron',
    family: 'Orbitron',
    fallback: 'system-ui, sans-serif',
    weights: [700],
    digitWidth: 0.86,
  },
  serif: {
    label: 'Playfair (Serif)',
    viewerName: 'Playfair',
    family: 'Playfair Display',
    fallback: 'Georgia, serif',
    weights: [700],
    digitWidth: 0.62,
  },
  oswald: {
    label: 'Oswald (Condensed)',
    viewerName: 'Oswald',
    family: 'Oswald',
    fallback: "'Arial Narrow', sans-serif",
    weights: [700],
    digitWidth: 0.48,
  },
  script: {
    label: 'Dancing Script (Handwritten)',
    viewerName: 'Dancing Script',
    family: 'Dancing Script',
    fallback: 'cursive',
    weights: [700],
    digitWidth: 0.56,
  },
} as const satisfies Record<string, FontStyleEntry>;

export type FontStyle = keyof typeof FONT_STYLE_REGISTRY;
export const FONT_STYLES = Object.keys(FONT_STYLE_REGISTRY) as [FontStyle, ...FontStyle[]];

const entryOf = (font: FontStyle): FontStyleEntry => FONT_STYLE_REGISTRY[font];

/** The family the browser's @font-face rules name (the painter's, unless the web ships its own). */
export function webFamilyOf(font: FontStyle): string {
  const entry = entryOf(font);
  return entry.webFamily ?? entry.family;
}

/** Self-hosted families first, then the system fall-back: one CSS value for viewer, preview and export. */
export function fontFamilyStackOf(font: FontStyle): string {
  const entry = entryOf(font);
  const families = entry.webFamily ? [entry.webFamily, entry.family] : [entry.family];
  return `${families.map((f) => `'${f}'`).join(', ')}, ${entry.fallback}`;
}
