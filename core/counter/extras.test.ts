import { describe, expect, it } from 'vitest';
import { hasUnitWords } from './locale/unit-words';
import { hasRecurrenceRules, resolveTimerEnd } from './schedule/timer-target';

// core/counter/extras.ts is what the public viewer loads on demand: this file must not import it
// statically, since it checks the state before and after.
const daily = {
  timerMode: 'recurring' as const,
  endDateTime: '2026-01-01T00:00',
  timeZone: 'Europe/Berlin',
  recurrence: { freq: 'daily' as const, time: '18:00' },
};
const NOW = Date.UTC(2026, 5, 1, 12); // 14:00 in Berlin (summer time)

describe('counter extras, loaded on demand', () => {
  it('without them a recurring timer has no end yet and other languages are not there', () => {
    expect(hasRecurrenceRules()).toBe(false);
    expect(hasUnitWords('de')).toBe(false);
    expect(resolveTimerEnd(daily, NOW)).toBeNull();
  });

  it('importing them adds the recurrence rules and every language', async () => {
    await import('./extras');
    expect(hasRecurrenceRules()).toBe(true);
    expect(hasUnitWords('de')).toBe(true);
    expect(resolveTimerEnd(daily, NOW)).toBe(Date.UTC(2026, 5, 1, 16)); // 18:00 CEST
  });
});
