import { describe, expect, it } from 'vitest';
import { GLYPHS } from '../painter/social-glyphs';
import { counterSettingsSchema } from './settings';
import { SOCIAL_ICON_REGISTRY, SOCIAL_ICONS } from './social-icons';

describe('social icon registry', () => {
  it('offers exactly the values docs/product.md §5 lists, none first', () => {
    expect(SOCIAL_ICONS).toEqual([
      'none',
      'instagram',
      'twitter',
      'youtube',
      'facebook',
      'twitch',
      'kick',
      'tiktok',
      'threads',
      'bluesky',
      'discord',
    ]);
  });

  it('labels each choice in the form and names each icon for screen readers', () => {
    expect(Object.values(SOCIAL_ICON_REGISTRY)).toEqual([
      { label: 'None', name: '', brand: '' },
      { label: 'Instagram', name: 'Instagram', brand: '#e4405f' },
      { label: 'Twitter / X', name: 'X (Twitter)', brand: '#ffffff' },
      { label: 'YouTube', name: 'YouTube', brand: '#ff0000' },
      { label: 'Facebook', name: 'Facebook', brand: '#1877f2' },
      { label: 'Twitch', name: 'Twitch', brand: '#9146ff' },
      { label: 'Kick', name: 'Kick', brand: '#53fc18' },
      { label: 'TikTok', name: 'TikTok', brand: '#ffffff' },
      { label: 'Threads', name: 'Threads', brand: '#ffffff' },
      { label: 'Bluesky', name: 'Bluesky', brand: '#1185fe' },
      { label: 'Discord', name: 'Discord', brand: '#5865f2' },
    ]);
  });

  it('gives every icon a brand colour the settings schema accepts as an icon colour', () => {
    for (const icon of SOCIAL_ICONS.filter((i) => i !== 'none')) {
      expect(
        counterSettingsSchema.shape.iconColor.safeParse(SOCIAL_ICON_REGISTRY[icon].brand).success,
        icon,
      ).toBe(true);
    }
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
