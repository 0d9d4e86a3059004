import { ANIMATION_STYLE_REGISTRY } from '../counter/animation-styles';
import type { CounterSettings } from '../counter/settings';
import { CELL_BLEED } from './digit-cell';
import { STILL } from './glyph-motion';
import { paintGlyph } from './paint-glyph';
import { baselineIn, type Painter } from './painter';

// A line of digits as digits.css draws it: one cell per character (tabular width for digits),
// line-height 1.05, letter-spacing -0.01em, the number style's shadows or outline, and the
// change animation on the cells whose character changed at the latest tick.
const LINE = 1.05;

export interface DigitCell {
  ch: string;
  x: number;
  width: number;
}

export interface DigitLayout {
  width: number;
  height: number;
  fontSize: number;
  cells: DigitCell[];
}

const isDigit = (ch: string) => /\d/.test(ch);

export function layoutDigits(p: Painter, text: string, fontSize: number): DigitLayout {
  const font = p.font(fontSize);
  const ls = -0.01 * fontSize;
  // tnum width from the page when known; else the widest digit, which tabular figures match.
  let tab = p.tabularEm ? p.tabularEm * fontSize : 0;
  // Stryker disable next-line EqualityOperator: no face the app ships has 9 as its widest digit
  for (let d = 0; d <= 9 && !p.tabularEm; d++) tab = Math.max(tab, p.measure(String(d), font));
  let x = 0;
  const cells = Array.from(text).map((ch) => {
    const width = (isDigit(ch) ? tab : p.measure(ch, font)) + ls;
    const cell = { ch, x, width };
    x += width;
    return cell;
  });
  return { width: x, height: fontSize * LINE, fontSize, cells };
}

export interface DigitMotion {
  previousText: string | null;
  /** 0..1 through the change animation; 1 (or more) when still. */
  t: number;
  direction: 'up' | 'down';
  /** The whole line's opacity (a versus side with no count is quieter); 1 when unset. */
  opacity?: number;
}

export function drawDigits(
  p: Painter,
  s: CounterSettings,
  layout: DigitLayout,
  left: number,
  top: number,
  motion: DigitMotion,
) {
  const { ctx } = p;
  const fs = layout.fontSize;
  const font = p.font(fs);
  const baseline = baselineIn(p, font, top, layout.height);
  const prev = motion.previousText === null ? null : Array.from(motion.previousText);
  const n = layout.cells.length;
  ctx.font = font;
  ctx.letterSpacing = '0px';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  layout.cells.forEach((cell, i) => {
    // Cells are matched from the right, as the DOM keys them, so the ones digit keeps its place.
    const before = prev ? prev[prev.length - (n - i)] : cell.ch;
    // Without a previous text, `before` is the cell's own character: nothing changed.
    const changed = isDigit(cell.ch) && before !== cell.ch;
    const m =
      changed && motion.t < 1
        ? ANIMATION_STYLE_REGISTRY[s.animationStyle].motion(
            Math.max(0, motion.t),
            motion.direction,
            before,
            cell.ch,
          )
        : STILL;
    if (m.alpha <= 0) return;
    const x0 = left + cell.x;
    const glyphX = (ch: string) => x0 + (cell.width + 0.01 * fs - p.measure(ch, font)) / 2;
    ctx.save();
    // The cell (digit-cell.ts): every motion is clipped to it, the shading fits inside it.
    ctx.beginPath();
    ctx.rect(
      x0 - CELL_BLEED.side * fs,
      top - CELL_BLEED.top * fs,
      cell.width + 2 * CELL_BLEED.side * fs,
      layout.height + (CELL_BLEED.top + CELL_BLEED.bottom) * fs,
    );
    ctx.clip();
    ctx.globalAlpha = Math.min(1, m.alpha) * (motion.opacity ?? 1);
    const oy = top + layout.height * m.originY;
    const cx = x0 + cell.width / 2;
    ctx.translate(cx, oy + m.dy * layout.height);
    ctx.scale(m.scaleX, m.scaleY);
    ctx.translate(-cx, -oy);
    const shown = m.ch ?? cell.ch;
    paintGlyph(p, s, shown, glyphX(shown), baseline, fs);
    const outgoing = m.previousCh ?? before;
    if (m.previousDy !== null && outgoing !== undefined) {
      paintGlyph(p, s, outgoing, glyphX(outgoing), baseline + (m.previousDy - m.dy) * layout.height, fs);
    }
    ctx.restore();
  });
}
