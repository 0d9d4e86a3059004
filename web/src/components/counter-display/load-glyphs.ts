import type { GLYPHS } from './social-glyphs';

// The brand glyphs load only for counters that show an icon: most viewers never download them,
// which keeps the viewer's first load inside its size budget.
let pending: Promise<typeof GLYPHS> | undefined;
export function loadGlyphs(): Promise<typeof GLYPHS> {
  pending ??= import('./social-glyphs').then((m) => m.GLYPHS);
  return pending;
}
