import type { CountdownPart } from '../counter/engine/countdown';
import { FONT_STYLE_REGISTRY, type FontStyle } from '../counter/font-styles';

// Rough advance width of one tabular digit, in em, per family (the font registry's digitWidth). The
// digits' font size is the room available divided by the line's estimated width, so a 21-character
// number and a 2-digit one both fill the space without overflowing, with no measuring pass (no layout
// thrash per tick).
const SEPARATOR_WIDTH = 0.3;

export function digitWidth(font: FontStyle): number {
  return FONT_STYLE_REGISTRY[font].digitWidth;
}

/** Estimated width of a formatted number line, in em. */
export function numberLineEm(text: string, font: FontStyle): number {
  let em = 0;
  for (const ch of text) em += /\d/.test(ch) ? digitWidth(font) : SEPARATOR_WIDTH;
  return Math.max(em, digitWidth(font) * 2);
}

const boxEm = (parts: CountdownPart[], font: FontStyle) =>
  parts.reduce((sum, p) => sum + p.value.length * digitWidth(font) + 0.36, 0);

/** Boxes (digits + padding), colons and gaps of a countdown line, in em. */
export function countdownLineEm(parts: CountdownPart[], font: FontStyle): number {
  return boxEm(parts, font) + Math.max(0, parts.length - 1) * (0.34 + 0.16);
}

/** Width of the wider row when four units wrap into a 2×2 grid (narrow containers), in em. */
export function countdownGridEm(parts: CountdownPart[], font: FontStyle): number {
  return Math.max(boxEm(parts.slice(0, 2), font), boxEm(parts.slice(2), font)) + 0.24;
}
