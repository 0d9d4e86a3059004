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
    for (let i = 0; i < 25_000; i++) t.recordMiss(`10.0.${i >> 8}.${i & 255}`, 1000);
    expect((t as unknown as { windows: Map<string, unknown> }).windows.size).toBeLessThanOrEqual(10_000);
  });
});
