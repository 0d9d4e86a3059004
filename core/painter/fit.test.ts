import { describe, expect, it } from 'vitest';
import { countdownGridEm, countdownLineEm, digitWidth, numberLineEm } from './fit';

// The digits' font size is the room divided by these widths: a wrong em figure is a number that
// overflows its frame or sits small in it.
const part = (value: string) => ({ value, label: 'secs' as const });

describe('fit: estimated line widths in em', () => {
  it('takes the digit width from the font registry', () => {
    expect(digitWidth('inter')).toBe(0.64);
    expect(digitWidth('oswald')).toBe(0.48);
  });

  it('counts a digit at the font’s width and a separator at 0.3 em', () => {
    expect(numberLineEm('1,234', 'inter')).toBeCloseTo(4 * 0.64 + 0.3, 10);
    expect(numberLineEm('12.5', 'oswald')).toBeCloseTo(3 * 0.48 + 0.3, 10);
  });

  it('counts a minus sign as most of a digit and a prefix or suffix letter as a digit', () => {
    expect(numberLineEm('-10.5', 'inter')).toBeCloseTo(3 * 0.64 + 0.7 * 0.64 + 0.3, 10);
    expect(numberLineEm('\u2212 1', 'inter')).toBeCloseTo(0.7 * 0.64 + 0.3 + 0.64, 10);
    expect(numberLineEm('-0.5 °C', 'inter')).toBeCloseTo(4 * 0.64 + 0.7 * 0.64 + 2 * 0.3, 10);
    expect(numberLineEm('\u200e-12', 'inter')).toBeCloseTo(2.7 * 0.64, 10);
  });

  it('never sizes a line narrower than two digits', () => {
    expect(numberLineEm('7', 'inter')).toBeCloseTo(1.28, 10);
    expect(numberLineEm('', 'inter')).toBeCloseTo(1.28, 10);
    expect(numberLineEm('12', 'inter')).toBeCloseTo(1.28, 10);
  });

  it('adds padding per box and a colon with gaps between boxes', () => {
    expect(countdownLineEm([part('05')], 'inter')).toBeCloseTo(2 * 0.64 + 0.36, 10);
    expect(countdownLineEm([part('05'), part('120')], 'inter')).toBeCloseTo(5 * 0.64 + 2 * 0.36 + 0.5, 10);
    expect(countdownLineEm([], 'inter')).toBe(0);
  });

  it('sizes a wrapped 2×2 grid by its wider row plus the gap', () => {
    const parts = [part('1'), part('02'), part('003'), part('04')];
    // First row: 3 digits; second row: 5 digits.
    expect(countdownGridEm(parts, 'inter')).toBeCloseTo(5 * 0.64 + 2 * 0.36 + 0.24, 10);
    const topWider = [part('1000'), part('02'), part('3'), part('4')];
    expect(countdownGridEm(topWider, 'inter')).toBeCloseTo(6 * 0.64 + 2 * 0.36 + 0.24, 10);
  });
});
