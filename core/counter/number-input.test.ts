import { describe, expect, it } from 'vitest';
import { parseNumberInput, parsePlainNumber } from './number-input';

describe('parseNumberInput', () => {
  it('falls back per field when the text is not a number (docs/product.md §5)', () => {
    expect(parseNumberInput('', 'startNumber')).toBe(0);
    expect(parseNumberInput('abc', 'endNumber')).toBe(0);
    expect(parseNumberInput('', 'numberIncrement')).toBe(1);
    expect(parseNumberInput('x', 'randomMin')).toBe(1);
    expect(parseNumberInput('x', 'randomMax')).toBe(5);
    expect(parseNumberInput('fast', 'speed')).toBe(1000);
    expect(parseNumberInput(Number.NaN, 'speed')).toBe(1000);
    expect(parseNumberInput(undefined, 'startNumber')).toBe(0);
  });

  it('keeps numeric text as typed, leaving range checks to the schema', () => {
    expect(parseNumberInput(' 250 ', 'speed')).toBe(250);
    expect(parseNumberInput('0', 'numberIncrement')).toBe(0);
    expect(parseNumberInput('-3', 'startNumber')).toBe(-3);
    expect(parseNumberInput('2.5', 'randomMax')).toBe(2.5);
    expect(parseNumberInput(42, 'endNumber')).toBe(42);
  });

  it('rejects notations a person would not type into a number field', () => {
    expect(parseNumberInput('0x10', 'endNumber')).toBe(0);
    expect(parseNumberInput('1e3', 'endNumber')).toBe(0);
    expect(parseNumberInput('Infinity', 'endNumber')).toBe(0);
  });

  it('takes whole numbers of several digits, with or without a fraction, and a bare fraction', () => {
    expect(parseNumberInput('12.5', 'randomMax')).toBe(12.5);
    expect(parseNumberInput('1234', 'endNumber')).toBe(1234);
    expect(parseNumberInput('.25', 'randomMin')).toBe(0.25);
    expect(parseNumberInput('-.125', 'startNumber')).toBe(-0.125);
    expect(parseNumberInput('7.', 'speed')).toBe(7);
    expect(parseNumberInput('.', 'speed')).toBe(1000);
    expect(parseNumberInput('.x', 'speed')).toBe(1000);
  });
});

describe('parsePlainNumber', () => {
  it('reads negative and decimal numbers typed or pasted, and nothing else', () => {
    expect(parsePlainNumber('-10.5')).toBe(-10.5);
    expect(parsePlainNumber(' \u22123 ')).toBe(-3);
    expect(parsePlainNumber('.25')).toBe(0.25);
    expect(parsePlainNumber('1e3')).toBeNull();
    expect(parsePlainNumber('0x10')).toBeNull();
    expect(parsePlainNumber('')).toBeNull();
    expect(parsePlainNumber('1,5')).toBeNull();
  });
});
