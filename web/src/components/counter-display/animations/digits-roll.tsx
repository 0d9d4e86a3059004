import type { GlyphAnimationProps } from '../glyph-animations';
import { KeyframeGlyph } from '../keyframe-glyph';

// Digits Roll: the new digit rolls in (from below counting up, from above counting down) and pushes
// the old one out (painter: core/painter/motions/digits-roll.ts). The odometer's steps are these rolls.
/** Its rule and keyframes, which the display puts in the page (digit-string.tsx, GlyphStyleRules). */
export const css =
  '.cs-glyph[data-anim=digits-roll]{animation-name:cs-roll;animation-timing-function:cubic-bezier(.2,.9,.25,1)}' +
  '@keyframes cs-roll{0%{transform:translateY(var(--cs-roll-from))}to{transform:translateY(0)}}';

export default function DigitsRollGlyph(props: GlyphAnimationProps) {
  return <KeyframeGlyph {...props} style="digits-roll" roll />;
}
