import type { CounterSettings } from '../counter/settings';

// Layout and text rules the DOM renderer (counter-display) and the canvas painter share.

/** The warning colour when the counter sets none. */
export const DEFAULT_WARN_COLOR = '#ef4444';

/** The digits' colour: the warning colour while less than warnBelowSeconds is left (face.warn). */
export function digitColor(s: Pick<CounterSettings, 'counterColor' | 'warnColor'>, warn: boolean): string {
  return warn ? (s.warnColor ?? DEFAULT_WARN_COLOR) : s.counterColor;
}

/** Whether the counter's mark (its logo, else its social icon) sits at this position. */
export function markAt(
  s: Pick<CounterSettings, 'logo' | 'socialIcon' | 'iconPosition'>,
  position: CounterSettings['iconPosition'],
): boolean {
  return s.iconPosition === position && (s.logo !== undefined || s.socialIcon !== 'none');
}

/** Horizontal room for the digits, in --u units: less when a mark sits beside them. */
export function digitRoom(s: CounterSettings): number {
  return markAt(s, 'left') || markAt(s, 'right') ? 74 : 88;
}

// One rule with the progress words (core/counter/progress-words.ts).
export { formatPercent } from '../counter/progress-words';
