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

/** The language's own name, for the locale picker. */
export const LOCALE_NAMES: Record<CounterLocale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '中文（简体）',
  ar: 'العربية',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
};

export type DurationUnit = 'days' | 'hours' | 'minutes' | 'seconds';
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
type UnitWords = Record<DurationUnit, PluralForms>;

// One word for every count: languages without grammatical number here.
const same = (word: string): PluralForms => ({ other: word });
const twoForms = (one: string, other: string): PluralForms => ({ one, other });
// Slavic: one (1, 21…), few (2–4, 22–24…), many (0, 5–20…), other (fractions).
const slavic = (one: string, few: string, many: string, other: string): PluralForms => ({
  one,
  few,
  many,
  other,
});

const WORDS: Record<CounterLocale, UnitWords> = {
  // English keeps the app's short forms: '1 min', '2 mins' (SPEC.md viewer).
  en: {
    days: twoForms('day', 'days'),
    hours: twoForms('hour', 'hours'),
    minutes: twoForms('min', 'mins'),
    seconds: twoForms('sec', 'secs'),
  },
  es: {
    days: twoForms('día', 'días'),
    hours: twoForms('hora', 'horas'),
    minutes: twoForms('minuto', 'minutos'),
    seconds: twoForms('segundo', 'segundos'),
  },
  'pt-BR': {
    days: twoForms('dia', 'dias'),
    hours: twoForms('hora', 'horas'),
    minutes: twoForms('minuto', 'minutos'),
    seconds: twoForms('segundo', 'segundos'),
  },
  fr: {
    days: twoForms('jour', 'jours'),
    hours: twoForms('heure', 'heures'),
    minutes: twoForms('minute', 'minutes'),
    seconds: twoForms('seconde', 'secondes'),
  },
  de: {
    days: twoForms('Tag', 'Tage'),
    hours: twoForms('Stunde', 'Stunden'),
    minutes: twoForms('Minute', 'Minuten'),
    seconds: twoForms('Sekunde', 'Sekunden'),
  },
  it: {
    days: twoForms('giorno', 'giorni'),
    hours: twoForms('ora', 'ore'),
    minutes: twoForms('minuto', 'minuti'),
    seconds: twoForms('secondo', 'secondi'),
  },
  nl: {
    days: twoForms('dag', 'dagen'),
    hours: twoForms('uur', 'uur'),
    minutes: twoForms('minuut', 'minuten'),
    seconds: twoForms('seconde', 'seconden'),
  },
  pl: {
    days: slavic('dzień', 'dni', 'dni', 'dnia'),
    hours: slavic('godzina', 'godziny', 'godzin', 'godziny'),
    minutes: slavic('minuta', 'minuty', 'minut', 'minuty'),
    seconds: slavic('sekunda', 'sekundy', 'sekund', 'sekundy'),
  },
  tr: { days: same('gün'), hours: same('saat'), minutes: same('dakika'), seconds: same('saniye') },
  ru: {
    days: slavic('день', 'дня', 'дней', 'дня'),
    hours: slavic('час', 'часа', 'часов', 'часа'),
    minutes: slavic('минута', 'минуты', 'минут', 'минуты'),
    seconds: slavic('секунда', 'секунды', 'секунд', 'секунды'),
  },
  uk: {
    days: slavic('день', 'дні', 'днів', 'дня'),
    hours: slavic('година', 'години', 'годин', 'години'),
    minutes: slavic('хвилина', 'хвилини', 'хвилин', 'хвилини'),
    seconds: slavic('секунда', 'секунди', 'секунд', 'секунди'),
  },
  ja: { days: same('日'), hours: same('時間'), minutes: same('分'), seconds: same('秒') },
  ko: { days: same('일'), hours: same('시간'), minutes: same('분'), seconds: same('초') },
  'zh-CN': { days: same('天'), hours: same('小时'), minutes: same('分钟'), seconds: same('秒') },
  // Arabic: zero, one, two, few (3–10), many (11–99), other (100, 101…).
  ar: {
    days: { zero: 'يوم', one: 'يوم', two: 'يومان', few: 'أيام', many: 'يومًا', other: 'يوم' },
    hours: { zero: 'ساعة', one: 'ساعة', two: 'ساعتان', few: 'ساعات', many: 'ساعة', other: 'ساعة' },
    minutes: { zero: 'دقيقة', one: 'دقيقة', two: 'دقيقتان', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' },
    seconds: { zero: 'ثانية', one: 'ثانية', two: 'ثانيتان', few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' },
  },
  hi: {
    days: twoForms('दिन', 'दिन'),
    hours: twoForms('घंटा', 'घंटे'),
    minutes: twoForms('मिनट', 'मिनट'),
    seconds: twoForms('सेकंड', 'सेकंड'),
  },
  id: { days: same('hari'), hours: same('jam'), minutes: same('menit'), seconds: same('detik') },
};

const RIGHT_TO_LEFT = new Set<CounterLocale>(['ar']);
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
  const forms = WORDS[locale][unit];
  return forms[rulesFor(locale).select(count)] ?? forms.other;
}

export function isRightToLeft(locale: CounterLocale): boolean {
  return RIGHT_TO_LEFT.has(locale);
}
