import { describe, expect, it } from 'vitest';
import { GuessThrottle } from './guess-throttle';

describe('GuessThrottle', () => {
  it('blocks an address after too many misses, for the rest of its window only', () => {
    const t = new GuessThrottle(3, 60_000);
    for (let i = 0; i < 3; i++) {
      expect(t.isBlocked('a', 1000)).toBe(false);
      t.recordMiss('a', 1000);
    }
    expect(t.isBlocked('a', 1000)).toBe(true);
    expect(t.isBlocked('b', 1000)).toBe(false);
    expect(t.isBlocked('a', 61_001)).toBe(false);
  });

  it('keeps its memory bounded under misses from many addresses', () => {
    const t = new GuessThrottle(3, 60_000);
    let largest = 0;
    for (let i = 0; i < 25_000; i++) {
      t.recordMiss(address(i), 1000);
      largest = Math.max(largest, windowCount(t));
    }
    expect(largest).toBe(10_000);
  });

  it('lets an address in again exactly when its window ends, and counts afresh from there', () => {
    const t = new GuessThrottle(3, 60_000);
    for (let i = 0; i < 3; i++) t.recordMiss('a', 1000);
    expect(t.isBlocked('a', 60_999)).toBe(true);
    expect(t.isBlocked('a', 61_000)).toBe(false);
    expect(windowCount(t)).toBe(0); // an ended window is not kept
    for (let i = 0; i < 3; i++) t.recordMiss('b', 1000);
    t.recordMiss('b', 61_000); // the first miss of a new window, not the fourth of the old one
    expect(t.isBlocked('b', 61_000)).toBe(false);
    t.recordMiss('b', 61_000);
    t.recordMiss('b', 61_000);
    expect(t.isBlocked('b', 61_000)).toBe(true);
  });

  it('under a flood, forgets ended windows first and keeps blocking an address still in its window', () => {
    const t = new GuessThrottle(3, 60_000);
    for (let i = 0; i < 5_000; i++) t.recordMiss(address(i), 1000); // ends at 61,000
    for (let i = 0; i < 3; i++) t.recordMiss('guesser', 30_000);
    for (let i = 5_000; i < 9_999; i++) t.recordMiss(address(i), 30_000); // ends at 90,000
    expect(windowCount(t)).toBe(10_000);
    t.recordMiss('newcomer', 61_000);
    // The 5,000 ended windows went; the 5,000 live ones, the guesser's among them, all stayed.
    expect(windowCount(t)).toBe(5_001);
    expect(t.isBlocked('guesser', 61_000)).toBe(true);
    expect(t.isBlocked(address(5_000), 61_000)).toBe(false);
  });

  it('when every window is live, forgets the oldest addresses, not the newest guesser', () => {
    const t = new GuessThrottle(3, 60_000);
    for (let i = 0; i < 9_999; i++) t.recordMiss(address(i), 1000);
    for (let i = 0; i < 3; i++) t.recordMiss('guesser', 1000);
    t.recordMiss('newcomer', 2000);
    expect(windowCount(t)).toBe(9_001);
    expect(t.isBlocked('guesser', 2000)).toBe(true);
    t.recordMiss(address(999), 2000); // forgotten: counts from 1 again
    t.recordMiss(address(999), 2000);
    expect(t.isBlocked(address(999), 2000)).toBe(false);
    t.recordMiss(address(1000), 2000);
    t.recordMiss(address(1000), 2000);
    expect(t.isBlocked(address(1000), 2000)).toBe(true); // kept: its first miss still counts
  });
});

const address = (i: number) => `10.0.${i >> 8}.${i & 255}`;
/** How many addresses the throttle remembers: its memory, which a flood must not grow. */
const windowCount = (t: GuessThrottle) => (t as unknown as { windows: Map<string, unknown> }).windows.size;
