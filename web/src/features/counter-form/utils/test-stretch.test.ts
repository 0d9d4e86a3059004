import { describe, expect, it } from 'vitest';
import { stretchValue, TEST_STEPS } from './test-stretch';

const up = {
  startNumber: 99_850,
  endNumber: 100_000,
  numberIncrement: 1,
  useRandomIncrement: false,
  randomMin: 1,
  randomMax: 5,
};

describe('stretchValue', () => {
  it('walks the last steps up to the end number', () => {
    const values = Array.from({ length: TEST_STEPS + 1 }, (_, i) => stretchValue(up, TEST_STEPS - i));
    expect(values).toEqual([99_995, 99_996, 99_997, 99_998, 99_999, 100_000]);
  });

  it('steps by the increment, or the middle of the random range', () => {
    expect(stretchValue({ ...up, numberIncrement: 10 }, 2)).toBe(99_980);
    expect(stretchValue({ ...up, useRandomIncrement: true, randomMin: 2, randomMax: 6 }, 2)).toBe(99_992);
  });

  it('walks down to the end of a count down', () => {
    expect(stretchValue({ ...up, startNumber: 100, endNumber: 0 }, 3)).toBe(3);
  });

  it('never starts before the start number', () => {
    expect(stretchValue({ ...up, startNumber: 99_998 }, 5)).toBe(99_998);
    expect(stretchValue({ ...up, startNumber: 2, endNumber: 0, numberIncrement: 1 }, 5)).toBe(2);
  });
});
