import { z } from 'zod';
import { AFFIX_MAX } from '../locale/format-value';
import { COUNTER_LOCALES } from '../locale/unit-words';
import { DECIMALS_MAX } from '../number-value';
import { isRecurrenceTime, RECURRENCE_FREQUENCIES } from './recurrence';
import { AFTER_ZERO_MODES, EVERGREEN_MINUTES_MAX, EVERGREEN_MINUTES_MIN, TIMER_MODES } from './timer-target';

// The settings of issue #17 (overtime, evergreen, recurring, end actions, sound, language, warning
// colour, number formats) as the server validates them. Every field is optional and its absence
// keeps today's behaviour, so counters stored before them stay valid. Each message names its field.

export const END_ACTIONS = ['message', 'hide', 'redirect'] as const;
export type EndAction = (typeof END_ACTIONS)[number];
export const END_SOUNDS = ['none', 'chime', 'bell', 'horn'] as const;
export type EndSound = (typeof END_SOUNDS)[number];
export const WARN_BELOW_SECONDS_MAX = 31_536_000;
export const REDIRECT_URL_MAX = 2048;

export const TIMING_MESSAGES = {
  afterZero: `After zero must be one of: ${AFTER_ZERO_MODES.join(', ')}`,
  timerMode: `Timer mode must be one of: ${TIMER_MODES.join(', ')}`,
  evergreenMinutes: `Evergreen minutes must be a whole number from ${EVERGREEN_MINUTES_MIN} to ${EVERGREEN_MINUTES_MAX.toLocaleString('en-US')}`,
  evergreenMissing: 'Evergreen timers need evergreenMinutes: how long each visitor has',
  recurrenceFreq: `Recurrence frequency must be one of: ${RECURRENCE_FREQUENCIES.join(', ')}`,
  recurrenceTime: 'Recurrence time must be HH:MM on a 24-hour clock',
  recurrenceWeekdays: 'Recurrence weekdays must be a list of days from 0 (Sunday) to 6 (Saturday)',
  recurrenceWeekdaysMissing: 'A weekly recurrence needs at least one weekday',
  recurrenceMonthDay: 'Recurrence month day must be a whole number from 1 to 31',
  recurrenceMonthDayMissing: 'A monthly recurrence needs monthDay',
  recurrenceMissing: 'Recurring timers need a recurrence',
  endAction: `End action must be one of: ${END_ACTIONS.join(', ')}`,
  redirectUrl: 'Redirect URL must be an https:// link',
  redirectUrlMissing: 'The redirect end action needs an https:// redirectUrl',
  sound: `Sound must be one of: ${END_SOUNDS.join(', ')}`,
  locale: `Language must be one of: ${COUNTER_LOCALES.join(', ')}`,
  warnBelowSeconds: `Warn below seconds must be a whole number from 1 to ${WARN_BELOW_SECONDS_MAX.toLocaleString('en-US')}`,
  warnColor: 'Warning colour must be # followed by 6 hex digits',
  prefix: `Prefix can be at most ${AFFIX_MAX} characters`,
  suffix: `Suffix can be at most ${AFFIX_MAX} characters`,
  decimals: `Decimals must be a whole number from 0 to ${DECIMALS_MAX}`,
  compact: 'Compact must be true or false',
} as const;

const T = TIMING_MESSAGES;
const httpsUrl = z.url({ protocol: /^https$/ });

// The schema's error is also its checks' message (zod 4), so it is given once.
const wholeIn = (min: number, max: number, error: string) => z.number({ error }).int().min(min).max(max);

export const recurrenceSchema = z
  .strictObject({
    freq: z.enum(RECURRENCE_FREQUENCIES, { error: T.recurrenceFreq }),
    time: z.string({ error: T.recurrenceTime }).refine(isRecurrenceTime),
    weekdays: z
      .array(wholeIn(0, 6, T.recurrenceWeekdays), { error: T.recurrenceWeekdays })
      .max(7)
      .optional(),
    monthDay: wholeIn(1, 31, T.recurrenceMonthDay).optional(),
  })
  .refine((r) => r.freq !== 'weekly' || (r.weekdays?.length ?? 0) > 0, {
    error: T.recurrenceWeekdaysMissing,
    path: ['weekdays'],
  })
  .refine((r) => r.freq !== 'monthly' || r.monthDay !== undefined, {
    error: T.recurrenceMonthDayMissing,
    path: ['monthDay'],
  });

/** The fields, to spread into the settings object schema. */
export const timingSettingsShape = {
  afterZero: z.enum(AFTER_ZERO_MODES, { error: T.afterZero }).optional(),
  timerMode: z.enum(TIMER_MODES, { error: T.timerMode }).optional(),
  evergreenMinutes: wholeIn(EVERGREEN_MINUTES_MIN, EVERGREEN_MINUTES_MAX, T.evergreenMinutes).optional(),
  recurrence: recurrenceSchema.optional(),
  endAction: z.enum(END_ACTIONS, { error: T.endAction }).optional(),
  redirectUrl: z
    .string({ error: T.redirectUrl })
    .max(REDIRECT_URL_MAX)
    .refine((value) => httpsUrl.safeParse(value).success)
    .optional(),
  sound: z.enum(END_SOUNDS, { error: T.sound }).optional(),
  locale: z.enum(COUNTER_LOCALES, { error: T.locale }).optional(),
  warnBelowSeconds: wholeIn(1, WARN_BELOW_SECONDS_MAX, T.warnBelowSeconds).optional(),
  warnColor: z
    .string({ error: T.warnColor })
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  prefix: z.string({ error: T.prefix }).max(AFFIX_MAX).optional(),
  suffix: z.string({ error: T.suffix }).max(AFFIX_MAX).optional(),
  decimals: wholeIn(0, DECIMALS_MAX, T.decimals).optional(),
  compact: z.boolean({ error: T.compact }).optional(),
};

type TimingFields = {
  [K in keyof typeof timingSettingsShape]?: z.infer<(typeof timingSettingsShape)[K]>;
};

export interface TimingProblem {
  message: string;
  path: [keyof TimingFields];
}

/** The rules between fields: a mode needs its parameters, a redirect needs its link. */
export function checkTimingFields(s: TimingFields): TimingProblem | null {
  if (s.timerMode === 'evergreen' && s.evergreenMinutes === undefined)
    return { message: T.evergreenMissing, path: ['evergreenMinutes'] };
  if (s.timerMode === 'recurring' && s.recurrence === undefined)
    return { message: T.recurrenceMissing, path: ['recurrence'] };
  if (s.endAction === 'redirect' && !s.redirectUrl)
    return { message: T.redirectUrlMissing, path: ['redirectUrl'] };
  return null;
}
