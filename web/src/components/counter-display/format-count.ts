import { formatNumber } from '@core/counter/engine/format-number';

// Creating the first Intl.NumberFormat loads ICU data: 50-400 ms on a slow phone, on the path to
// the first painted digit. For the English locales whose grouping is plain "," every three digits
// the result is computed directly (format-count.test.ts proves it equal to Intl); every other
// locale goes through Intl as before.
const PLAIN_COMMA_LOCALES = /^en(-(US|GB|CA|AU|NZ|IE))?$/i;

export function formatCount(n: number, locale: string): string {
  if (PLAIN_COMMA_LOCALES.test(locale) && Number.isSafeInteger(n) && n >= 0) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  return formatNumber(n, locale);
}
