import { EASE_OUT_EXPO } from '../css-math';
import { type GlyphMotionFn, STILL } from '../glyph-motion';

// Fade & Scale: the new digit fades in while growing from 55% (web: animations/fade-scale.tsx).
export const fadeScaleMotion: GlyphMotionFn = (t) => {
  const e = EASE_OUT_EXPO(t);
  return { ...STILL, alpha: e, scaleX: 0.55 + 0.45 * e, scaleY: 0.55 + 0.45 * e };
};
