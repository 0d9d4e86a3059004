// The closed sets of values a counter setting may take (docs/product.md §3). Kept as tuples so the
// zod schema, the form's option lists and the viewer all read the same source.

export const COUNTDOWN_TYPES = ['number', 'datetime'] as const;
export type CountdownType = (typeof COUNTDOWN_TYPES)[number];

export const BACKGROUND_TYPES = ['solid', 'gradient'] as const;
export type BackgroundType = (typeof BACKGROUND_TYPES)[number];

export const GRADIENT_DIRECTIONS = ['0deg', '90deg', '135deg', '45deg', '180deg', '270deg'] as const;
export type GradientDirection = (typeof GRADIENT_DIRECTIONS)[number];

// Animation styles are a registry of their own (label, durations, painter motion).
export { ANIMATION_STYLES, type AnimationStyle } from './animation-styles';
// Fonts are a registry of their own (label, families, painter files, digit width).
export { FONT_STYLES, type FontStyle } from './font-styles';

export const NUMBER_STYLES = ['normal', 'text-3d', 'text-outline'] as const;
export type NumberStyle = (typeof NUMBER_STYLES)[number];

// Social icons are a registry of their own (label, accessible name; drawings in core/painter).
export { SOCIAL_ICONS, type SocialIcon } from './social-icons';

// The words under a number counter's progress bar: '99.9% of 100K', '73 to go', or none.
export const PROGRESS_WORDS = ['percent', 'remaining', 'none'] as const;
export type ProgressWords = (typeof PROGRESS_WORDS)[number];

export const ICON_POSITIONS = [
  'title-left',
  'title-right',
  'top',
  'counter-top',
  'left',
  'right',
  'bottom',
] as const;
export type IconPosition = (typeof ICON_POSITIONS)[number];

// Field limits shared by the schema, the form inputs (min/max attributes) and the tests.
// E-mail images of countdowns (server/images): digits in boxed cards or on their own (bigger), and
// what the image shows once the timer has ended: a text of the marketer's, or the digits at zero.
export const EMAIL_LAYOUTS = ['cards', 'digits'] as const;
export type EmailLayout = (typeof EMAIL_LAYOUTS)[number];
export const EMAIL_ENDS = ['text', 'zeros'] as const;
export type EmailEnd = (typeof EMAIL_ENDS)[number];

export const LIMITS = {
  nameMax: 100,
  titleMax: 120,
  completionMessageMax: 200,
  emailEndTextMax: 60,
  avatarUrlMax: 2048,
  numberMax: 1e15,
  speedMin: 100,
  speedMax: 5000,
} as const;
