import { z } from 'zod';
import { LIMITS } from './settings-options';

// The one rule for the values a number counter holds (its start, end and increment, a live value
// set or added by its owner): any number within LIMITS.numberMax either side of zero, with at most
// as many decimal places as the counter's Decimals format shows (none without one), so a counter
// can run from −10 to 10 or down to a goal below zero. Apart from number-value.ts (the arithmetic),
// so the viewer, which only adds and draws values, never loads the rule, its words or zod.

/** The largest decimal value either side of zero: its hundredths stay exact (number-value.ts). */
export const DECIMAL_VALUE_MAX = 1e13;

/** Decimal places written in a finite number's shortest form: 12 → 0, −10.5 → 1, 1.234 → 3. */
export function countDecimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
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

const LARGEST = LIMITS.numberMax.toLocaleString('en-US');
const LARGEST_DECIMAL = DECIMAL_VALUE_MAX.toLocaleString('en-US');

/** The messages of a value field, each naming it as the owner reads it ('Start number', 'value'). */
export function valueMessages(field: string) {
  return {
    type: `${field} must be a number`,
    range: `${field} must be at most ${LARGEST} either side of zero`,
    decimalRange: `${field} with decimal places must be at most ${LARGEST_DECIMAL} either side of zero`,
  };
}

/**
 * A counter value as the schemas take it: a number in range, a decimal one within
 * DECIMAL_VALUE_MAX. Its places are checked against the counter's own Decimals where its settings
 * are known (the settings schema, applyControl), so the message names the limit that applies.
 */
export function counterValueSchema(field: string) {
  const m = valueMessages(field);
  return z
    .number({ error: m.type })
    .min(-LIMITS.numberMax, { error: m.range })
    .max(LIMITS.numberMax, { error: m.range })
    .refine((n) => Number.isInteger(n) || Math.abs(n) <= DECIMAL_VALUE_MAX, { error: m.decimalRange });
}
