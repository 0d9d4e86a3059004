import { EASE_OUT_EXPO } from '../css-math';
import { type GlyphMotionFn, STILL } from '../glyph-motion';

// Slide Up: the new digit fades in while rising from 55% of its height below (web: animations/slide-up.tsx).
export const slideUpMotion: GlyphMotionFn = (t) => {
  const e = EASE_OUT_EXPO(t);
  return { ...STILL, alpha: e, dy: 0.55 * (1 - e) };
};
