import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRepeatingTimer, isWarning, RECURRING_HOLD_MS, readTimer } from './timer-reading';
import '../extras';

const at = (iso: string) => Date.parse(iso);
const base = { endDateTime: '2026-12-24T18:00', timeZone: 'Europe/Berlin' };
const end = at('2026-12-24T17:00:00Z');

describe('readTimer', () => {
  it('a dated timer counts down, then stops (default) or counts up (overtime)', () => {
    expect(readTimer(base, end - 1500)).toMatchObject({
      phase: 'counting',
      seconds: 2,
      endMs: end,
      nextChangeMs: 500,
    });
    expect(readTimer(base, end + 12_300)).toMatchObject({ phase: 'done', seconds: 0, nextChangeMs: null });
    expect(readTimer({ ...base, afterZero: 'count-up' }, end + 12_300)).toMatchObject({
      phase: 'overtime',
      seconds: 12,
      nextChangeMs: 700,
    });
  });

  it('a timer with no end (a zone that does not exist) reads done, even one set to count up', () => {
    const broken = { ...base, timeZone: 'Nowhere/City', afterZero: 'count-up' as const };
    expect(readTimer(broken, end)).toEqual({ phase: 'done', seconds: 0, endMs: null, nextChangeMs: null });
  });

  it('an evergreen timer runs from the stored first visit', () => {
    const s = { ...base, timerMode: 'evergreen' as const, evergreenMinutes: 10 };
    const first = at('2026-05-01T10:00:00Z');
    expect(readTimer(s, first + 65_000, first)).toMatchObject({ phase: 'counting', seconds: 535 });
    expect(readTimer(s, first, null)).toMatchObject({ seconds: 600 });
  });

  it('a recurring timer holds its occurrence for a minute, then counts to the next (across DST)', () => {
    const s = {
      ...base,
      timerMode: 'recurring' as const,
      recurrence: { freq: 'daily' as const, time: '12:00' },
      completionMessage: 'x',
    };
    // Berlin springs forward on 28 March 2027: noon to noon is 23 hours.
    const noon = at('2027-03-27T11:00:00Z');
    expect(readTimer(s, noon - 1000)).toMatchObject({ phase: 'counting', seconds: 1 });
    expect(readTimer(s, noon + 5000)).toMatchObject({
      phase: 'done',
      endMs: noon,
      nextChangeMs: RECURRING_HOLD_MS - 5000,
    });
    expect(readTimer({ ...s, afterZero: 'count-up' }, noon + 5000)).toMatchObject({
      phase: 'overtime',
      seconds: 5,
    });
    expect(readTimer(s, noon + RECURRING_HOLD_MS)).toMatchObject({
      phase: 'counting',
      seconds: 23 * 3600 - 60,
      endMs: at('2027-03-28T10:00:00Z'),
    });
  });

  it('settings without a usable end read zero and never change', () => {
    expect(readTimer({ ...base, timeZone: 'Nowhere/City' }, 0)).toEqual({
      phase: 'done',
      seconds: 0,
      endMs: null,
      nextChangeMs: null,
    });
  });

  it('the next change is always the moment the reading changes (overtime or not)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), fc.boolean(), (offset, up) => {
        const s = { ...base, afterZero: up ? ('count-up' as const) : ('stop' as const) };
        const now = end + offset;
        const reading = readTimer(s, now);
        if (reading.nextChangeMs === null) return reading.phase === 'done';
        const before = readTimer(s, now + reading.nextChangeMs - 1);
        const after = readTimer(s, now + reading.nextChangeMs);
        return (
          before.seconds === reading.seconds &&
          before.phase === reading.phase &&
          (after.seconds !== reading.seconds || after.phase !== reading.phase)
        );
      }),
    );
  });
});

describe('isWarning', () => {
  it('warns while counting with that many seconds or fewer shown', () => {
    expect(isWarning({ phase: 'counting', seconds: 10 }, 10)).toBe(true);
    expect(isWarning({ phase: 'counting', seconds: 11 }, 10)).toBe(false);
    expect(isWarning({ phase: 'overtime', seconds: 1 }, 10)).toBe(false);
    expect(isWarning({ phase: 'counting', seconds: 1 }, undefined)).toBe(false);
    expect(isWarning({ phase: 'done', seconds: 0 }, 10)).toBe(false);
  });
});

describe('isRepeatingTimer', () => {
  it('is true for a recurring timer only', () => {
    expect(isRepeatingTimer({ ...base, timerMode: 'recurring' })).toBe(true);
    expect(isRepeatingTimer({ ...base, timerMode: 'evergreen' })).toBe(false);
    expect(isRepeatingTimer({ ...base, timerMode: 'date' })).toBe(false);
    expect(isRepeatingTimer(base)).toBe(false);
  });
});
