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
  twitch: [
    [
      'path',
      {
        // The speech bubble with its cut corner and tab, hollow, and the two eyes inside.
        fill: 'currentColor',
        'fill-rule': 'evenodd',
        d: 'M4.3 2 2.5 6.3V20h5v2.5h2.8l2.5-2.5h4l4.7-4.7V2zM6 3.8h13.7v10.7l-3 3h-4.6l-2.6 2.6v-2.6H6zM11 7h1.9v5.4H11zm4.7 0h1.9v5.4h-1.9z',
      },
    ],
  ],
  kick: [
    [
      'path',
      {
        // A K built of square steps.
        fill: 'currentColor',
        d: 'M3 2h6v5h2V4.5h2V2h8v6h-2.5v2.5H16v3h2.5V16H21v6h-8v-2.5h-2V17H9v5H3z',
      },
    ],
  ],
  tiktok: [
    [
      'path',
      {
        // A note: the stem with its flag at the top, the ring of the head below.
        fill: 'currentColor',
        d: 'M12.6 2h3.3c.3 2.6 1.9 4.3 4.6 4.6v3.3c-1.7 0-3.3-.5-4.6-1.4v7a6 6 0 1 1-6-6l.9.1V13a2.7 2.7 0 1 0 1.8 2.5z',
      },
    ],
  ],
  threads: [
    // An @: the bowl, and the stem that hooks round into the outer ring.
    ['circle', { cx: '12', cy: '12', r: '3.1', ...ring }],
    [
      'path',
      {
        ...ring,
        d: 'M15.1 8.4v4.8c0 2.4 1.3 3.4 2.8 3.4s2.7-1.6 2.7-4.6a8.6 8.6 0 1 0-3.7 7.1',
      },
    ],
  ],
  bluesky: [
    [
      'path',
      {
        // A butterfly: two wings a side, mirrored on the middle line.
        fill: 'currentColor',
        d: 'M12 11C10.4 7.6 6.6 3.2 4 3 2.6 2.9 2.4 4 2.5 5.2 2.7 7.3 3 10.5 3.8 11.8 4.8 13.4 7 14 9.6 14.1 6.6 14.6 4.6 16.2 6.3 18.6 8.4 21.5 11 20.8 12 17.6 13 20.8 15.6 21.5 17.7 18.6 19.4 16.2 17.4 14.6 14.4 14.1 17 14 19.2 13.4 20.2 11.8 21 10.5 21.3 7.3 21.5 5.2 21.6 4 21.4 2.9 20 3 17.4 3.2 13.6 7.6 12 11z',
      },
    ],
  ],
  discord: [
    [
      'path',
      {
        // The game-pad face: a rounded body with its two lobes below, the eyes as holes.
        fill: 'currentColor',
        'fill-rule': 'evenodd',
        d: 'M6.2 5.3C7.7 4.6 9 4.3 9.9 4.2L10.5 5.4C11.5 5.3 12.5 5.3 13.5 5.4L14.1 4.2C15 4.3 16.3 4.6 17.8 5.3 20.3 9 21.3 12.7 21 17 19.4 18.3 17.8 19.1 16.2 19.6L15.1 17.9C15.8 17.6 16.4 17.3 17 16.9 13.7 18.4 10.3 18.4 7 16.9 7.6 17.3 8.2 17.6 8.9 17.9L7.8 19.6C6.2 19.1 4.6 18.3 3 17 2.7 12.7 3.7 9 6.2 5.3zM7.4 12.6a1.6 1.8 0 1 0 3.2 0 1.6 1.8 0 1 0-3.2 0zm6 0a1.6 1.8 0 1 0 3.2 0 1.6 1.8 0 1 0-3.2 0z',
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
