import { cubicBezier } from '../css-math';
import { ROLL_TRAVEL } from '../digit-cell';
import { type GlyphMotionFn, STILL } from '../glyph-motion';

// Digits Roll: the new digit rolls in from below when counting up (from above when counting down)
// and pushes the old one out (web: animations/digits-roll.tsx).
const ROLL = cubicBezier(0.2, 0.9, 0.25, 1);

export const rollMotion: GlyphMotionFn = (t, direction) => {
  const from = direction === 'up' ? ROLL_TRAVEL : -ROLL_TRAVEL;
  const dy = from * (1 - ROLL(t));
  return { ...STILL, dy, previousDy: dy - from };
};
