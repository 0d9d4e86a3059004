// The arithmetic of a number counter's values, which may be negative and have decimals (the rule
// itself, what is allowed, is number-value-rules.ts; this file is what the viewer loads, so it
// holds only what a display needs).
//
// Decimal values are added in hundredths (the most places a format shows) as whole numbers, so
// 0.1 + 0.2 is 0.3 and never 0.30000000000000004: every value leaves as units / 100, the nearest
// double to the decimal it stands for. The units must stay exact (below 2^53), so a value with
// decimal places is at most DECIMAL_VALUE_MAX (number-value-rules.ts) either side of zero; whole
// values keep the full range and are added as they are.

/** The most decimal places a counter's number shows (its Decimals format: 0, 1 or 2). */
export const DECIMALS_MAX = 2;
export const VALUE_SCALE = 10 ** DECIMALS_MAX;

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

/** How many places a counter's values may have: its Decimals format's, else none. */
export function allowedPlaces(settings: { decimals?: number }): number {
  const places = Math.trunc(settings.decimals ?? 0);
  return Number.isFinite(places) ? Math.min(DECIMALS_MAX, Math.max(0, places)) : 0;
}
