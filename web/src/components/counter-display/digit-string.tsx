import type { AnimationStyle } from '@core/counter/settings-options';
import { useRef } from 'react';
import { GLYPH_ANIMATIONS, GLYPH_CSS } from './glyph-animations';

interface DigitStringProps {
  text: string;
  animation: AnimationStyle;
  /** Odometer direction of digits-roll: new digits rise when counting up, drop when counting down. */
  direction: 'up' | 'down';
  animationKey: number;
  /** false: the first render shows the digits still; only later changes animate. */
  animateOnMount?: boolean;
}

// Each character sits in its own cell, keyed from the right so the ones digit keeps its identity
// when the number grows a digit. The glyph inside is keyed by its character: only the digits that
// actually changed remount, and the remount is what replays the style's animation.
export function DigitString({
  text,
  animation,
  direction,
  animationKey,
  animateOnMount = true,
}: DigitStringProps) {
  const chars = Array.from(text);
  return (
    <>
      {chars.map((ch, i) => (
        <DigitCell
          key={chars.length - i}
          char={ch}
          animation={animation}
          direction={direction}
          animationKey={animationKey}
          animateOnMount={animateOnMount}
        />
      ))}
    </>
  );
}

function DigitCell({
  char,
  animation,
  direction,
  animationKey,
  animateOnMount,
}: { char: string } & Omit<DigitStringProps, 'text'>) {
  // The outgoing character, kept so digits-roll can show it leaving, and whether this cell has
  // changed since it mounted. Updated during render on purpose: both describe the previous
  // render, and the update is idempotent (safe under StrictMode's double render).
  const seen = useRef({ current: char, previous: char, changed: false, key: animationKey });
  if (seen.current.current !== char || seen.current.key !== animationKey) {
    seen.current = { current: char, previous: seen.current.current, changed: true, key: animationKey };
  }
  const previous = seen.current.previous;
  const isDigit = /\d/.test(char);
  const animate = isDigit && (animateOnMount || seen.current.changed);
  // Each style's own component (animations/<name>.tsx, glyph-animations.ts) draws the digit;
  // remounted per change, which is what replays its animation.
  const Glyph = isDigit ? GLYPH_ANIMATIONS[animation] : undefined;
  if (Glyph)
    return (
      <span className="cs-cell">
        <Glyph
          key={`${char}|${animationKey}`}
          char={char}
          previous={previous}
          direction={direction}
          animate={animate}
        />
      </span>
    );
  return (
    <span className={isDigit ? 'cs-cell' : 'cs-cell cs-sep'}>
      <span key={`${char}|${animationKey}`} className="cs-glyph">
        {char}
      </span>
    </span>
  );
}

/**
 * The CSS rules and keyframes of the display's animation style, from its own file (animations/<name>.tsx,
 * `css`). A plain <style> beside the digits (never inside them: it would be their text), rendered
 * by the server too, so a server-rendered change animates from the first paint.
 */
export function GlyphStyleRules({ style }: { style: AnimationStyle }) {
  const css = GLYPH_CSS[style];
  return css ? <style>{css}</style> : null;
}
