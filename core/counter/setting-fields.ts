import type { PremiumViolation } from '../plan/plan-rules';
import type { CounterSettings, CounterSettingsInput } from './settings';

// One entry per counter setting (issue #37 item 4): what a stored counter without it gets (the
// viewer default), what a new counter's form starts with, when the form hides it and whether it is
// Premium. VIEWER_DEFAULTS, createFormDefaults and hiddenSettingsFields are derived from here.
//
// The field's zod schema stays in settings.ts (timing fields: schedule/timing-schema.ts): this
// file must not load zod, since viewer-defaults.ts reads it and the demo's first load stays small.
// The mapped type below makes every schema field need exactly one entry here (setting-fields.test.ts
// checks it again at run time), so a field added to the schema without an entry fails.

type Settings = CounterSettings;
type Key = keyof Settings;
type FormState = Partial<CounterSettingsInput>;

/** Where the form's new counter takes its value from, beyond the fixed defaults. */
export interface FormContext {
  /** The new counter's end instant (a day ahead) in its zone, as a datetime-local value. */
  endDateTime: string;
  timeZone: string;
}

export interface SettingField<K extends Key> {
  /** What a stored (or demo) counter without a valid value gets: VIEWER_DEFAULTS. Absent: it stays absent. */
  viewer?: Exclude<Settings[K], undefined>;
  /** A new counter's form value, when it is not the viewer default. Absent: the viewer default (if any). */
  form?: Exclude<Settings[K], undefined> | ((context: FormContext) => Exclude<Settings[K], undefined>);
  /** A number input's value when its text is not a number (docs/product.md §5); the form's NumberField needs one. */
  inputFallback?: number;
  /** When the counter form does not draw the field for the current choices (its value is still sent). */
  hiddenWhen?: (s: FormState) => boolean;
  /**
   * The Premium rule of core/plan/plan-rules.ts (findPremiumViolations) that covers this field. The
   * rule itself stays there: it depends on the value (a gradient, a redirect), the server enforces it
   * and its texts live there; setting-fields.test.ts checks both agree.
   */
  premium?: PremiumViolation['code'];
}

export type SettingFields = { [K in Key]-?: SettingField<K> };

const WHITE = '#ffffff';

export const DEFAULT_COUNTER_NAME = 'My Counter';

const isDatetime = (s: FormState) => s.countdownType === 'datetime';
const isNumber = (s: FormState) => !isDatetime(s);
// A number counter following live counts takes its number from the platforms: where it starts and
// how it steps no longer apply.
const followsLiveCounts = (s: FormState) => isNumber(s) && s.liveSources !== undefined;
const isGradient = (s: FormState) => s.backgroundType === 'gradient';

// In the schema's order.
const fields = {
  countdownType: { viewer: 'number' },
  title: { viewer: '', form: DEFAULT_COUNTER_NAME },
  startNumber: { viewer: 0, inputFallback: 0, hiddenWhen: (s) => isDatetime(s) || followsLiveCounts(s) },
  endNumber: { viewer: 1_000_000, inputFallback: 0, hiddenWhen: isDatetime },
  // '' means "no target" (resolveEndInstant); a new counter ends a day from now.
  endDateTime: {
    viewer: '',
    form: (c) => c.endDateTime,
    hiddenWhen: (s) => isNumber(s) || s.timerMode === 'evergreen' || s.timerMode === 'recurring',
  },
  timeZone: { viewer: 'UTC', form: (c) => c.timeZone, hiddenWhen: isNumber },
  speed: { viewer: 1000, inputFallback: 1000 },
  backgroundType: { viewer: 'solid', premium: 'gradient' },
  backgroundColor: { viewer: '#1e1b4b', hiddenWhen: isGradient },
  gradientStart: { viewer: '#833ab4', hiddenWhen: (s) => !isGradient(s) },
  gradientEnd: { viewer: '#fcb045', hiddenWhen: (s) => !isGradient(s) },
  gradientDirection: { viewer: '135deg', hiddenWhen: (s) => !isGradient(s) },
  textColor: { viewer: WHITE },
  // The viewer falls these back to textColor (resolveViewerSettings); the form starts them white.
  counterColor: { form: WHITE },
  titleColor: { form: WHITE },
  iconColor: { form: WHITE },
  fontStyle: { viewer: 'inter' },
  animationStyle: { viewer: 'fade-scale' },
  numberStyle: { viewer: 'normal' },
  socialIcon: { viewer: 'none' },
  iconPosition: { viewer: 'title-left' },
  completionMessage: { viewer: '🎉 Complete!' },
  hideLeadingZeros: { viewer: false, hiddenWhen: isNumber },
  numberIncrement: {
    viewer: 1,
    inputFallback: 1,
    hiddenWhen: (s) => isDatetime(s) || followsLiveCounts(s) || Boolean(s.useRandomIncrement),
  },
  useRandomIncrement: { viewer: false, hiddenWhen: (s) => isDatetime(s) || followsLiveCounts(s) },
  randomMin: {
    viewer: 1,
    inputFallback: 1,
    hiddenWhen: (s) => isDatetime(s) || followsLiveCounts(s) || !s.useRandomIncrement,
  },
  randomMax: {
    viewer: 5,
    inputFallback: 5,
    hiddenWhen: (s) => isDatetime(s) || followsLiveCounts(s) || !s.useRandomIncrement,
  },
  // Absent reads as 'percent' (progress-words.ts), so stored counters keep a percentage.
  progressWords: { hiddenWhen: (s) => isDatetime(s) || followsLiveCounts(s) },
  avatarUrl: {},
  logo: { premium: 'logo' },
  // Optional: a counter stored before live control is not live.
  synced: { viewer: false },
  eventRules: { premium: 'subathon' },
  capMinutes: { premium: 'subathon' },
  goalBar: {},
  milestones: { premium: 'subathon' },
  // Live counts (core/live-sources/): absent, the counter counts on its own.
  liveSources: { hiddenWhen: isDatetime },
  // Not Premium, as following live counts is not. A stored counter without it shows the sum; the
  // form draws the choice once it follows an account, and the labels only for versus.
  liveDisplay: { viewer: 'sum', hiddenWhen: (s) => !followsLiveCounts(s) },
  versusLabels: { hiddenWhen: (s) => !followsLiveCounts(s) || s.liveDisplay !== 'versus' },
  // "+N today" under the count (core/live-sources/source-history.ts): Free and Premium alike, off
  // unless turned on (no default stored or in the form), drawn only while the counter follows live
  // counts; a count with a YouTube part never shows it, which the form says beside the switch.
  showToday: { hiddenWhen: (s) => !followsLiveCounts(s) },
  // E-mail images of countdowns: absent reads as cards (email-layout.ts) and the end text (draw-frame.ts).
  emailLayout: { hiddenWhen: isNumber },
  emailEnd: { hiddenWhen: isNumber },
  emailEndText: { hiddenWhen: (s) => isNumber(s) || s.emailEnd === 'zeros' },
  // Issue #17's fields: absent keeps today's behaviour.
  afterZero: { hiddenWhen: isNumber },
  timerMode: { hiddenWhen: isNumber },
  evergreenMinutes: { hiddenWhen: (s) => isNumber(s) || s.timerMode !== 'evergreen' },
  recurrence: { hiddenWhen: (s) => isNumber(s) || s.timerMode !== 'recurring' },
  endAction: { hiddenWhen: isNumber, premium: 'redirect' },
  redirectUrl: { hiddenWhen: (s) => isNumber(s) || s.endAction !== 'redirect' },
  sound: { hiddenWhen: isNumber },
  locale: {},
  warnBelowSeconds: { hiddenWhen: isNumber },
  warnColor: { hiddenWhen: isNumber },
  prefix: { hiddenWhen: isDatetime },
  suffix: { hiddenWhen: isDatetime },
  decimals: { hiddenWhen: isDatetime },
  compact: { hiddenWhen: isDatetime },
} satisfies SettingFields;

export const SETTING_FIELDS: SettingFields = fields;

/** The fields the form draws as a number input: those with an `inputFallback`. */
export type NumberInputField = {
  [K in keyof typeof fields]: (typeof fields)[K] extends { inputFallback: number } ? K : never;
}[keyof typeof fields];

export const SETTING_KEYS = Object.keys(SETTING_FIELDS) as Key[];

/** The fields with a viewer default, and those defaults. */
export function viewerDefaultsOf(fields: SettingFields): Partial<Settings> {
  const defaults: Record<string, unknown> = {};
  for (const key of Object.keys(fields) as Key[]) {
    const entry = fields[key] as SettingField<Key>;
    if (entry.viewer !== undefined) defaults[key] = entry.viewer;
  }
  return defaults as Partial<Settings>;
}

/** A new counter's form values: each field's form value, else its viewer default. */
export function formDefaultsOf(fields: SettingFields, context: FormContext): Partial<Settings> {
  const defaults: Record<string, unknown> = {};
  for (const key of Object.keys(fields) as Key[]) {
    const entry = fields[key] as SettingField<Key>;
    const form = typeof entry.form === 'function' ? entry.form(context) : entry.form;
    const value = form ?? entry.viewer;
    if (value !== undefined) defaults[key] = value;
  }
  return defaults as Partial<Settings>;
}

// Fields the form does not render for the current choices. Their values are kept (and sent),
// so an invalid one would block the save with no message in sight.
export function hiddenSettingsFields(s: FormState): (keyof CounterSettingsInput)[] {
  return SETTING_KEYS.filter((key) => SETTING_FIELDS[key].hiddenWhen?.(s) === true);
}

/** The fields a Premium rule of plan-rules.ts covers, by rule. */
export function premiumFields(): Partial<Record<PremiumViolation['code'], Key[]>> {
  const byCode: Partial<Record<PremiumViolation['code'], Key[]>> = {};
  for (const key of SETTING_KEYS) {
    const code = SETTING_FIELDS[key].premium;
    if (code) byCode[code] = [...(byCode[code] ?? []), key];
  }
  return byCode;
}
