// Inter as the site ships it (issue 16): one variable file (weights 400–800, so every weight the UI
// asks for is drawn as designed) cut from @fontsource-variable/inter's latin file into two parts.
// The core part holds what English pages use and is all a first visit loads; the rest of latin
// (accents, other punctuation) is its own file, fetched only for text that needs it.
// `npx tsx scripts/make-inter-subsets.ts` writes both files and inter.css from these lists.

export const INTER_FAMILY = 'Inter Variable';
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * Until Inter arrives, text is drawn in a local Arial (or Liberation Sans, which has Arial's metrics)
 * scaled to Inter's width and line box, so the text does not re-wrap and move when Inter swaps in
 * (on a slow phone the landing's heading did: a layout shift, and a second, later LCP). Measured with
 * harfbuzz on an English sample (the landing's heading and lead and a pangram with digits): Inter's
 * advance over Arial's, and Inter's ascender and descender (0.96875 and 0.2412 of the em) divided
 * by that scale. Regular text against Arial Regular at weight 400; headings, drawn at 600–800 (the
 * browser takes the bold face for any weight above 500), against Arial Bold at 800, the weight of the largest text; rounded to 0.1 %, and fonts named by
 * their full names only (bytes on every first visit). Where neither font is installed (Android)
 * the face is skipped and the stack goes on as before.
 */
export const INTER_FALLBACK_FAMILY = 'Inter Fallback';
export const INTER_FALLBACKS = [
  {
    weight: 400,
    local: ['Arial', 'Liberation Sans'],
    sizeAdjust: 106.2,
    ascent: 91.2,
    descent: 22.7,
  },
  {
    weight: 700,
    local: ['Arial Bold', 'Liberation Sans Bold'],
    sizeAdjust: 103.1,
    ascent: 94,
    descent: 23.4,
  },
] as const;

/** Code points of the core file: ASCII and the punctuation and signs the UI's texts use. */
export const INTER_CORE: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xa0], // no-break space
  [0xa7, 0xa7], // §
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2191, 0x2191], // ↑
  [0x2193, 0x2193], // ↓
  [0x2212, 0x2212], // −
];

/** The latin subset of @fontsource (its unicode.json), of which the rest file holds what core does not. */
export const INTER_LATIN: readonly [number, number][] = [
  [0x0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** OpenType features kept: kerning, marks, contextual forms (the raised colon in 12:30), tabular
 * figures for counters, and the UI's cv11/ss01 (index.css). */
export const INTER_FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'calt', 'tnum', 'cv11', 'ss01'];

const inRanges = (ranges: readonly [number, number][], cp: number) =>
  ranges.some(([a, b]) => cp >= a && cp <= b);

export function codePointsOf(ranges: readonly [number, number][]): number[] {
  return ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
}

/** The latin code points core leaves out (control characters aside). */
export function restCodePoints(): number[] {
  return [...new Set(codePointsOf(INTER_LATIN))]
    .filter((cp) => cp >= 0x20 && !inRanges(INTER_CORE, cp))
    .sort((a, b) => a - b);
}

/** A CSS unicode-range for sorted code points, consecutive ones joined. */
export function unicodeRange(points: number[]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === (points[j] ?? 0) + 1) j++;
    const a = points[i] ?? 0;
    const b = points[j] ?? 0;
    parts.push(a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`);
    i = j + 1;
  }
  return parts.join(',');
}
