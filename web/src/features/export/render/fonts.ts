import type { FontStyle } from '@core/counter/settings-options';
import { getFontFamilyStack } from '@core/counter/settings-style';

// Canvas text needs its font loaded where the canvas lives. The page has the counter's
// @fontsource faces as CSS; a worker has no stylesheets, so the same faces are read from the
// page's CSSOM (absolute URLs, unicode ranges) and registered in the worker with FontFace.
export interface FontFaceSpec {
  family: string;
  src: string;
  weight: string;
  style: string;
  unicodeRange: string;
}

export function familiesOf(font: FontStyle): string[] {
  return [...getFontFamilyStack(font).matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
}

const unquote = (v: string) => v.trim().replace(/^["']|["']$/g, '');

export function collectFontFaces(font: FontStyle): FontFaceSpec[] {
  const families = new Set(familiesOf(font));
  const specs: FontFaceSpec[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a cross-origin sheet
    }
    const base = sheet.href ?? document.baseURI;
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const st = rule.style;
      const family = unquote(st.getPropertyValue('font-family'));
      if (!families.has(family)) continue;
      const src = st
        .getPropertyValue('src')
        .replace(
          /url\((['"]?)([^'")]+)\1\)/g,
          (_, _q: string, url: string) => `url("${new URL(url, base).href}")`,
        );
      specs.push({
        family,
        src,
        weight: st.getPropertyValue('font-weight') || '700',
        style: st.getPropertyValue('font-style') || 'normal',
        unicodeRange: st.getPropertyValue('unicode-range') || 'U+0-10FFFF',
      });
    }
  }
  return specs;
}

/** Registers and loads the faces in a worker (or any scope with a FontFaceSet). */
export async function loadFontFaces(set: FontFaceSet, specs: FontFaceSpec[]): Promise<void> {
  await Promise.all(
    specs.map(async (spec) => {
      const face = new FontFace(spec.family, spec.src, {
        weight: spec.weight,
        style: spec.style,
        unicodeRange: spec.unicodeRange,
      });
      set.add(face);
      // A face that fails (offline, blocked) leaves the fallback font: the clip still renders.
      await face.load().catch(() => undefined);
    }),
  );
}

/** The page's own faces: waits until the counter font can be drawn on a canvas. */
export async function loadPageFont(font: FontStyle, sample: string): Promise<void> {
  const stack = getFontFamilyStack(font);
  await Promise.all([
    document.fonts.load(`700 48px ${stack}`, sample || '0123456789'),
    document.fonts.load(`600 48px ${stack}`, 'SECS complete'),
  ]).catch(() => undefined);
}

/**
 * Width of one tabular digit in em, measured in the page's DOM: canvas text has no
 * font-variant-numeric, so the digit cells are sized from what CSS lays out (tnum on).
 */
export function measureTabularEm(font: FontStyle): number | null {
  if (typeof document === 'undefined') return null;
  const span = document.createElement('span');
  span.textContent = '0123456789';
  span.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:700 100px ${getFontFamilyStack(font)};font-variant-numeric:tabular-nums lining-nums;font-feature-settings:"tnum" 1,"lnum" 1;letter-spacing:0`;
  document.body.appendChild(span);
  const width = span.getBoundingClientRect().width;
  span.remove();
  return width > 0 ? width / 1000 : null;
}
