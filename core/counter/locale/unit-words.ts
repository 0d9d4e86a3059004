// The words under a countdown's units in the counter's language (issue #17). Which word a count
// takes comes from Intl.PluralRules, so Polish '2 godziny' / '5 godzin' and Arabic's six forms
// follow CLDR; only the words themselves are ours. Intl.DurationFormat is not used: OBS 30 ships
// Chromium 103, which lacks it.

export const COUNTER_LOCALES = [
  'en',
  'es',
  'pt-BR',
  'fr',
  'de',
  'it',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'ja',
  'ko',
  'zh-CN',
  'ar',
  'hi',
  'id',
] as const;
export type CounterLocale = (typeof COUNTER_LOCALES)[number];
export const DEFAULT_COUNTER_LOCALE: CounterLocale = 'en';

export type DurationUnit = 'days' | 'hours' | 'minutes' | 'seconds';
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
/** What a screen reader hears around the time ('{}' stands for it). */
export type SpokenPhrases = [remaining: string, paused: string, started: string, complete: string];
/**
 * The viewer's own words around the counter: its buttons, their toolbar, the keyboard hint's three
 * actions, the line that gives a countdown's end in the visitor's time ('{}' stands for it), the
 * skip link, the watermark's two lines ('{}' for the product or the site), the owner's way back and
 * a live count's "+N today".
 */
export type ControlWords = [
  start: string,
  pause: string,
  resume: string,
  restart: string,
  fullscreen: string,
  exitFullscreen: string,
  toolbar: string,
  startPauseKey: string,
  restartKey: string,
  fullscreenKey: string,
  yourTime: string,
  skipToContent: string,
  madeWith: string,
  makeYoursAt: string,
  backToSettings: string,
  /** A live count's gain since UTC midnight, '{}' standing for the signed number ('+12'). */
  today: string,
];
/** A language's unit words; `spoken` is its live-region phrases (English's are the hook's own). */
export type UnitWords = Record<DurationUnit, PluralForms> & {
  spoken?: SpokenPhrases;
  controls?: ControlWords;
};

const ENGLISH_CONTROLS: ControlWords = [
  'Start Counter',
  'Pause',
  'Resume',
  'Restart Counter',
  'Fullscreen',
  'Exit Fullscreen',
  'Counter controls',
  'start/pause',
  'restart',
  'fullscreen',
  'That is {} your time',
  'Skip to content',
  'Made with {}',
  'Make yours at {}',
  'Back to Settings',
  '{} today',
];

const twoForms = (one: string, other: string): PluralForms => ({ one, other });

// English is always here; the other languages' words are a table of their own
// (unit-words-table.ts) that adds itself when imported, through core/counter/extras.ts: the public
// viewer loads it only for a counter in another language, which keeps the viewer bundle within
// its budget; the server, the painter and the app import it with their code.
const WORDS = new Map<CounterLocale, UnitWords>([
  [
    'en',
    {
      days: twoForms('day', 'days'),
      hours: twoForms('hour', 'hours'),
      minutes: twoForms('min', 'mins'),
      seconds: twoForms('sec', 'secs'),
    },
  ],
]);

/** Adds languages' words (unit-words-table.ts calls it when it is imported). */
export function addUnitWords(table: Partial<Record<CounterLocale, UnitWords>>): void {
  for (const [locale, words] of Object.entries(table) as [CounterLocale, UnitWords][])
    WORDS.set(locale, words);
}

/** Whether `locale`'s words are here: English always, a language not ours has nothing to load. */
export function hasUnitWords(locale: string): boolean {
  return !isCounterLocale(locale) || WORDS.has(locale);
}

// Typed to take undefined: a counter without a language asks too, and reads left to right.
const RIGHT_TO_LEFT = new Set<CounterLocale | undefined>(['ar']);
const pluralRules = new Map<CounterLocale, Intl.PluralRules>();

export function isCounterLocale(value: string): value is CounterLocale {
  return (COUNTER_LOCALES as readonly string[]).includes(value);
}

function rulesFor(locale: CounterLocale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

/** The word for `count` of a unit: unitWord('pl', 'hours', 5) is 'godzin'. */
export function unitWord(locale: CounterLocale, unit: DurationUnit, count: number): string {
  const words = WORDS.get(locale);
  // A language whose table was not loaded gets English words, never an error on screen.
  if (!words) return unitWord('en', unit, count);
  const forms = words[unit];
  return forms[rulesFor(locale).select(count)] ?? forms.other;
}

/**
 * The word a display writes under a unit, whatever its count: one fixed form (the language's
 * 'other' plural, 'secs', 'Tage'). A label that followed the count would change width every
 * second ('1 sec' then 'secs') and shake the row; the screen-reader text keeps the plural.
 */
export function unitLabel(locale: CounterLocale, unit: DurationUnit): string {
  const words = WORDS.get(locale);
  if (!words) return unitLabel('en', unit);
  return words[unit].other;
}

/** The live region's phrases in `locale`, once its table is loaded; undefined: English. */
export function spokenPhrases(locale: CounterLocale): SpokenPhrases | undefined {
  return WORDS.get(locale)?.spoken;
}

/** The viewer's control words in `locale`, once its table is loaded; English otherwise. */
export function controlWords(locale: CounterLocale | undefined): ControlWords {
  return (locale && WORDS.get(locale)?.controls) || ENGLISH_CONTROLS;
}

export function isRightToLeft(locale: CounterLocale | undefined): boolean {
  return RIGHT_TO_LEFT.has(locale);
}
