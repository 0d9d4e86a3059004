// Contrast between two colours as WCAG 2 measures it, so the counter form can warn before a design
// nobody can read is published. Pure: the form checks live, and tests pin the numbers.

const HEX = /^#([0-9a-f]{6})$/i;

/** Text under this ratio is hard to read for many people (WCAG 2 AA, normal text). */
export const TEXT_CONTRAST = 4.5;
/** Large digits, icons and focus rings need at least this (WCAG 2 AA, large text and graphics). */
export const LARGE_CONTRAST = 3;

export type ContrastKind = 'text' | 'large';

// sRGB channel (0–255) to linear light.
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of '#rrggbb' (0 black, 1 white); null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  const r = linear((value >> 16) & 0xff);
  const g = linear((value >> 8) & 0xff);
  const b = linear(value & 0xff);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two '#rrggbb' colours, 1 to 21, whichever is lighter; null if either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastCheck {
  /** The worst ratio against any of the backgrounds (a gradient has two ends). */
  ratio: number;
  /** What the kind of content needs. */
  needed: number;
  ok: boolean;
}

/**
 * How readable `foreground` is on the backgrounds it may stand on (a solid colour, or both ends of
 * a gradient): the worst pairing counts. Null while a colour is half typed.
 */
export function checkContrast(
  foreground: string,
  backgrounds: readonly string[],
  kind: ContrastKind,
): ContrastCheck | null {
  const ratios = backgrounds.map((background) => contrastRatio(foreground, background));
  if (ratios.length === 0 || ratios.some((r) => r === null)) return null;
  const ratio = Math.min(...(ratios as number[]));
  const needed = kind === 'text' ? TEXT_CONTRAST : LARGE_CONTRAST;
  return { ratio, needed, ok: ratio >= needed };
}

/** '1.2:1', '4.5:1', '21:1': one decimal, rounded down so a ratio just short never reads as enough. */
export function formatRatio(ratio: number): string {
  const shown = Math.floor(ratio * 10) / 10;
  return `${Number.isInteger(shown) ? shown.toFixed(0) : shown.toFixed(1)}:1`;
}
