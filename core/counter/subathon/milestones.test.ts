import { describe, expect, it } from 'vitest';
import { milestonesPassed } from './milestones';

const ms = [
  { value: 50, message: 'half' },
  { value: 10, message: 'ten' },
  { value: 100, message: 'done' },
];

describe('milestonesPassed', () => {
  it('gives the milestones passed on the way up, in order, counting one the value lands on', () => {
    const up = { startNumber: 0, endNumber: 100 };
    expect(milestonesPassed(ms, up, 5, 50).map((m) => m.message)).toEqual(['ten', 'half']);
    expect(milestonesPassed(ms, up, 10, 49)).toEqual([]);
    expect(milestonesPassed(ms, up, 9, 10).map((m) => m.value)).toEqual([10]);
  });

  it('passes none going back (undo), and the same one again when passed again', () => {
    const up = { startNumber: 0, endNumber: 100 };
    expect(milestonesPassed(ms, up, 60, 5)).toEqual([]);
    expect(milestonesPassed(ms, up, 5, 60).map((m) => m.value)).toEqual([10, 50]);
  });

  it('orders them by value whatever order they were set in, and treats a flat range as counting up', () => {
    const up = { startNumber: 0, endNumber: 100 };
    expect(milestonesPassed(ms, up, 0, 100).map((m) => m.value)).toEqual([10, 50, 100]);
    const flat = { startNumber: 10, endNumber: 10 };
    expect(milestonesPassed(ms, flat, 9, 10).map((m) => m.value)).toEqual([10]);
    expect(milestonesPassed(ms, flat, 10, 9)).toEqual([]);
  });

  it('follows a counter that counts down', () => {
    const down = { startNumber: 100, endNumber: 0 };
    expect(milestonesPassed(ms, down, 100, 10).map((m) => m.value)).toEqual([50, 10]);
    expect(milestonesPassed(ms, down, 10, 60)).toEqual([]);
  });
});
