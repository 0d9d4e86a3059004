import type { CountdownPart } from '../counter/engine/countdown';
import type { FontStyle } from '../counter/settings-options';

// Rough advance width of one tabular digit, in em, per family. The digits' font size is the room
// available divided by the line's estimated width, so a 21-character number and a 2-digit one
// both fill the space without overflowing, with no measuring pass (no layout thrash per tick).
const DIGIT_WIDTH: Record<FontStyle, number> = {
  inter: 0.64,
  orbitron: 0.86,
  serif: 0.62,
  oswald: 0.48,
  script: 0.56,
};
const SEPARATOR_WIDTH = 0.3;

export function digitWidth(font: FontStyle): number {
  return DIGIT_WIDTH[font];
}

/** Estimated width of a formatted number line, in em. */
export function numberLineEm(text: string, font: FontStyle): number {
  let em = 0;
  for (const ch of text) em += /\d/.test(ch) ? DIGIT_WIDTH[font] : SEPARATOR_WIDTH;
  return Math.max(em, DIGIT_WIDTH[font] * 2);
}

const boxEm = (parts: CountdownPart[], font: FontStyle) =>
  parts.reduce((sum, p) => sum + p.value.length * DIGIT_WIDTH[font] + 0.36, 0);

/** Boxes (digits + padding), colons and gaps of a countdown line, in em. */
export function countdownLineEm(parts: CountdownPart[], font: FontStyle): number {
  return boxEm(parts, font) + Math.max(0, parts.length - 1) * (0.34 + 0.16);
}

/** Width of the wider row when four units wrap into a 2×2 grid (narrow containers), in em. */
export function countdownGridEm(parts: CountdownPart[], font: FontStyle): number {
  return Math.max(boxEm(parts.slice(0, 2), font), boxEm(parts.slice(2), font)) + 0.24;
}
