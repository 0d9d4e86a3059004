import { describe, expect, it } from 'vitest';
import { decimalsOf, toSmallestUnit } from './currency-units';

// A custom price goes to Paddle in the currency's smallest unit: a wrong factor charges the customer
// a hundred times too much or too little.

describe('toSmallestUnit', () => {
  it.each([
    ['9.99', 'USD', '999'],
    ['4.5', 'EUR', '450'],
    ['12', 'GBP', '1200'],
    ['0.05', 'USD', '5'],
    ['1200', 'JPY', '1200'],
    ['15000', 'krw', '15000'],
  ])('%s %s is %s', (price, currency, amount) => {
    expect(toSmallestUnit(price, currency)).toBe(amount);
  });

  it('never reads a third decimal as more cents', () => {
    // Admin prices have at most two decimals; were a third to slip through, 9.999 is not 18.99.
    expect(toSmallestUnit('9.999', 'USD')).toBe('999');
  });

  it('rounds a zero-decimal price to whole units', () => {
    expect(toSmallestUnit('1200.4', 'JPY')).toBe('1200');
  });
});

describe('decimalsOf', () => {
  it('knows yen and won have no minor unit, in any letter case, and everything else two', () => {
    expect([
      decimalsOf('JPY'),
      decimalsOf('jpy'),
      decimalsOf('KRW'),
      decimalsOf('USD'),
      decimalsOf('eur'),
    ]).toEqual([0, 0, 0, 2, 2]);
  });
});
