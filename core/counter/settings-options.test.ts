import { describe, expect, it } from 'vitest';
import {
  ANIMATION_STYLES,
  BACKGROUND_TYPES,
  COUNTDOWN_TYPES,
  FONT_STYLES,
  GRADIENT_DIRECTIONS,
  ICON_POSITIONS,
  LIMITS,
  NUMBER_STYLES,
  SOCIAL_ICONS,
} from './settings-options';

// The closed sets a counter setting may take, as the form offers them and the schema accepts them
// (docs/product.md §3): a value dropped here would make stored counters invalid.
describe('settings options', () => {
  it('offers the counter types, backgrounds and gradient directions of the product, in the form order', () => {
    expect(COUNTDOWN_TYPES).toEqual(['number', 'datetime']);
    expect(BACKGROUND_TYPES).toEqual(['solid', 'gradient']);
    expect(GRADIENT_DIRECTIONS).toEqual(['0deg', '90deg', '135deg', '45deg', '180deg', '270deg']);
  });

  it('offers the number styles and icon positions of the product', () => {
    expect(NUMBER_STYLES).toEqual(['normal', 'text-3d', 'text-outline']);
    expect(ICON_POSITIONS).toEqual([
      'title-left',
      'title-right',
      'top',
      'counter-top',
      'left',
      'right',
      'bottom',
    ]);
  });

  it('passes on the registries’ own lists', () => {
    expect(ANIMATION_STYLES[0]).toBe('fade-scale');
    expect(FONT_STYLES[0]).toBe('inter');
    expect(SOCIAL_ICONS[0]).toBe('none');
  });

  it('limits the fields as the form and the schema do', () => {
    expect(LIMITS).toEqual({
      nameMax: 100,
      titleMax: 120,
      completionMessageMax: 200,
      emailEndTextMax: 60,
      avatarUrlMax: 2048,
      numberMax: 1e15,
      speedMin: 100,
      speedMax: 5000,
    });
  });
});
