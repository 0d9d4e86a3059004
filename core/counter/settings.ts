import { z } from 'zod';
import { liveSourcesSchema } from '../live-sources/live-source-schema';
import { LIVE_DISPLAYS, VERSUS_LABEL_MAX, VERSUS_MESSAGES, versusAllowed } from '../live-sources/versus';
import { isLocalDateTime } from './local-date-time';
import { LOGO_HASH_PATTERN } from './logo';
import { allowedPlaces } from './number-value';
import { counterValueSchema, fitsPlaces, placesMessage, valueMessages } from './number-value-rules';
import { checkTimingFields, timingSettingsShape } from './schedule/timing-schema';
import {
  ANIMATION_STYLES,
  BACKGROUND_TYPES,
  COUNTDOWN_TYPES,
  EMAIL_ENDS,
  EMAIL_LAYOUTS,
  FONT_STYLES,
  GRADIENT_DIRECTIONS,
  ICON_POSITIONS,
  LIMITS,
  NUMBER_STYLES,
  PROGRESS_WORDS,
  SOCIAL_ICONS,
} from './settings-options';
import { capMinutesSchema, eventRulesSchema, milestonesSchema } from './subathon/event-rules';
import { isValidTimeZone } from './time-zone';

// One schema for the browser form and the server body (docs/architecture.md §2). Texts from docs/product.md §5
// are verbatim; the others are ours, since the product states the rule but not its words.
export const SETTINGS_MESSAGES = {
  nameRequired: 'Counter name is required',
  nameTooLong: `Counter name can be at most ${LIMITS.nameMax} characters`,
  titleRequired: 'Title is required',
  titleTooLong: `Title can be at most ${LIMITS.titleMax} characters`,
  completionMessageTooLong: `Completion message can be at most ${LIMITS.completionMessageMax} characters`,
  colour: 'Colour must be # followed by 6 hex digits',
  startNumber: valueMessages('Start number').type,
  endNumber: valueMessages('End number').type,
  numberTooLarge: 'Number is too large',
  speed: `Speed must be between ${LIMITS.speedMin} and ${LIMITS.speedMax} ms`,
  numberIncrement: 'Increment must be a number above 0',
  randomMin: 'Minimum must be a whole number of at least 1',
  randomMax: 'Maximum must be a whole number of at least 1',
  randomRange: 'Maximum must be at least the minimum',
  endDateTime: 'Enter a valid date and time',
  timeZone: 'Choose a valid time zone',
  avatarUrl: 'Avatar must be an https:// link',
  avatarUrlTooLong: `Avatar link can be at most ${LIMITS.avatarUrlMax} characters`,
  logo: 'Logo must name an uploaded logo',
  emailLayout: `E-mail layout must be one of: ${EMAIL_LAYOUTS.join(', ')}`,
  emailEnd: `After the end, the e-mail image shows one of: ${EMAIL_ENDS.join(', ')}`,
  emailEndText: `The e-mail image's end text can be at most ${LIMITS.emailEndTextMax} characters`,
  emailEndTextMissing: 'Write the text the e-mail image shows after the end, or choose 00:00:00',
} as const;

const M = SETTINGS_MESSAGES;

// A schema's own error is also the message of its checks (zod 4): a check names its error only
// when it says something else. Repeating it would be a second copy that mutation testing cannot
// tell apart from none (issue #25).
const colour = z.string({ error: M.colour }).regex(/^#[0-9a-fA-F]{6}$/);

function wholeNumber(min: number, message: string) {
  return z.number({ error: message }).int().min(min).max(LIMITS.numberMax, { error: M.numberTooLarge });
}

const httpsUrl = z.url({ protocol: /^https$/ });

// An empty avatar field means "no avatar": the form's text input yields '' rather than undefined.
const avatarUrl = z
  .string({ error: M.avatarUrl })
  .max(LIMITS.avatarUrlMax, { error: M.avatarUrlTooLong })
  .refine((value) => value === '' || httpsUrl.safeParse(value).success);

const versusLabel = z.string({ error: VERSUS_MESSAGES.label }).trim().max(VERSUS_LABEL_MAX);

// Without cross-field rules, so callers can still .partial()/.pick() it (zod forbids that on refined objects).
export const counterSettingsObjectSchema = z.strictObject({
  countdownType: z.enum(COUNTDOWN_TYPES),
  title: z.string({ error: M.titleRequired }).trim().min(1).max(LIMITS.titleMax, { error: M.titleTooLong }),
  // Any number, negative ones too, with the places the Decimals format shows (core/counter/number-value.ts).
  startNumber: counterValueSchema('Start number'),
  endNumber: counterValueSchema('End number'),
  endDateTime: z.string({ error: M.endDateTime }).refine(isLocalDateTime),
  timeZone: z.string({ error: M.timeZone }).refine(isValidTimeZone),
  speed: z.number({ error: M.speed }).int().min(LIMITS.speedMin).max(LIMITS.speedMax),
  backgroundType: z.enum(BACKGROUND_TYPES),
  backgroundColor: colour,
  gradientStart: colour,
  gradientEnd: colour,
  gradientDirection: z.enum(GRADIENT_DIRECTIONS),
  textColor: colour,
  counterColor: colour,
  titleColor: colour,
  iconColor: colour,
  fontStyle: z.enum(FONT_STYLES),
  animationStyle: z.enum(ANIMATION_STYLES),
  numberStyle: z.enum(NUMBER_STYLES),
  socialIcon: z.enum(SOCIAL_ICONS),
  iconPosition: z.enum(ICON_POSITIONS),
  completionMessage: z.string().max(LIMITS.completionMessageMax, { error: M.completionMessageTooLong }),
  hideLeadingZeros: z.boolean(),
  // A step of 0.5 or 0.01 for a decimal counter: the same places rule as its values.
  numberIncrement: counterValueSchema('Increment').gt(0, { error: M.numberIncrement }),
  useRandomIncrement: z.boolean(),
  randomMin: wholeNumber(1, M.randomMin),
  randomMax: wholeNumber(1, M.randomMax),
  // What the words under a number's progress bar say. Optional: absent reads as 'percent'.
  progressWords: z.enum(PROGRESS_WORDS).optional(),
  avatarUrl: avatarUrl.optional(),
  // A Premium counter's uploaded logo (core/counter/logo.ts), by its content hash; drawn where the
  // social icon would be (iconPosition), in its place. Absent: no logo.
  logo: z.string({ error: M.logo }).regex(LOGO_HASH_PATTERN).optional(),
  // Live control (issue 8): the run state is kept on the server and every display follows it.
  // Optional so counters stored before it stay valid; missing means false.
  synced: z.boolean().optional(),
  // Subathons and goals (issue 18), synced counters only: what each stream event adds, the
  // longest a countdown may run, and a number counter's progress bar and milestones.
  eventRules: eventRulesSchema.optional(),
  capMinutes: capMinutesSchema.optional(),
  goalBar: z.boolean().optional(),
  milestones: milestonesSchema.optional(),
  // Number counters that follow live follower and subscriber counts (core/live-sources/): the
  // counter shows their sum, and endNumber is the goal.
  liveSources: liveSourcesSchema.optional(),
  // How it shows them: their sum, or (two accounts only) side by side with the gap between them
  // (core/live-sources/versus.ts), each side under its label ('' or absent: the account's name).
  liveDisplay: z.enum(LIVE_DISPLAYS, { error: VERSUS_MESSAGES.display }).optional(),
  versusLabels: z.tuple([versusLabel, versusLabel], { error: VERSUS_MESSAGES.labels }).optional(),
  // "+N today" under a live count: what its accounts gained since UTC midnight (source-history.ts).
  // Optional: absent is off.
  showToday: z.boolean().optional(),
  // E-mail images of countdowns: their layout, and what they show after the end (a text, by
  // default the completion message, or the digits at zero). Optional: absent is cards and the text.
  emailLayout: z.enum(EMAIL_LAYOUTS, { error: M.emailLayout }).optional(),
  emailEnd: z.enum(EMAIL_ENDS, { error: M.emailEnd }).optional(),
  emailEndText: z.string({ error: M.emailEndText }).trim().max(LIMITS.emailEndTextMax).optional(),
  // Issue #17: overtime, evergreen and recurring timers, end actions, sound, language, warning
  // colour and number formats. Optional: absent keeps today's behaviour.
  ...timingSettingsShape,
});

export const SUBATHON_SYNCED_MESSAGE =
  'Event rules, a cap and milestones only work on synced (live) counters. Turn on Live control first.';
export const LIVE_SOURCES_NUMBER_MESSAGE = 'Live counts are for number counters.';
export const LIVE_SOURCES_SYNCED_MESSAGE =
  'A counter follows either live counts or Live control, not both. Turn one of them off.';
const usesSubathon = (s: z.infer<typeof counterSettingsObjectSchema>) =>
  (s.eventRules?.length ?? 0) > 0 || s.capMinutes !== undefined || (s.milestones?.length ?? 0) > 0;

// The range only matters while random increments are on; the form hides both fields otherwise.
export const counterSettingsSchema = counterSettingsObjectSchema
  .refine((s) => !s.useRandomIncrement || s.randomMax >= s.randomMin, {
    error: M.randomRange,
    path: ['randomMax'],
  })
  // Milestones also fire on a live count; event rules and a cap need a run.
  .refine(
    (s) => s.synced === true || !usesSubathon({ ...s, milestones: s.liveSources ? undefined : s.milestones }),
    {
      error: SUBATHON_SYNCED_MESSAGE,
      path: ['eventRules'],
    },
  )
  .refine((s) => !s.liveSources || s.countdownType !== 'datetime', {
    error: LIVE_SOURCES_NUMBER_MESSAGE,
    path: ['liveSources'],
  })
  .refine((s) => !s.liveSources || s.synced !== true, {
    error: LIVE_SOURCES_SYNCED_MESSAGE,
    path: ['liveSources'],
  })
  // Versus without live counts means nothing and is let be: the form keeps a hidden choice, and it
  // must not block the save of a counter that no longer follows any account.
  .refine(versusAllowed, { error: VERSUS_MESSAGES.sources, path: ['liveDisplay'] })
  // An end text that would be empty (no text of its own, no completion message) is no choice.
  .refine((s) => s.countdownType !== 'datetime' || s.emailEnd !== 'text' || emailEndText(s) !== '', {
    error: M.emailEndTextMissing,
    path: ['emailEndText'],
  })
  .superRefine((s, ctx) => {
    const problem = checkTimingFields(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  })
  // A number counter's start, end and step have no more places than its Decimals format shows.
  .superRefine((s, ctx) => {
    if (s.countdownType === 'datetime') return;
    const places = allowedPlaces(s);
    for (const [field, label] of [
      ['startNumber', 'Start number'],
      ['endNumber', 'End number'],
      ['numberIncrement', 'Increment'],
    ] as const) {
      if (!fitsPlaces(s[field], places))
        ctx.addIssue({ code: 'custom', message: placesMessage(label, places), path: [field] });
    }
    for (const [i, m] of (s.milestones ?? []).entries())
      if (!fitsPlaces(m.value, places))
        ctx.addIssue({
          code: 'custom',
          message: placesMessage('Milestone value', places),
          path: ['milestones', i, 'value'],
        });
  });
/** What a countdown's e-mail image writes after the end: its own text, else the completion message. */
export function emailEndText(s: { emailEndText?: string; completionMessage: string }): string {
  return (s.emailEndText?.trim() || s.completionMessage).trim();
}

export type CounterSettings = z.infer<typeof counterSettingsSchema>;
export type CounterSettingsInput = z.input<typeof counterSettingsSchema>;

export const counterNameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1)
  .max(LIMITS.nameMax, { error: M.nameTooLong });

// Body of POST /api/counters and PUT /api/counters/{id} (docs/product.md §7).
export const counterBodySchema = z.strictObject({
  name: counterNameSchema,
  settings: counterSettingsSchema,
});
export type CounterBody = z.infer<typeof counterBodySchema>;
export type CounterBodyInput = z.input<typeof counterBodySchema>;
