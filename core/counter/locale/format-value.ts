import { DECIMALS_MAX } from '../number-value';
import type { CounterLocale } from './unit-words';

// A number counter's value as written in the counter's language (issue #17): '$1,234.50',
// '12,5 K followers', '1.2M'. Digits and separators come from Intl.NumberFormat; prefix and suffix
// are the owner's own text, put around the number unchanged.

export const AFFIX_MAX = 12;

export interface ValueFormat {
  /** The counter's language; without one, the visitor's locale (any BCP-47 tag Intl knows). */
  locale: CounterLocale | (string & {});
  /** 0–2 digits after the separator, always shown (a money counter reads 12.50, not 12.5). */
  decimals: number;
  /** Short form by the locale: 1.2M, 12.5K. */
  compact: boolean;
  prefix: string;
  suffix: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, decimals: number, compact: boolean): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${compact}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = compact
      ? // Compact numbers keep one decimal where it says something (1.2M), none for 12K.
        new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })
      : new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatCounterValue(value: number, format: ValueFormat): string {
  const decimals = Math.min(DECIMALS_MAX, Math.max(0, Math.trunc(format.decimals)));
  const number = formatterFor(format.locale, decimals, format.compact).format(value);
  return `${format.prefix}${number}${format.suffix}`;
}

/** The number-format fields of a counter's settings (all optional: absent keeps the plain format). */
export interface ValueFormatSettings {
  locale?: CounterLocale;
  prefix?: string;
  suffix?: string;
  decimals?: number;
  compact?: boolean;
}

/** Whether a counter asks for more than the plain grouped number. */
export function hasValueFormat(s: ValueFormatSettings): boolean {
  return Boolean(s.locale || s.prefix || s.suffix || s.decimals || s.compact);
}

/** The value as a counter's settings write it; without a language, grouped by `fallbackLocale`. */
export function formatSettingsValue(value: number, s: ValueFormatSettings, fallbackLocale: string): string {
  return formatCounterValue(value, {
    locale: s.locale ?? fallbackLocale,
    decimals: s.decimals ?? 0,
    compact: s.compact ?? false,
    prefix: s.prefix ?? '',
    suffix: s.suffix ?? '',
  });
}
