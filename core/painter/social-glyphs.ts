import { SOCIAL_ICON_REGISTRY, type SocialIcon } from '../counter/social-icons';

// Brand glyphs drawn here (no CDN, no icon font) on a 24-unit grid in currentColor, so the
// counter's iconColor paints them. Plain data: the React renderer and the viewer's first paint
// (no React yet) both draw from it.
export type GlyphName = Exclude<SocialIcon, 'none'>;
export type GlyphPart = [tag: 'path' | 'rect' | 'circle', attrs: Record<string, string>];

const ring = { fill: 'none', stroke: 'currentColor', 'stroke-width': '2.1' };

const DRAWINGS: Record<GlyphName, GlyphPart[]> = {
  instagram: [
    ['rect', { x: '2.75', y: '2.75', width: '18.5', height: '18.5', rx: '5.5', ...ring }],
    ['circle', { cx: '12', cy: '12', r: '4.3', ...ring }],
    ['circle', { cx: '17.4', cy: '6.6', r: '1.3', fill: 'currentColor' }],
  ],
  twitter: [
    [
      'path',
      {
        fill: 'currentColor',
        d: 'M3.2 3h5.6l4.3 6.1L18.2 3h2.6l-6.5 7.6L21.2 21h-5.6l-4.7-6.6L5.2 21H2.6l7.1-8.2zm3.6 1.9 10 14.2h1.6L8.5 4.9z',
      },
    ],
  ],
  youtube: [
    [
      'path',
      {
        fill: 'currentColor',
        'fill-rule': 'evenodd',
        d: 'M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9C2 8.9 2 12 2 12s0 3.1.4 4.8a2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9c.4-1.7.4-4.8.4-4.8s0-3.1-.4-4.8zM10 15.2V8.8l5.4 3.2z',
      },
    ],
  ],
  facebook: [
    [
      'path',
      {
        fill: 'currentColor',
        'fill-rule': 'evenodd',
        d: 'M12 2a10 10 0 0 0-1.6 19.9v-7h-2.5V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0 0 12 2z',
      },
    ],
  ],
};

/** Each glyph with its accessible name from the registry. */
export const GLYPHS = Object.fromEntries(
  (Object.keys(DRAWINGS) as GlyphName[]).map((name) => [
    name,
    { label: SOCIAL_ICON_REGISTRY[name].name, parts: DRAWINGS[name] },
  ]),
) as Record<GlyphName, { label: string; parts: GlyphPart[] }>;
