import type { AnimationStyle } from '@core/counter/settings-options';
import type { ComponentType } from 'react';

/** What a style's own cell component gets: the cell's character, the one before it, and whether to play. */
export interface GlyphAnimationProps {
  char: string;
  previous: string | undefined;
  direction: 'up' | 'down';
  animate: boolean;
}

// Every style has its own cell component: each file in ./animations/ default-exports one, named by
// the style (animations/odometer.tsx for 'odometer'), so adding a style needs no list here;
// animation-parts.test.ts checks every registered style has one. A file may also export `css`, the
// rules and keyframes its cell needs (styles drawn by CSS keyframes alone render KeyframeGlyph,
// keyframe-glyph.tsx), which the display puts in the page beside the digits (digit-string.tsx,
// GlyphStyleRules), from the server renderer too.
const modules = import.meta.glob<{ default: ComponentType<GlyphAnimationProps>; css?: string }>(
  './animations/*.tsx',
  { eager: true },
);

const styleOf = (path: string) => path.replace(/^.*\/|\.tsx$/g, '');

export const GLYPH_ANIMATIONS: Partial<Record<AnimationStyle, ComponentType<GlyphAnimationProps>>> =
  Object.fromEntries(Object.entries(modules).map(([path, mod]) => [styleOf(path), mod.default]));

export const GLYPH_CSS: Partial<Record<AnimationStyle, string>> = Object.fromEntries(
  Object.entries(modules).flatMap(([path, mod]) => (mod.css ? [[styleOf(path), mod.css]] : [])),
);
