import type { AnimationStyle } from '@core/counter/settings-options';
import type { ComponentType } from 'react';

/** What a style's own cell component gets: the cell's character, the one before it, and whether to play. */
export interface GlyphAnimationProps {
  char: string;
  previous: string | undefined;
  direction: 'up' | 'down';
  animate: boolean;
}

// Styles with a component of their own: each file in ./animations/ default-exports one, named by the
// style (animations/odometer.tsx for 'odometer'), so adding a style needs no list here. Styles
// without one animate by CSS keyframes (digits.css).
const modules = import.meta.glob<{ default: ComponentType<GlyphAnimationProps> }>('./animations/*.tsx', {
  eager: true,
});

export const GLYPH_ANIMATIONS: Partial<Record<AnimationStyle, ComponentType<GlyphAnimationProps>>> =
  Object.fromEntries(
    Object.entries(modules).map(([path, mod]) => [path.replace(/^.*\/|\.tsx$/g, ''), mod.default]),
  );
