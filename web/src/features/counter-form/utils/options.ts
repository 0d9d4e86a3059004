import { ANIMATION_STYLE_REGISTRY, ANIMATION_STYLES } from '@core/counter/animation-styles';
import { FONT_STYLE_REGISTRY, FONT_STYLES } from '@core/counter/font-styles';
import type {
  AnimationStyle,
  FontStyle,
  GradientDirection,
  IconPosition,
  NumberStyle,
  ProgressWords,
} from '@core/counter/settings-options';

// Human labels for the closed value sets of core/counter/settings-options.ts, in display order.
// Animation styles: their labels and order come from their registry (core/counter/animation-styles.ts).
export const ANIMATION_STYLE_LABELS = Object.fromEntries(
  ANIMATION_STYLES.map((style) => [style, ANIMATION_STYLE_REGISTRY[style].label]),
) as Record<AnimationStyle, string>;

// Fonts: their labels and order come from their registry (core/counter/font-styles.ts).
export const FONT_STYLE_LABELS = Object.fromEntries(
  FONT_STYLES.map((font) => [font, FONT_STYLE_REGISTRY[font].label]),
) as Record<FontStyle, string>;

export const NUMBER_STYLE_LABELS: Record<NumberStyle, string> = {
  normal: 'Normal',
  'text-3d': '3D Text',
  'text-outline': 'Outline',
};

// The words under the progress bar, each with an example of what it writes.
export const PROGRESS_WORDS_LABELS: Record<ProgressWords, string> = {
  percent: 'Percent of the goal (99.9% of 100K)',
  remaining: 'Left to go (73 to go)',
  none: 'None (the bar alone)',
};

export const ICON_POSITION_LABELS: Record<IconPosition, string> = {
  'title-left': 'Left of title',
  'title-right': 'Right of title',
  top: 'Above title',
  'counter-top': 'Above counter',
  left: 'Left of counter',
  right: 'Right of counter',
  bottom: 'Below counter',
};

export const GRADIENT_DIRECTION_LABELS: Record<GradientDirection, string> = {
  '135deg': 'Diagonal ↘ (135°)',
  '45deg': 'Diagonal ↗ (45°)',
  '90deg': 'Left to right (90°)',
  '270deg': 'Right to left (270°)',
  '180deg': 'Top to bottom (180°)',
  '0deg': 'Bottom to top (0°)',
};

export function entriesOf<K extends string>(labels: Record<K, string>): [K, string][] {
  return Object.entries(labels) as [K, string][];
}
