import { DECIMALS_MAX } from './locale/format-value';

// The one rule for the values a number counter holds (its start, its end, a live value set or added
// by its owner): any number from −LIMITS.numberMax to LIMITS.numberMax with at most as many decimal
// places as the counter's Decimals format shows (0 when it has none). Negative values are allowed,
// so a counter can run from −10 to 10 or down to a goal below zero.
//
// Arithmetic on decimal values is done in hundredths (the most places a format shows) as whole
// numbers, so 0.1 + 0.2 is 0.3 and never 0.30000000000000004: every value leaves as units / 100, the
// nearest double to the decimal it stands for. The units must stay exact (below 2^53), so a value
// with decimal places is at most DECIMAL_VALUE_MAX either side of zero; whole values keep the full
// range and are added as they are.

export const VALUE_SCALE = 10 ** DECIMALS_MAX;
export const DECIMAL_VALUE_MAX = 1e13;

/** A value as whole hundredths; values of at most two places convert exactly. */
export function toValueUnits(value: number): number {
  return Math.round(value * VALUE_SCALE);
}

export function fromValueUnits(units: number): number {
  // `|| 0`: never −0, which would draw a minus sign in front of zero.
  return units / VALUE_SCALE || 0;
}

/** a + b without floating-point residue (both at most two places). */
export function addValues(a: number, b: number): number {
  if (Number.isInteger(a) && Number.isInteger(b)) return a + b;
  return fromValueUnits(toValueUnits(a) + toValueUnits(b));
}

/** Decimal places written in a finite number's shortest form: 12 → 0, −10.5 → 1, 1.234 → 3. */
export function countDecimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** How many places a counter's values may have: its Decimals format's, else none. */
export function allowedPlaces(settings: { decimals?: number }): number {
  const places = Math.trunc(settings.decimals ?? 0);
  return Number.isFinite(places) ? Math.min(DECIMALS_MAX, Math.max(0, places)) : 0;
}

export function fitsPlaces(value: number, places: number): boolean {
  return countDecimalPlaces(value) <= places;
}

/** The message when a value has more places than the format shows; `field` as the owner reads it. */
export function placesMessage(field: string, places: number): string {
  if (places === 0)
    return `${field} must be a whole number: set Decimals in the number format to use decimal places`;
  return `${field} can have at most ${places} decimal place${places === 1 ? '' : 's'} (the Decimals format)`;
}
