import type { GlyphAnimationProps } from '../glyph-animations';
import { KeyframeGlyph } from '../keyframe-glyph';

// Slide Up: the new digit fades in while rising (painter: core/painter/motions/slide-up.ts).
/** Its rule and keyframes, which the display puts in the page (digit-string.tsx, GlyphStyleRules). */
export const css =
  '.cs-glyph[data-anim=slide-up]{animation-name:cs-slide-up;animation-timing-function:cubic-bezier(.16,1,.3,1)}' +
  '@keyframes cs-slide-up{0%{opacity:0;transform:translateY(55%)}to{opacity:1;transform:translateY(0)}}';

export default function SlideUpGlyph(props: GlyphAnimationProps) {
  return <KeyframeGlyph {...props} style="slide-up" />;
}
