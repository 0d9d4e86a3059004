import { describe, expect, it } from 'vitest';
import { numberValueAtTick } from '../counter/engine/number-replay';
import { createFormDefaults } from '../counter/settings-defaults';
import { createNumberClock } from './number-clock';

const random = {
  ...createFormDefaults(new Date('2030-01-01T00:00:00Z'), 'UTC'),
  countdownType: 'number' as const,
  startNumber: 0,
  endNumber: 1_000_000,
  useRandomIncrement: true,
  randomMin: 1,
  randomMax: 50,
};

describe('createNumberClock', () => {
  it('gives the replayed value of any tick, forwards or backwards', () => {
    const clock = createNumberClock(random, 42);
    for (const tick of [0, 5, 40, 41, 7, 0, 100, 3])
      expect(clock.valueAtTick(tick)).toBe(numberValueAtTick(random, tick, 42));
  });

  it('starts again from the new seed after reseed', () => {
    const clock = createNumberClock(random, 42);
    expect(clock.valueAtTick(30)).toBe(numberValueAtTick(random, 30, 42));
    clock.reseed(7);
    expect(numberValueAtTick(random, 30, 7)).not.toBe(numberValueAtTick(random, 30, 42));
    expect(clock.valueAtTick(30)).toBe(numberValueAtTick(random, 30, 7));
    // Going back after a reseed replays the new seed too, not the first one.
    expect(clock.valueAtTick(10)).toBe(numberValueAtTick(random, 10, 7));
  });
});
