import { type CountdownPart, formatCountdownParts, splitDuration } from '../counter/engine/countdown';
import type { CounterSettings } from '../counter/settings';
import type { FontStyle } from '../counter/settings-options';
import { badgeReserve } from './draw-watermark';
import { countdownLineEm, digitWidth } from './fit';

// A countdown's e-mail image (image.gif): not the design scaled down (a 1200 px wide stage shrunk
// to 600 px left 40 px digits and 6 px labels) but its own layout at 600 CSS pixels, where the
// digits are as big as four units can be across the width, the title is one line above them and
// the labels stay readable at 1×. Its height follows from the settings alone (never from measured
// text), so the studio's <img height> is known before anything is painted.
export const EMAIL_CSS_WIDTH = 600;
const PAD_X = 20;
const ROOM = EMAIL_CSS_WIDTH - 2 * PAD_X;
const PAD_Y = 14;
const GAP = 8;
const TITLE_PX = 24;
/** Room the labels' line takes, in em of the label size (the UI fonts' ascent + descent is ~1.21). */
const LABEL_LINE = 1.25;

export interface EmailLayout {
  /** Digits in boxed cards (the design's look) or on their own, bigger. */
  boxes: boolean;
  digitPx: number;
  labelPx: number;
  /** The title's size, when there is a title row (a title or a mark beside it); else 0. */
  titlePx: number;
  /** The digits' row: boxes (or the digits' line), the gap under them and the labels. */
  rowHeight: number;
  gap: number;
  /** The image's CSS height at EMAIL_CSS_WIDTH, badges' room included. */
  height: number;
}

const FOUR_UNITS = formatCountdownParts(splitDuration(0), false);

/** Units without boxes: the digits, the colons and their gaps (draw-countdown.ts), in em. */
function plainLineEm(parts: CountdownPart[], font: FontStyle): number {
  const digits = parts.reduce((n, p) => n + p.value.length, 0);
  return digits * digitWidth(font) + Math.max(0, parts.length - 1) * (0.34 + 0.28);
}

const lineEm = (boxes: boolean, parts: CountdownPart[], font: FontStyle) =>
  boxes ? countdownLineEm(parts, font) : plainLineEm(parts, font);

/**
 * The digits' size for these units: the layout's, or smaller when they would not fit across
 * (a timer more than 99 days out has three or four digits of days; overtime adds its '+').
 */
export function emailDigitPx(
  layout: EmailLayout,
  parts: CountdownPart[],
  font: FontStyle,
  overtime: boolean,
): number {
  const em = lineEm(layout.boxes, parts, font) + (overtime ? 0.75 : 0);
  return Math.min(layout.digitPx, Math.floor((ROOM / em) * 2) / 2);
}

/** Whether the image has a title row: a title, or a mark (logo or social icon) to stand beside one. */
export function hasTitleRow(s: Pick<CounterSettings, 'title' | 'logo' | 'socialIcon'>): boolean {
  return s.title.trim() !== '' || s.logo !== undefined || s.socialIcon !== 'none';
}

export function emailLayout(
  s: Pick<CounterSettings, 'emailLayout' | 'fontStyle' | 'title' | 'logo' | 'socialIcon'>,
  badges: boolean,
): EmailLayout {
  const boxes = (s.emailLayout ?? 'cards') === 'cards';
  // Four units of two digits across the width (fewer units, with leading zeros dropped, stand
  // centred at the same size, so the image never changes its look while it counts).
  const digitPx = Math.floor((ROOM / lineEm(boxes, FOUR_UNITS, s.fontStyle)) * 2) / 2;
  const labelPx = Math.max(12, Math.round(0.17 * digitPx));
  const border = Math.max(1, 0.012 * digitPx);
  const line = 1.05 * digitPx;
  const rowHeight = boxes
    ? line + 0.18 * digitPx + 2 * border + 0.12 * digitPx + LABEL_LINE * labelPx
    : line + 0.08 * digitPx + LABEL_LINE * labelPx;
  const titlePx = hasTitleRow(s) ? TITLE_PX : 0;
  const titleRow = titlePx > 0 ? 1.15 * titlePx + GAP : 0;
  const height = Math.ceil(2 * PAD_Y + titleRow + rowHeight + (badges ? badgeReserve(EMAIL_CSS_WIDTH) : 0));
  return { boxes, digitPx, labelPx, titlePx, rowHeight, gap: GAP, height };
}
