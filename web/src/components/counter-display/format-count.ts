import { formatNumber } from '@core/counter/engine/format-number';
import {
  formatSettingsValue,
  hasValueFormat,
  type ValueFormatSettings,
} from '@core/counter/locale/format-value';

// Creating the first Intl.NumberFormat loads ICU data: 50-400 ms on a slow phone, on the path to
// the first painted digit. For the English locales whose grouping is plain "," every three digits
// the result of a whole number is computed directly (format-count.test.ts proves it equal to Intl,
// negative ones included); every other locale or number goes through Intl as before.
const PLAIN_COMMA_LOCALES = /^en(-(US|GB|CA|AU|NZ|IE))?$/i;

export function formatCount(n: number, locale: string): string {
  if (PLAIN_COMMA_LOCALES.test(locale) && Number.isSafeInteger(n)) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  return formatNumber(n, locale);
}

/**
 * A number counter's value as its owner set it up (issue #17): in the counter's language when it
 * has one, else grouped by the visitor's; with its prefix, suffix, decimals or compact form. A
 * counter with none of these formats exactly as before.
 */
export function formatFaceNumber(n: number, s: ValueFormatSettings, visitorLocale: string): string {
  return hasValueFormat(s) ? formatSettingsValue(n, s, visitorLocale) : formatCount(n, visitorLocale);
}
