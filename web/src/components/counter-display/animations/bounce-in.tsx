import type { GlyphAnimationProps } from '../glyph-animations';
import { KeyframeGlyph } from '../keyframe-glyph';

// Bounce In: the new digit pops in past its size and settles (painter: core/painter/motions/bounce-in.ts).
/** Its rule and keyframes, which the display puts in the page (digit-string.tsx, GlyphStyleRules). */
export const css =
  '.cs-glyph[data-anim=bounce-in]{animation-name:cs-bounce-in;animation-timing-function:ease-out}' +
  '@keyframes cs-bounce-in{0%{opacity:0;transform:scale(.3)}50%{opacity:1;transform:scale(1.12)}' +
  '72%{transform:scale(.94)}88%{transform:scale(1.03)}to{transform:scale(1)}}';

export default function BounceInGlyph(props: GlyphAnimationProps) {
  return <KeyframeGlyph {...props} style="bounce-in" />;
}
