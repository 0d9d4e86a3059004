import type { CountdownLabel, CountdownPart } from '../engine/countdown';
import {
  type CounterLocale,
  DEFAULT_COUNTER_LOCALE,
  type DurationUnit,
  unitLabel,
  unitWord,
} from './unit-words';

// A countdown unit as the counter's language writes it: the digits by Intl.NumberFormat (Arabic
// may use its own digits) and the word by the plural rules ('1 Tag', '2 Tage'). English keeps the
// ASCII digits without loading a formatter, which costs a first paint on slow phones.

const UNIT_OF: Record<CountdownLabel, DurationUnit> = {
  days: 'days',
  hours: 'hours',
  mins: 'minutes',
  secs: 'seconds',
};

const digitFormats = new Map<string, Intl.NumberFormat>();

function digitsFor(locale: CounterLocale, width: number): Intl.NumberFormat {
  const key = `${locale}|${width}`;
  let format = digitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumIntegerDigits: width, useGrouping: false });
    digitFormats.set(key, format);
  }
  return format;
}

/** The unit's digits in the language's numerals, keeping the part's zero padding. */
export function localDigits(part: CountdownPart, locale: CounterLocale = DEFAULT_COUNTER_LOCALE): string {
  if (locale === 'en') return part.value;
  return digitsFor(locale, part.value.length).format(Number(part.value));
}

/** The word under a unit: 'Tage' for 2 days in German, 'mins' in English. */
export function localUnitWord(part: CountdownPart, locale: CounterLocale = DEFAULT_COUNTER_LOCALE): string {
  return unitWord(locale, UNIT_OF[part.label], Number(part.value));
}

/** The label a display draws under a unit: one form for every count ('secs' at 1 and at 59). */
export function localUnitLabel(part: CountdownPart, locale: CounterLocale = DEFAULT_COUNTER_LOCALE): string {
  return unitLabel(locale, UNIT_OF[part.label]);
}
