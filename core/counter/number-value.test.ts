import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addValues, allowedPlaces, fromValueUnits, toValueUnits } from './number-value';
import {
  countDecimalPlaces,
  counterValueSchema,
  DECIMAL_VALUE_MAX,
  fitsPlaces,
  placesMessage,
} from './number-value-rules';

describe('counter values: places', () => {
  it('counts the places a number is written with', () => {
    expect(countDecimalPlaces(12)).toBe(0);
    expect(countDecimalPlaces(-10.5)).toBe(1);
    expect(countDecimalPlaces(0.25)).toBe(2);
    expect(countDecimalPlaces(1.234)).toBe(3);
    expect(countDecimalPlaces(1e-7)).toBe(7);
    expect(countDecimalPlaces(1e21)).toBe(0);
    expect(countDecimalPlaces(Number.NaN)).toBe(0);
  });

  it('allows the Decimals format’s places, none without one', () => {
    expect(allowedPlaces({})).toBe(0);
    expect(allowedPlaces({ decimals: 1 })).toBe(1);
    expect(allowedPlaces({ decimals: 9 })).toBe(2);
    expect(allowedPlaces({ decimals: Number.NaN })).toBe(0);
    expect(fitsPlaces(-10.5, 1)).toBe(true);
    expect(fitsPlaces(1.23, 1)).toBe(false);
    expect(fitsPlaces(3, 0)).toBe(true);
  });

  it('names the field and the limit in its message', () => {
    expect(placesMessage('Start number', 1)).toBe(
      'Start number can have at most 1 decimal place (the Decimals format)',
    );
    expect(placesMessage('value', 2)).toBe('value can have at most 2 decimal places (the Decimals format)');
    expect(placesMessage('End number', 0)).toMatch(/^End number must be a whole number: set Decimals/);
  });

  it('takes numbers in range, decimal ones within ±10^13', () => {
    const schema = counterValueSchema('value');
    const message = (n: unknown) => schema.safeParse(n).error?.issues[0]?.message;
    expect(message(-10.5)).toBeUndefined();
    expect(message(-1e15)).toBeUndefined();
    expect(message(DECIMAL_VALUE_MAX - 0.5)).toBeUndefined();
    expect(message(1.234)).toBeUndefined();
    expect(message(1e16)).toBe('value must be at most 1,000,000,000,000,000 either side of zero');
    expect(message(2e13 + 0.5)).toBe(
      'value with decimal places must be at most 10,000,000,000,000 either side of zero',
    );
    expect(message('3')).toBe('value must be a number');
  });
});

describe('counter values: arithmetic in hundredths', () => {
  it('adds without floating-point residue', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addValues(0.1, 0.2)).toBe(0.3);
    expect(addValues(1234567.89, 1)).toBe(1234568.89);
    expect(addValues(-0.5, 0.5)).toBe(0);
    expect(Object.is(addValues(-0.5, 0.5), -0)).toBe(false);
    expect(fromValueUnits(toValueUnits(-10.5))).toBe(-10.5);
  });

  it('keeps every sum of two-place values at two places (property)', () => {
    const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((n) => n / 100);
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const sum = addValues(a, b);
        expect(countDecimalPlaces(sum)).toBeLessThanOrEqual(2);
        expect(Math.abs(sum - (a + b))).toBeLessThan(1e-6);
      }),
    );
  });
});
