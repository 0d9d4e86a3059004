import { ANIMATION_STYLES } from '@core/counter/animation-styles';
import { describe, expect, it } from 'vitest';
import { GLYPH_ANIMATIONS, GLYPH_CSS } from './glyph-animations';

// Every animation style is drawn by its own file in ./animations/ (issue #37 item 4): one
// mechanism, so a style registered in core/counter/animation-styles.ts without its cell fails here.
describe('animation style cells', () => {
  it('gives every registered style its own cell component, and no other', () => {
    expect(Object.keys(GLYPH_ANIMATIONS).sort()).toEqual([...ANIMATION_STYLES].sort());
    for (const style of ANIMATION_STYLES) expect(typeof GLYPH_ANIMATIONS[style], style).toBe('function');
  });

  it('gives every CSS-keyframe style the rule its cells need, the odometer digits-roll’s', () => {
    for (const style of ANIMATION_STYLES) {
      const needs = style === 'odometer' ? 'digits-roll' : style;
      expect(GLYPH_CSS[style], style).toContain(`.cs-glyph[data-anim=${needs}]{animation-name:`);
      expect(GLYPH_CSS[style], style).toContain('@keyframes cs-');
    }
  });
});
