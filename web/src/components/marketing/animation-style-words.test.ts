import { ANIMATION_STYLES } from '@core/counter/animation-styles';
import { describe, expect, it } from 'vitest';
import { ANIMATION_STYLE_COUNT_WORD, ANIMATION_STYLE_LIST } from './animation-style-words';

describe('animation style words', () => {
  it('counts and lists the registry', () => {
    expect(ANIMATION_STYLES).toHaveLength(6);
    expect(ANIMATION_STYLE_COUNT_WORD).toBe('Six');
    expect(ANIMATION_STYLE_LIST).toBe('fade & scale, digits roll, slide up, bounce in, flip and odometer');
  });
});
