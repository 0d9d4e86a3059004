import type { AnimationStyle } from '@core/counter/settings-options';
import { ROLL_TRAVEL } from '@core/painter/digit-cell';
import type { CSSProperties } from 'react';
import type { GlyphAnimationProps } from './glyph-animations';

/**
 * The roll's start: new digits rise when counting up, drop when counting down, from a whole travel
 * away (core/painter/digit-cell.ts), so neither digit nor its shading lingers at the cell's edge.
 */
export function rollFrom(direction: 'up' | 'down'): CSSProperties {
  const travel = `${ROLL_TRAVEL * 100}%`;
  return { '--cs-roll-from': direction === 'up' ? travel : `-${travel}` } as CSSProperties;
}

type KeyframeGlyphProps = GlyphAnimationProps & {
  style: AnimationStyle;
  /** Draw the outgoing digit leaving too (digits.css, `data-prev`). */
  roll?: boolean;
};

/**
 * The cell of a style drawn by CSS keyframes alone: the digit, marked `data-anim` with the style's
 * name while it plays. The style's own file renders it and exports `css`, the rule
 * `.cs-glyph[data-anim=<name>]` and its keyframes, which the display puts in the page.
 */
export function KeyframeGlyph({
  style,
  roll = false,
  char,
  previous,
  direction,
  animate,
}: KeyframeGlyphProps) {
  return (
    <span
      className="cs-glyph"
      style={roll ? rollFrom(direction) : undefined}
      data-anim={animate ? style : undefined}
      // The outgoing digit is drawn by CSS (::before, content: attr), so it is never page text.
      data-prev={roll && animate && previous !== char ? previous : undefined}
    >
      {char}
    </span>
  );
}
