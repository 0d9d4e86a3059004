import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { lastRecurringEnd, msUntilNextReading, readCountdown, resolveTimerEnd } from './timer-target';
import '../extras';

const at = (iso: string) => Date.parse(iso);
const base = { endDateTime: '2026-12-24T18:00', timeZone: 'Europe/Berlin' };

describe('the recurrence rules, loaded on demand', () => {
  it('are missing until core/counter/extras is imported, and a recurring timer has no end till then', async () => {
    vi.resetModules();
    const fresh = await import('./timer-target');
    expect(fresh.hasRecurrenceRules()).toBe(false);
    const recurring = {
      ...base,
      timerMode: 'recurring' as const,
      recurrence: { freq: 'daily' as const, time: '09:00' },
    };
    expect(fresh.resolveTimerEnd(recurring, at('2026-05-01T10:00:00Z'))).toBeNull();
    await import('../extras');
    expect(fresh.hasRecurrenceRules()).toBe(true);
    expect(fresh.resolveTimerEnd(recurring, at('2026-05-01T10:00:00Z'))).toBe(at('2026-05-02T07:00:00Z'));
  });
});

describe('resolveTimerEnd', () => {
  it('date mode is the wall time in the counter zone', () => {
    expect(resolveTimerEnd({ ...base, timerMode: 'date' }, 0)).toBe(at('2026-12-24T17:00:00Z'));
    expect(resolveTimerEnd({ ...base, timeZone: 'Nowhere/City', timerMode: 'date' }, 0)).toBeNull();
  });

  it('evergreen ends its minutes after the first visit, which a reload keeps', () => {
    const settings = { ...base, timerMode: 'evergreen' as const, evergreenMinutes: 90 };
    const firstVisit = at('2026-05-01T10:00:00Z');
    expect(resolveTimerEnd(settings, firstVisit)).toBe(firstVisit + 90 * 60_000);
    // An hour later, with the stored first visit, the deadline has not moved.
    expect(resolveTimerEnd(settings, firstVisit + 3_600_000, firstVisit)).toBe(firstVisit + 90 * 60_000);
  });

  it('recurring points at the next occurrence and starts over after it', () => {
    const settings = {
      ...base,
      timerMode: 'recurring' as const,
      recurrence: { freq: 'weekly' as const, time: '17:00', weekdays: [5] },
    };
    const friday = at('2026-03-27T16:00:00Z');
    expect(resolveTimerEnd(settings, friday - 1)).toBe(friday);
    expect(resolveTimerEnd(settings, friday)).toBe(at('2026-04-03T15:00:00Z'));
    expect(lastRecurringEnd(settings, friday + 5_000)).toBe(friday);
    expect(resolveTimerEnd({ ...settings, recurrence: undefined }, friday)).toBeNull();
    expect(lastRecurringEnd({ ...settings, timerMode: 'date' }, friday)).toBeNull();
  });
});

describe('readCountdown', () => {
  const end = 1_000_000;

  it('counts down rounded up, then stops at zero', () => {
    expect(readCountdown(end, end - 1, 'stop')).toEqual({ phase: 'counting', seconds: 1 });
    expect(readCountdown(end, end - 1000, 'stop')).toEqual({ phase: 'counting', seconds: 1 });
    expect(readCountdown(end, end - 1001, 'stop')).toEqual({ phase: 'counting', seconds: 2 });
    expect(readCountdown(end, end, 'stop')).toEqual({ phase: 'done', seconds: 0 });
    expect(readCountdown(end, end + 60_000, 'stop')).toEqual({ phase: 'done', seconds: 0 });
  });

  it('overtime counts whole seconds up from the end', () => {
    expect(readCountdown(end, end, 'count-up')).toEqual({ phase: 'overtime', seconds: 0 });
    expect(readCountdown(end, end + 999, 'count-up')).toEqual({ phase: 'overtime', seconds: 0 });
    expect(readCountdown(end, end + 12_000, 'count-up')).toEqual({ phase: 'overtime', seconds: 12 });
  });

  it('waits a whole second on a boundary, the rest of the second between, and forever once stopped', () => {
    expect(msUntilNextReading(end, end - 2000, 'stop')).toBe(1000);
    expect(msUntilNextReading(end, end - 2500, 'stop')).toBe(500);
    expect(msUntilNextReading(end, end - 1, 'stop')).toBe(1);
    expect(msUntilNextReading(end, end, 'stop')).toBeNull();
    expect(msUntilNextReading(end, end, 'count-up')).toBe(1000);
    expect(msUntilNextReading(end, end + 300, 'count-up')).toBe(700);
  });

  it('the next change comes exactly on a whole-second boundary of the end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.constantFrom('stop' as const, 'count-up' as const),
        (offset, afterZero) => {
          const now = end + offset;
          const wait = msUntilNextReading(end, now, afterZero);
          if (wait === null) {
            expect(afterZero).toBe('stop');
            expect(now).toBeGreaterThanOrEqual(end);
            return;
          }
          expect(wait).toBeGreaterThan(0);
          expect(wait).toBeLessThanOrEqual(1000);
          expect(Math.abs((now + wait - end) % 1000)).toBe(0);
          expect(readCountdown(end, now + wait, afterZero)).not.toEqual(
            readCountdown(end, now + wait - 1, afterZero),
          );
        },
      ),
    );
  });
});
