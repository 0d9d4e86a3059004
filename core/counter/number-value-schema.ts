import { z } from 'zod';
import { DECIMAL_VALUE_MAX } from './number-value';
import { LIMITS } from './settings-options';

// The schema of a number counter's value (start, end, increment, a live value set or added), apart
// from number-value.ts so the viewer, which only adds and formats values, never loads zod for it.

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
