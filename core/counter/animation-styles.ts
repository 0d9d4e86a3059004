import type { GlyphMotionFn } from '../painter/glyph-motion';
import { bounceInMotion } from '../painter/motions/bounce-in';
import { rollMotion } from '../painter/motions/digits-roll';
import { fadeScaleMotion } from '../painter/motions/fade-scale';
import { flipMotion } from '../painter/motions/flip';
import { odometerMotion } from '../painter/motions/odometer';
import { slideUpMotion } from '../painter/motions/slide-up';

// The animation styles of a counter's digits: the one list the settings schema, the form's choices,
// the Test Animation, the viewer and the painter (export, e-mail images) read. Every style is three
// files: this entry, its painter motion (core/painter/motions/<name>.ts) and, for the web, its own
// cell component (web/src/components/counter-display/animations/<name>.tsx, found by its file name;
// a CSS-keyframe style renders KeyframeGlyph and exports its keyframes as `css` from that same file).
export interface AnimationStyleEntry {
  /** The form's option text. */
  label: string;
  /** The change animation's full length, and the form preview's Test Animation step (docs/product.md §9). */
  testAnimationMs: number;
  /** The painter's frame of the change at progress t (0..1). */
  motion: GlyphMotionFn;
}

// In the form's order.
export const ANIMATION_STYLE_REGISTRY = {
  'fade-scale': { label: 'Fade & Scale', testAnimationMs: 800, motion: fadeScaleMotion },
  'digits-roll': { label: 'Digits Roll', testAnimationMs: 600, motion: rollMotion },
  'slide-up': { label: 'Slide Up', testAnimationMs: 500, motion: slideUpMotion },
  'bounce-in': { label: 'Bounce In', testAnimationMs: 700, motion: bounceInMotion },
  flip: { label: 'Flip', testAnimationMs: 600, motion: flipMotion },
  odometer: { label: 'Odometer', testAnimationMs: 900, motion: odometerMotion },
} as const satisfies Record<string, AnimationStyleEntry>;

export type AnimationStyle = keyof typeof ANIMATION_STYLE_REGISTRY;
export const ANIMATION_STYLES = Object.keys(ANIMATION_STYLE_REGISTRY) as [
  AnimationStyle,
  ...AnimationStyle[],
];
