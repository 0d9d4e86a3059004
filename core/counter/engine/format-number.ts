import { DECIMALS_MAX } from '../number-value';

// Grouped numbers (999,847; −10.5): whole ones as they are, decimal ones with the places they have
// (at most the Decimals format's two, core/counter/number-value.ts). The default locale is fixed so
// server-rendered text and tests do not depend on the machine; the viewer passes the visitor's locale.
export const DEFAULT_NUMBER_LOCALE = 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();

function getNumberFormatter(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: DECIMALS_MAX });
    } catch {
      // A malformed locale tag from a browser must not break the counter.
      formatter = getNumberFormatter(DEFAULT_NUMBER_LOCALE);
    }
    formatters.set(locale, formatter);
  }
  return formatter;
}

export function formatNumber(n: number, locale: string = DEFAULT_NUMBER_LOCALE): string {
  return getNumberFormatter(locale).format(n);
}
