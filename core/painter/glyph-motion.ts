import { EASE_OUT, type Easing } from './css-math';

// What a digit animation is for the painter: a pure function of progress (0..1), so frame N of a
// clip shows exactly where the web's CSS animation would be N frames in. Each style's motion has its
// own file, core/painter/motions/<name>.ts, listed in core/counter/animation-styles.ts.
export interface GlyphMotion {
  alpha: number;
  scaleX: number;
  scaleY: number;
  /** Vertical offset as a fraction of the glyph box height. */
  dy: number;
  /** digits-roll: where the outgoing digit sits, as a fraction of the box height. */
  previousDy: number | null;
  originY: number;
  /** The glyph to draw when it is not yet the cell's own (odometer: a digit on the way). */
  ch?: string;
  /** The outgoing glyph when it is not the cell's previous character. */
  previousCh?: string;
}

/** A style's frame at progress t (0..1) of a digit's change from `from` (undefined: none) to `to`. */
export type GlyphMotionFn = (
  t: number,
  direction: 'up' | 'down',
  from: string | undefined,
  to: string,
) => GlyphMotion;

export const STILL: GlyphMotion = { alpha: 1, scaleX: 1, scaleY: 1, dy: 0, previousDy: null, originY: 0.5 };

// bounce-in keyframes; each interval eases out on its own, as CSS keyframes do.
const BOUNCE: [at: number, scale: number][] = [
  [0, 0.3],
  [0.5, 1.12],
  [0.72, 0.94],
  [0.88, 1.03],
  [1, 1],
];

function keyframed(frames: [number, number][], t: number, ease: Easing): number {
  for (let i = 1; i < frames.length; i++) {
    const [a, va] = frames[i - 1] as [number, number];
    const [b, vb] = frames[i] as [number, number];
    // Stryker disable next-line EqualityOperator: at a keyframe both intervals give its value
    if (t <= b) return va + (vb - va) * ease((t - a) / (b - a));
  }
  // Stryker disable next-line LogicalOperator,OptionalChaining,ArithmeticOperator: the last keyframe's value is 1
  return frames[frames.length - 1]?.[1] ?? 1;
}

export function bounceIn(t: number): { alpha: number; scale: number } {
  return {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: EASE_OUT is 1 from t / 0.5 = 1 on
    alpha: t >= 0.5 ? 1 : EASE_OUT(t / 0.5),
    scale: keyframed(BOUNCE, t, EASE_OUT),
  };
}
