import { bounceIn, type GlyphMotionFn, STILL } from '../glyph-motion';

// Bounce In: the new digit pops in past its size and settles (web: animations/bounce-in.tsx). The
// keyframes are glyph-motion.ts's bounceIn, which the completion message shares.
export const bounceInMotion: GlyphMotionFn = (t) => {
  const b = bounceIn(t);
  return { ...STILL, alpha: b.alpha, scaleX: b.scale, scaleY: b.scale };
};
