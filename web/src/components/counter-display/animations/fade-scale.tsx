import type { GlyphAnimationProps } from '../glyph-animations';
import { KeyframeGlyph } from '../keyframe-glyph';

// Fade & Scale: the new digit fades in while growing from 55% (painter: core/painter/motions/fade-scale.ts).
/** Its rule and keyframes, which the display puts in the page (digit-string.tsx, GlyphStyleRules). */
export const css =
  '.cs-glyph[data-anim=fade-scale]{animation-name:cs-fade-scale;animation-timing-function:cubic-bezier(.16,1,.3,1)}' +
  '@keyframes cs-fade-scale{0%{opacity:0;transform:scale(.55)}to{opacity:1;transform:scale(1)}}';

export default function FadeScaleGlyph(props: GlyphAnimationProps) {
  return <KeyframeGlyph {...props} style="fade-scale" />;
}
