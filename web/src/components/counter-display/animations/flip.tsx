import type { GlyphAnimationProps } from '../glyph-animations';
import { KeyframeGlyph } from '../keyframe-glyph';

// Flip: the new digit flips down into place (painter: core/painter/motions/flip.ts).
/** Its rule and keyframes, which the display puts in the page (digit-string.tsx, GlyphStyleRules). */
export const css =
  '.cs-glyph[data-anim=flip]{animation-name:cs-flip;animation-timing-function:cubic-bezier(.3,1.3,.5,1);' +
  'transform-origin:50% 55%;backface-visibility:hidden}' +
  '@keyframes cs-flip{0%{opacity:.2;transform:perspective(4em) rotateX(-95deg)}' +
  'to{opacity:1;transform:perspective(4em) rotateX(0)}}';

export default function FlipGlyph(props: GlyphAnimationProps) {
  return <KeyframeGlyph {...props} style="flip" />;
}
