import type { FontStyle } from '../counter/font-styles';
import { numberLineEm } from './fit';

// A versus display's layout (settings.liveDisplay 'versus'), in the viewer's CSS units: the live
// viewer's stylesheet (versus-face.tsx) is written from these numbers and the painter
// (draw-versus.ts) draws share images and clips with them, so the two cannot drift apart.
// `U` sizes are in --u: the counter's for the grid and the gap line, a side's own 1 % of its width
// for its label and digits (each side is a container, so two counts fit a phone as one fills a page).
export const VERSUS_LAYOUT = {
  /** Between the two sides, in the counter's --u. */
  columnGapU: 3,
  /** Between the sides and the gap line under them, in the counter's --u. */
  rowGapU: 2,
  /** Between a side's label and its digits, in the side's --u. */
  sideGapU: 3,
  /** A side's label: max(labelMinPx, labelU side --u), its line height in em. */
  labelU: 5.5,
  labelMinPx: 13,
  labelLine: 1.2,
  /** The platform's icon before the label, and the room between them, in the label's em. */
  iconEm: 1.1,
  iconGapEm: 0.35,
  /** The mark after the leader's label, in the counter's colour, at leadMarkEm of the label. */
  leadMark: '▲',
  leadMarkEm: 0.7,
  /** The gap line under both sides: max(gapMinPx, gapU counter --u). */
  gapU: 4,
  gapMinPx: 15,
  /** A side with no count to show is quieter, as a sum's placeholder is. */
  noCountAlpha: 0.8,
} as const;

/**
 * The text both sides' digits are sized by: the wider of the two (by the fit's estimate), so both
 * counts are drawn at one size and compare at a glance, digit for digit. The first on a tie.
 */
export function versusFitText(texts: readonly string[], font: FontStyle): string {
  const [a = '', b = ''] = texts;
  return numberLineEm(a, font) >= numberLineEm(b, font) ? a : b;
}

/** A side's width: half the row less the column gap (`width` the row's, `u` the counter's --u). */
export function versusSideWidth(width: number, u: number): number {
  return (width - VERSUS_LAYOUT.columnGapU * u) / 2;
}
