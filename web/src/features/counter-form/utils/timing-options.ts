import type { RecurrenceFrequency } from '@core/counter/schedule/recurrence';
import type { AfterZero, TimerMode } from '@core/counter/schedule/timer-target';
import type { EndAction, EndSound } from '@core/counter/schedule/timing-schema';

// Human labels and hints for the options of issue #17, in display order.
export const TIMER_MODE_LABELS: Record<TimerMode, string> = {
  date: 'A fixed date',
  evergreen: 'Evergreen (per visitor)',
  recurring: 'Recurring deadline',
};

export const TIMER_MODE_HINTS: Record<TimerMode, string> = {
  date: 'Everyone counts to the same date and time.',
  evergreen: "Each visitor's timer starts at their first visit; reloading does not restart it.",
  recurring: 'Counts to the next occurrence in the chosen time zone, then starts over.',
};

export const FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const AFTER_ZERO_LABELS: Record<AfterZero, string> = {
  stop: 'Stop and show the completion message',
  'count-up': 'Count up (overtime), e.g. +00:00:12',
};

export const END_ACTION_LABELS: Record<EndAction, string> = {
  message: 'Show the completion message',
  hide: 'Hide the counter',
  redirect: 'Go to a link',
};

export const SOUND_LABELS: Record<EndSound, string> = {
  none: 'No sound',
  chime: 'Chime',
  bell: 'Bell',
  horn: 'Horn',
};

/** An empty text or number input means 'not set' for these optional fields. */
export const emptyToUndefined = (raw: unknown) => (raw === '' || raw === null ? undefined : raw);

export const numberOrUndefined = (raw: unknown) => {
  if (raw === '' || raw === null || raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isNaN(n) ? raw : n;
};
