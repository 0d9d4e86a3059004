import type { AnimationStyle } from '@core/counter/settings-options';
import type { CSSProperties } from 'react';
import type { GlyphAnimationProps } from './glyph-animations';

/** The roll's start: new digits rise when counting up, drop when counting down. */
export function rollFrom(direction: 'up' | 'down'): CSSProperties {
  return { '--cs-roll-from': direction === 'up' ? '100%' : '-100%' } as CSSProperties;
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
