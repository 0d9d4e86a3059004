import { type NumberInputField, SETTING_FIELDS, SETTING_KEYS } from './setting-fields';

export type { NumberInputField };

// What a number field holds when its text is not a number (docs/product.md §5): the form keeps working
// and the schema then reports any value that is numeric but out of range. Each field's
// `inputFallback` in setting-fields.ts.
export const NUMBER_INPUT_FALLBACKS = Object.fromEntries(
  SETTING_KEYS.flatMap((key) => {
    const fallback = SETTING_FIELDS[key].inputFallback;
    return fallback === undefined ? [] : [[key, fallback]];
  }),
) as Readonly<Record<NumberInputField, number>>;

// Plain decimal notation only: Number() alone would also take '0x10', '1e3' and whitespace.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A typed number ('-10.5', '−3', ' 42 '), or null when the text is not one in plain notation. */
export function parsePlainNumber(raw: string): number | null {
  // A pasted minus sign (U+2212) reads as the keyboard's.
  const text = raw.trim().replace(/^\u2212/, '-');
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function parseNumberInput(raw: unknown, field: NumberInputField): number {
  const fallback = NUMBER_INPUT_FALLBACKS[field];
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : fallback;
  if (typeof raw !== 'string') return fallback;
  return parsePlainNumber(raw) ?? fallback;
}
