// Social icons, one entry each: the settings value (the key), the form's label and the icon's
// accessible name. Adding an icon is an entry here plus its drawing in core/painter/social-glyphs.ts,
// which is typed by these names so a missing drawing fails the type check. The drawings live apart
// because the viewer loads them only for a counter that shows an icon.
export const SOCIAL_ICON_REGISTRY = {
  none: { label: 'None', name: '' },
  instagram: { label: 'Instagram', name: 'Instagram' },
  twitter: { label: 'Twitter / X', name: 'X (Twitter)' },
  youtube: { label: 'YouTube', name: 'YouTube' },
  facebook: { label: 'Facebook', name: 'Facebook' },
} as const satisfies Record<string, { label: string; name: string }>;

export type SocialIcon = keyof typeof SOCIAL_ICON_REGISTRY;
export const SOCIAL_ICONS = Object.keys(SOCIAL_ICON_REGISTRY) as [SocialIcon, ...SocialIcon[]];
