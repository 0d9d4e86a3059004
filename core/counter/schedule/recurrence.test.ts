import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToZonedLocal } from '../time-zone';
import {
  isRecurrenceTime,
  nextOccurrence,
  occursOnDay,
  previousOccurrence,
  type Recurrence,
} from './recurrence';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('nextOccurrence across DST changes', () => {
  const fridayFive: Recurrence = { freq: 'weekly', time: '17:00', weekdays: [5] };

  it('Europe/Berlin spring forward: a weekly Friday deadline keeps 17:00 local', () => {
    expect(iso(nextOccurrence(fridayFive, 'Europe/Berlin', at('2026-03-25T12:00:00Z')))).toBe(
      '2026-03-27T16:00:00.000Z',
    );
    // The clocks go forward on Sunday 29 March: the next Friday is 17:00 CEST, 15:00 UTC.
    expect(iso(nextOccurrence(fridayFive, 'Europe/Berlin', at('2026-03-27T16:00:00Z')))).toBe(
      '2026-04-03T15:00:00.000Z',
    );
  });

  it('Europe/Berlin: a time skipped by the gap fires when the clock jumps past it', () => {
    const daily = { freq: 'daily', time: '02:30' } as const;
    expect(iso(nextOccurrence(daily, 'Europe/Berlin', at('2026-03-28T12:00:00Z')))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(instantToZonedLocal(at('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29T03:30');
  });

  it('Europe/Berlin fall back: a repeated wall time fires once, at the earlier instant', () => {
    const daily = { freq: 'daily', time: '02:30' } as const;
    const first = nextOccurrence(daily, 'Europe/Berlin', at('2026-10-24T12:00:00Z'));
    expect(iso(first)).toBe('2026-10-25T00:30:00.000Z');
    // Not again an hour later when 02:30 comes round a second time.
    expect(iso(nextOccurrence(daily, 'Europe/Berlin', first))).toBe('2026-10-26T01:30:00.000Z');
  });

  it('America/New_York both changes', () => {
    const nine = { freq: 'daily', time: '09:00' } as const;
    expect(iso(nextOccurrence(nine, 'America/New_York', at('2026-03-07T15:00:00Z')))).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    expect(iso(nextOccurrence(nine, 'America/New_York', at('2026-03-07T12:00:00Z')))).toBe(
      '2026-03-07T14:00:00.000Z',
    );
    expect(iso(nextOccurrence(nine, 'America/New_York', at('2026-10-31T14:00:00Z')))).toBe(
      '2026-11-01T14:00:00.000Z',
    );
  });

  it('a zone without DST keeps the same UTC time all year', () => {
    const nine = { freq: 'daily', time: '09:00' } as const;
    for (const now of ['2026-01-10T12:00:00Z', '2026-07-10T12:00:00Z', '2026-11-10T12:00:00Z']) {
      expect(iso(nextOccurrence(nine, 'Asia/Tokyo', at(now))).slice(11)).toBe('00:00:00.000Z');
    }
  });
});

describe('monthly rules', () => {
  it('the 31st falls on the last day of shorter months', () => {
    const end = { freq: 'monthly', time: '12:00', monthDay: 31 } as const;
    expect(iso(nextOccurrence(end, 'UTC', at('2026-02-01T00:00:00Z')))).toBe('2026-02-28T12:00:00.000Z');
    expect(iso(nextOccurrence(end, 'UTC', at('2026-04-01T00:00:00Z')))).toBe('2026-04-30T12:00:00.000Z');
    expect(iso(nextOccurrence(end, 'UTC', at('2026-03-01T00:00:00Z')))).toBe('2026-03-31T12:00:00.000Z');
  });

  it('29 February exists in leap years only', () => {
    const leap = { freq: 'monthly', time: '08:00', monthDay: 29 } as const;
    expect(iso(nextOccurrence(leap, 'UTC', at('2027-02-01T00:00:00Z')))).toBe('2027-02-28T08:00:00.000Z');
    expect(iso(nextOccurrence(leap, 'UTC', at('2028-02-01T00:00:00Z')))).toBe('2028-02-29T08:00:00.000Z');
    expect(iso(nextOccurrence(leap, 'UTC', at('2028-02-29T08:00:00Z')))).toBe('2028-03-29T08:00:00.000Z');
  });
});

describe('rules refused', () => {
  it('a malformed time or a weekly rule without days throws RangeError', () => {
    expect(() => nextOccurrence({ freq: 'daily', time: '24:00' }, 'UTC', 0)).toThrow(RangeError);
    expect(() => nextOccurrence({ freq: 'daily', time: '9:00' }, 'UTC', 0)).toThrow(RangeError);
    expect(() => nextOccurrence({ freq: 'weekly', time: '09:00', weekdays: [] }, 'UTC', 0)).toThrow(
      RangeError,
    );
    expect(() => nextOccurrence({ freq: 'daily', time: '09:00' }, 'Nowhere/City', 0)).toThrow(RangeError);
  });

  it('says which: the time it could not read, or the missing weekdays', () => {
    expect(() => nextOccurrence({ freq: 'daily', time: '24:00' }, 'UTC', 0)).toThrow(
      'Invalid recurrence time: 24:00',
    );
    for (const weekdays of [[], undefined])
      expect(() => nextOccurrence({ freq: 'weekly', time: '09:00', weekdays }, 'UTC', 0)).toThrow(
        'A weekly recurrence needs at least one weekday',
      );
  });

  it('reads HH:MM only, anchored at both ends', () => {
    for (const ok of ['00:00', '09:05', '19:59', '23:59']) expect(isRecurrenceTime(ok), ok).toBe(true);
    for (const bad of ['x09:00', '09:00x', '24:00', '09:60', '9:00', ' 09:00'])
      expect(isRecurrenceTime(bad), bad).toBe(false);
  });

  it('never fires a weekly rule without weekdays on any day', () => {
    expect(occursOnDay({ freq: 'weekly', time: '09:00' }, 2026, 3, 27)).toBe(false);
    expect(occursOnDay({ freq: 'weekly', time: '09:00', weekdays: [5] }, 2026, 3, 27)).toBe(true);
  });

  it('counts an occurrence at exactly now as the previous one, not the next', () => {
    const nine = at('2026-05-04T09:00:00Z');
    const daily: Recurrence = { freq: 'daily', time: '09:00' };
    expect(previousOccurrence(daily, 'UTC', nine)).toBe(nine);
    expect(nextOccurrence(daily, 'UTC', nine)).toBe(nine + 86_400_000);
    expect(previousOccurrence(daily, 'UTC', nine - 1)).toBe(nine - 86_400_000);
  });
});

const zones = fc.constantFrom(
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Tokyo',
  'Australia/Lord_Howe',
);
const rules: fc.Arbitrary<Recurrence> = fc.oneof(
  fc.record({
    freq: fc.constant('daily' as const),
    time: fc.constantFrom('00:00', '02:30', '09:15', '23:59'),
  }),
  fc.record({
    freq: fc.constant('weekly' as const),
    time: fc.constantFrom('00:00', '02:30', '17:00'),
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
  }),
  fc.record({
    freq: fc.constant('monthly' as const),
    time: fc.constantFrom('00:00', '02:30', '12:00'),
    monthDay: fc.integer({ min: 1, max: 31 }),
  }),
);
const instants = fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2030-12-31T00:00:00Z') });
const MAX_GAP_MS = { daily: 25 * 3_600_000, weekly: 7 * 86_400_000 + 3_600_000, monthly: 32 * 86_400_000 };

describe('nextOccurrence properties', () => {
  it('is after now, within one period, and no occurrence lies between', () => {
    fc.assert(
      fc.property(rules, zones, instants, (rule, zone, now) => {
        const next = nextOccurrence(rule, zone, now);
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(MAX_GAP_MS[rule.freq]);
        // The latest occurrence before `next` is at or before now: nothing was skipped.
        const before = previousOccurrence(rule, zone, next - 1);
        if (before !== null) expect(before).toBeLessThanOrEqual(now);
        // Starting over: the occurrence after `next` is later still.
        expect(nextOccurrence(rule, zone, next)).toBeGreaterThan(next);
      }),
      { numRuns: 300 },
    );
  });

  it('fires at the rule wall time, or in the hour after it when DST skips it', () => {
    fc.assert(
      fc.property(rules, zones, instants, (rule, zone, now) => {
        const next = nextOccurrence(rule, zone, now);
        const wall = instantToZonedLocal(next, zone).slice(11);
        const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
        const late = (minutes(wall) - minutes(rule.time) + 1440) % 1440;
        expect(late === 0 || late <= 60).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
