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

export function parseNumberInput(raw: unknown, field: NumberInputField): number {
  const fallback = NUMBER_INPUT_FALLBACKS[field];
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : fallback;
  if (typeof raw !== 'string') return fallback;
  const text = raw.trim();
  if (!DECIMAL.test(text)) return fallback;
  const value = Number(text);
  return Number.isFinite(value) ? value : fallback;
}
