import { describe, expect, it } from 'vitest';
import { GLYPHS } from '../painter/social-glyphs';
import { SOCIAL_ICON_REGISTRY, SOCIAL_ICONS } from './social-icons';

describe('social icon registry', () => {
  it('offers exactly the values docs/product.md §5 lists, none first', () => {
    expect(SOCIAL_ICONS).toEqual(['none', 'instagram', 'twitter', 'youtube', 'facebook']);
  });

  it('labels each choice in the form and names each icon for screen readers', () => {
    expect(Object.values(SOCIAL_ICON_REGISTRY)).toEqual([
      { label: 'None', name: '' },
      { label: 'Instagram', name: 'Instagram' },
      { label: 'Twitter / X', name: 'X (Twitter)' },
      { label: 'YouTube', name: 'YouTube' },
      { label: 'Facebook', name: 'Facebook' },
    ]);
  });

  it('gives every icon but none a drawing named by the registry', () => {
    const drawn = SOCIAL_ICONS.filter((icon) => icon !== 'none');
    expect(Object.keys(GLYPHS).sort()).toEqual([...drawn].sort());
    for (const icon of drawn) {
      expect(GLYPHS[icon].label).toBe(SOCIAL_ICON_REGISTRY[icon].name);
      expect(GLYPHS[icon].parts.length).toBeGreaterThan(0);
    }
  });
});
