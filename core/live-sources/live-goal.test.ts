import { describe, expect, it } from 'vitest';
import { goalProgress, goalReached, hasGoal } from './live-goal';

describe("a live count's goal", () => {
  it('counts the way from zero to the end number', () => {
    expect(goalProgress(25_000, 100_000)).toBe(25);
    expect(goalProgress(150_000, 100_000)).toBe(100);
    expect(goalProgress(-5, 100)).toBe(0);
  });

  it('is reached at the end number, never by a count that cannot be shown', () => {
    expect(goalReached(99_999, 100_000)).toBe(false);
    expect(goalReached(100_000, 100_000)).toBe(true);
    expect(goalReached(null, 100_000)).toBe(false);
  });

  it('a goal of 0 is no goal', () => {
    expect(hasGoal(0)).toBe(false);
    expect(goalProgress(10, 0)).toBe(0);
    expect(goalReached(10, 0)).toBe(false);
  });
});
