import { describe, expect, it } from 'vitest';
import { STILL } from '../painter/glyph-motion';
import { ANIMATION_STYLE_REGISTRY, ANIMATION_STYLES } from './animation-styles';
import { counterSettingsSchema } from './settings';
import { createFormDefaults } from './settings-defaults';
import { resolveAnimationStyle, TEST_ANIMATION_DURATIONS } from './settings-style';

describe('animation style registry', () => {
  it('lists every style once, in the form order, odometer included', () => {
    expect(ANIMATION_STYLES).toEqual([
      'fade-scale',
      'digits-roll',
      'slide-up',
      'bounce-in',
      'flip',
      'odometer',
    ]);
    expect(ANIMATION_STYLE_REGISTRY.odometer.label).toBe('Odometer');
    expect(ANIMATION_STYLES.map((style) => ANIMATION_STYLE_REGISTRY[style].label)).toEqual([
      'Fade & Scale',
      'Digits Roll',
      'Slide Up',
      'Bounce In',
      'Flip',
      'Odometer',
    ]);
  });

  it('is what the settings schema, the resolver and the Test Animation read', () => {
    const settings = {
      ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC'),
      animationStyle: 'odometer',
    };
    expect(counterSettingsSchema.safeParse(settings).success).toBe(true);
    expect(counterSettingsSchema.safeParse({ ...settings, animationStyle: 'wobble' }).success).toBe(false);
    expect(resolveAnimationStyle('odometer')).toBe('odometer');
    expect(TEST_ANIMATION_DURATIONS.odometer).toBe(900);
  });

  it('gives every style a painter motion that starts moved and ends still', () => {
    for (const style of ANIMATION_STYLES) {
      const { motion } = ANIMATION_STYLE_REGISTRY[style];
      const start = motion(0, 'up', '3', '4');
      expect({ style, moved: start.alpha !== 1 || start.dy !== 0 || start.scaleY !== 1 }).toEqual({
        style,
        moved: true,
      });
      const end = motion(0.9999, 'up', '3', '4');
      expect(Math.abs(end.dy)).toBeLessThan(0.01);
      expect(end.alpha).toBeGreaterThan(0.99);
    }
    expect(STILL.dy).toBe(0);
  });
});
