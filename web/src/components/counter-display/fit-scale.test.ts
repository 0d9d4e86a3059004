import { describe, expect, it } from 'vitest';
import { fitScale } from './fit-scale';

describe('fitScale', () => {
  it('scales a column taller than its box down to the box height', () => {
    expect(fitScale({ width: 400, height: 150 }, { width: 400, height: 300 })).toBe(0.5);
  });
  it('takes the tighter side', () => {
    expect(fitScale({ width: 200, height: 300 }, { width: 400, height: 300 })).toBe(0.5);
  });
  it('never enlarges a column that fits', () => {
    expect(fitScale({ width: 1920, height: 1080 }, { width: 400, height: 300 })).toBe(1);
  });
  it('leaves a column not laid out yet at its size', () => {
    expect(fitScale({ width: 400, height: 150 }, { width: 0, height: 0 })).toBe(1);
    expect(fitScale({ width: 0, height: 0 }, { width: 400, height: 300 })).toBe(1);
  });
});
