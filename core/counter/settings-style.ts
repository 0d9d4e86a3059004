import { ANIMATION_STYLE_REGISTRY } from './animation-styles';
import { FONT_STYLE_REGISTRY, fontFamilyStackOf } from './font-styles';
import type { AnimationStyle, BackgroundType, FontStyle, GradientDirection } from './settings-options';
import { ANIMATION_STYLES, FONT_STYLES } from './settings-options';

// The form stores short values; the viewer historically names fonts differently (docs/product.md §3).
// Both come from the font registry (core/counter/font-styles.ts).
export function toViewerFontName(fontStyle: FontStyle): string {
  return FONT_STYLE_REGISTRY[fontStyle].viewerName;
}

export function getFontFamilyStack(fontStyle: FontStyle): string {
  return fontFamilyStackOf(fontStyle);
}

// Accepts either a form value or a viewer name, so settings written by older clients still render.
export function resolveFontStyle(value: unknown): FontStyle {
  // Anything but a known name (a number, nothing) falls to inter below.
  if ((FONT_STYLES as readonly unknown[]).includes(value)) return value as FontStyle;
  const byViewerName = FONT_STYLES.find((style) => toViewerFontName(style) === value);
  return byViewerName ?? 'inter';
}

export const DEFAULT_ANIMATION_STYLE: AnimationStyle = 'fade-scale';

// How long the form preview's Test Animation runs, per style (docs/product.md §9): from the registry.
export const TEST_ANIMATION_DURATIONS = Object.fromEntries(
  ANIMATION_STYLES.map((style) => [style, ANIMATION_STYLE_REGISTRY[style].testAnimationMs]),
) as Record<AnimationStyle, number>;

// Unknown names (the demo's 'digitRoll') fall to the default fade, as docs/product.md describes.
export function resolveAnimationStyle(value: unknown): AnimationStyle {
  return (ANIMATION_STYLES as readonly unknown[]).includes(value)
    ? (value as AnimationStyle)
    : DEFAULT_ANIMATION_STYLE;
}

export interface GradientTemplate {
  name: string;
  gradientStart: string;
  gradientEnd: string;
  gradientDirection: GradientDirection;
}

// Premium presets; the product fixes only their count and the 135deg direction.
export const GRADIENT_TEMPLATES: readonly GradientTemplate[] = [
  { name: 'Instagram', gradientStart: '#833ab4', gradientEnd: '#fcb045', gradientDirection: '135deg' },
  { name: 'Sunset', gradientStart: '#ff512f', gradientEnd: '#f09819', gradientDirection: '135deg' },
  { name: 'Ocean', gradientStart: '#2193b0', gradientEnd: '#6dd5ed', gradientDirection: '135deg' },
  { name: 'Forest', gradientStart: '#134e5e', gradientEnd: '#71b280', gradientDirection: '135deg' },
];

export interface BackgroundSettings {
  backgroundType: BackgroundType;
  backgroundColor: string;
  gradientStart: string;
  gradientEnd: string;
  gradientDirection: GradientDirection;
}

// One CSS value for the preview, the viewer and the share image, so they cannot disagree.
export function buildBackgroundCss(settings: BackgroundSettings): string {
  if (settings.backgroundType === 'gradient') {
    return `linear-gradient(${settings.gradientDirection}, ${settings.gradientStart}, ${settings.gradientEnd})`;
  }
  return settings.backgroundColor;
}
