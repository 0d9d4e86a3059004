import type { CountdownPart } from '../counter/engine/countdown';
import { FONT_STYLE_REGISTRY, type FontStyle } from '../counter/font-styles';

// Rough advance width of one tabular digit, in em, per family (the font registry's digitWidth). The
// digits' font size is the room available divided by the line's estimated width, so a 21-character
// number and a 2-digit one both fill the space without overflowing, with no measuring pass (no layout
// thrash per tick).
// Grouping and decimal separators and spaces are narrow; a minus sign is most of a digit; a letter
// or symbol of a prefix or suffix ('$', '°C', 'K') about a digit. Direction marks take no room.
const SEPARATOR_WIDTH = 0.3;

function charEm(ch: string, digit: number): number {
  if (/\d/.test(ch)) return digit;
  if (/[\u200e\u200f\u061c]/.test(ch)) return 0;
  if (/[.,'’·\s]/.test(ch)) return SEPARATOR_WIDTH;
  return /[-\u2212]/.test(ch) ? digit * 0.7 : digit;
}

export function digitWidth(font: FontStyle): number {
  return FONT_STYLE_REGISTRY[font].digitWidth;
}

/** Estimated width of a formatted number line, in em. */
export function numberLineEm(text: string, font: FontStyle): number {
  let em = 0;
  for (const ch of text) em += charEm(ch, digitWidth(font));
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
