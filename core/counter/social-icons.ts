// Social icons, one entry each: the settings value (the key), the form's label, the icon's
// accessible name and the brand's colour (the form sets the icon colour to it when the icon is
// picked; the creator can change it after). Adding an icon is an entry here plus its drawing in
// core/painter/social-glyphs.ts, which is typed by these names so a missing drawing fails the type
// check. The drawings live apart because the viewer loads them only for a counter that shows an icon.
// Marks that are black or white by brand (X, TikTok, Threads) get white: counters start on a dark
// background.
export const SOCIAL_ICON_REGISTRY = {
  none: { label: 'None', name: '', brand: '' },
  instagram: { label: 'Instagram', name: 'Instagram', brand: '#e4405f' },
  twitter: { label: 'Twitter / X', name: 'X (Twitter)', brand: '#ffffff' },
  youtube: { label: 'YouTube', name: 'YouTube', brand: '#ff0000' },
  facebook: { label: 'Facebook', name: 'Facebook', brand: '#1877f2' },
  twitch: { label: 'Twitch', name: 'Twitch', brand: '#9146ff' },
  kick: { label: 'Kick', name: 'Kick', brand: '#53fc18' },
  tiktok: { label: 'TikTok', name: 'TikTok', brand: '#ffffff' },
  threads: { label: 'Threads', name: 'Threads', brand: '#ffffff' },
  bluesky: { label: 'Bluesky', name: 'Bluesky', brand: '#1185fe' },
  discord: { label: 'Discord', name: 'Discord', brand: '#5865f2' },
} as const satisfies Record<string, { label: string; name: string; brand: string }>;

export type SocialIcon = keyof typeof SOCIAL_ICON_REGISTRY;
export const SOCIAL_ICONS = Object.keys(SOCIAL_ICON_REGISTRY) as [SocialIcon, ...SocialIcon[]];
