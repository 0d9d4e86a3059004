import type { FontStyle } from '../counter/settings-options';

// The faces the painter draws with, by family: the browser loads the same @fontsource files as
// CSS (components/counter-display/font-loaders.ts, main.tsx), the server registers them with its
// canvas (server/images/fonts.ts). Weight 700 for digits and titles; Inter 600 for labels and the
// watermark. Only the latin subset, as the viewer. The browser draws Inter from the site's variable
// file cut from the same design (web/src/assets/fonts, decision 015c); these static instances stay
// here because the server's canvas registers one file per weight.
export interface FontFile {
  family: string;
  weight: number;
  /** Package-relative path, resolvable from node_modules. */
  file: string;
}

const face = (pkg: string, family: string, weight: number): FontFile => ({
  family,
  weight,
  file: `@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff2`,
});

export const FONT_FILES: Record<FontStyle, FontFile[]> = {
  inter: [face('inter', 'Inter', 700), face('inter', 'Inter', 600)],
  orbitron: [face('orbitron', 'Orbitron', 700)],
  serif: [face('playfair-display', 'Playfair Display', 700)],
  oswald: [face('oswald', 'Oswald', 700)],
  script: [face('dancing-script', 'Dancing Script', 700)],
};
