import type { CounterSettings } from '../counter/settings';
import type { CounterSource } from './counter-source-schema';

/**
 * A counter following live counts, as a still shows it (the page title, the e-mail image, the share
 * card): its current sum where a plain number counter shows its start number. A sum there is none
 * of (a count hidden or not read yet) leaves the settings as they are.
 */
export function atLiveValue<S extends Pick<CounterSettings, 'startNumber'>>(
  settings: S,
  source: CounterSource | null | undefined,
): S {
  if (source?.value === null || source?.value === undefined) return settings;
  return { ...settings, startNumber: source.value };
}
