import type { CounterSettings } from '../counter/settings';
import type { CounterSource } from './counter-source-schema';
import { type Versus, versusOf } from './versus';

type LiveStillSettings = Pick<CounterSettings, 'startNumber' | 'liveDisplay' | 'versusLabels'>;

/**
 * A counter's versus display as a still shows it (settings.liveDisplay 'versus' and two accounts
 * followed), else null: the viewer's rule (versusOf) with the settings' labels.
 */
export function versusStill(
  settings: Pick<CounterSettings, 'liveDisplay' | 'versusLabels'>,
  source: CounterSource | null | undefined,
): Versus | null {
  return settings.liveDisplay === 'versus' ? versusOf(source ?? undefined, settings.versusLabels) : null;
}

/**
 * A counter following live counts, as a still shows it (the page title, the e-mail image, the share
 * card): its current sum where a plain number counter shows its start number; shown versus, the
 * count ahead (which its goal follows, as in the viewer). A count there is none of (hidden or not
 * read yet) leaves the settings as they are.
 */
export function atLiveValue<S extends Pick<LiveStillSettings, 'startNumber'> & Partial<LiveStillSettings>>(
  settings: S,
  source: CounterSource | null | undefined,
): S {
  const versus = versusStill(settings, source);
  const value = versus ? versus.lead : source?.value;
  if (value === null || value === undefined) return settings;
  return { ...settings, startNumber: value };
}
