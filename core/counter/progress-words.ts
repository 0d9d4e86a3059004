import { getCountDirection } from './engine/number-run';
import { formatCounterValue } from './locale/format-value';
import { addValues, allowedPlaces } from './number-value';
import type { CounterSettings } from './settings';

// The words under a number counter's progress bar, shared by the viewer, the form's preview and
// the painter (export, e-mail images), so every display says the same thing.

type WordsSettings = Pick<
  CounterSettings,
  'startNumber' | 'endNumber' | 'progressWords' | 'locale' | 'decimals'
>;

// One decimal below 100 so a long run visibly moves, and never "100%" before it really ends.
export function formatPercent(pct: number): string {
  if (pct >= 100) return '100%';
  return `${(Math.floor(pct * 10) / 10).toFixed(1)}%`;
}

const plain = (n: number, locale: string, compact: boolean, decimals = 0) =>
  formatCounterValue(n, { locale, decimals, compact, prefix: '', suffix: '' });

/**
 * '99.9% of 100K' (percent, the default), '73 to go' (remaining) or null (none). A counter that
 * counts down, or up from below zero, has no goal to be a share of: its percent is the distance
 * covered, 'N% complete'. What is left has the counter's decimal places (20.5 to go).
 */
export function progressWordsText(
  value: number,
  progress: number,
  s: WordsSettings,
  visitorLocale: string,
): string | null {
  const words = s.progressWords ?? 'percent';
  if (words === 'none') return null;
  const locale = s.locale ?? visitorLocale;
  if (words === 'remaining')
    return `${plain(Math.abs(addValues(s.endNumber, -value)), locale, false, allowedPlaces(s))} to go`;
  if (getCountDirection(s) === 'down' || s.endNumber <= 0 || s.startNumber < 0)
    return `${formatPercent(progress)} complete`;
  return `${formatPercent(progress)} of ${plain(s.endNumber, locale, true)}`;
}
