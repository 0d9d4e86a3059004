import type { CounterDetail } from '@core/api/counters';
import type { CounterBodyInput } from '@core/counter/settings';
import {
  createFormDefaults,
  DEFAULT_COUNTER_NAME,
  resolveViewerSettings,
} from '@core/counter/settings-defaults';
import { isValidTimeZone } from '@core/counter/time-zone';
import { liveSourcesSchema } from '@core/live-sources/live-source-schema';

export type CounterFormValues = CounterBodyInput;

// The creator's own zone (docs/architecture.md §1: every viewer counts to the same instant).
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

export function newCounterValues(now: Date): CounterFormValues {
  return { name: DEFAULT_COUNTER_NAME, settings: createFormDefaults(now, browserTimeZone()) };
}

// A stored design may predate fields or hold values the schema now refuses: each field falls
// back on its own, exactly as the viewer renders it, so what you edit is what people saw.
export function storedCounterValues(counter: CounterDetail, now: Date): CounterFormValues {
  const defaults = createFormDefaults(now, browserTimeZone());
  const resolved = resolveViewerSettings(counter.settings);
  // The followed accounts are no part of how a counter looks (the viewer drops them): kept here
  // when valid, so saving the design again does not stop the live count.
  const liveSources = liveSourcesSchema.safeParse(counter.settings.liveSources);
  return {
    name: counter.name,
    settings: {
      ...resolved,
      endDateTime: resolved.endDateTime || defaults.endDateTime,
      ...(liveSources.success && resolved.countdownType === 'number'
        ? { liveSources: liveSources.data }
        : {}),
      // Likewise "+N today", which only the server's view carries (the viewer never reads it).
      ...(counter.settings.showToday === true ? { showToday: true } : {}),
    },
  };
}

// A draft laid over fresh defaults: fields added since it was written keep their defaults.
export function mergeDraftValues(defaults: CounterFormValues, draft: CounterFormValues): CounterFormValues {
  return { ...defaults, ...draft, settings: { ...defaults.settings, ...draft.settings } };
}
