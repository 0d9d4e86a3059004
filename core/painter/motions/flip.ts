import { cubicBezier } from '../css-math';
import { type GlyphMotionFn, STILL } from '../glyph-motion';

// Flip: the new digit flips down into place about a line just below its middle (web: animations/flip.tsx).
const FLIP = cubicBezier(0.3, 1.3, 0.5, 1);

export const flipMotion: GlyphMotionFn = (t) => {
  // rotateX without the 3D: the height foreshortens by cos(angle); past 90° the back is hidden.
  const e = FLIP(t);
  // Stryker disable next-line UnaryOperator: only the angle's size and cosine are used, both even
  const angle = (-95 * (1 - e) * Math.PI) / 180;
  // Stryker disable next-line EqualityOperator: exactly 90° is a single instant at which the glyph has no height
  const visible = Math.abs(angle) < Math.PI / 2;
  return { ...STILL, alpha: visible ? 0.2 + 0.8 * e : 0, scaleY: Math.cos(angle), originY: 0.55 };
};
