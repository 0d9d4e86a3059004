import type { FontStyle } from '@core/counter/font-styles';

// What a font's web file (fonts/<name>.ts, named by the font registry's key) exports: `load`, its
// lazy CSS for the app and the viewer, and `faces`, the files the server renderer names in the page's
// <head> so the first frame already uses the font. Two exports rather than one object, so each side
// imports only its own (the viewer bundle has no preload URLs, the server renderer no CSS).
export type LoadFontCss = () => Promise<unknown>;

export interface WebFontFace {
  /** The file's hashed URL (a `?url` import): the same file the font's CSS names. */
  url: string;
  /** The CSS font-weight: one weight, or a variable file's range ("400 800"). */
  weight: string;
  /** A unicode-range when the family is cut into several files. */
  range?: string;
}

export type FontFaces = () => WebFontFace[];

/** The glob's modules by font name: './fonts/orbitron.ts' → 'orbitron'. */
export function byFontName<T>(modules: Record<string, T>): Partial<Record<FontStyle, T>> {
  return Object.fromEntries(
    // Stryker disable next-line Regex: '^' is implied (a greedy '.*' matches from the start anyway), and '$' only matters for a name with '.ts' inside, which kebab-case font keys cannot have.
    Object.entries(modules).map(([path, part]) => [path.replace(/^.*\/|\.ts$/g, ''), part]),
  );
}
