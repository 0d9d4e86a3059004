import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCountdownParts,
  imageUnitCount,
  isCountdownComplete,
  msUntilNextSecondBoundary,
  pluralize,
  remainingSeconds,
  resolveEndInstant,
  splitDuration,
  unitText,
} from './countdown';

const END = Date.parse('2026-01-01T00:00:00Z');

describe('remainingSeconds', () => {
  it('rounds up so zero arrives exactly at the end instant', () => {
    expect(remainingSeconds(END, END - 3000)).toBe(3);
    expect(remainingSeconds(END, END - 2999)).toBe(3);
    expect(remainingSeconds(END, END - 2000)).toBe(2);
    expect(remainingSeconds(END, END - 1)).toBe(1);
    expect(remainingSeconds(END, END)).toBe(0);
    expect(remainingSeconds(END, END + 5000)).toBe(0);
    expect(isCountdownComplete(END, END - 1)).toBe(false);
    expect(isCountdownComplete(END, END)).toBe(true);
  });

  it('schedules the next tick on the boundary', () => {
    expect(msUntilNextSecondBoundary(END, END - 3000)).toBe(1000);
    expect(msUntilNextSecondBoundary(END, END - 2750)).toBe(750);
    expect(msUntilNextSecondBoundary(END, END - 1)).toBe(1);
    expect(msUntilNextSecondBoundary(END, END)).toBe(0);
    expect(msUntilNextSecondBoundary(END, END + 10)).toBe(0);
  });
});

describe('resolveEndInstant', () => {
  it('reads endDateTime in its time zone, or null when unusable', () => {
    expect(resolveEndInstant({ endDateTime: '2026-01-01T05:30', timeZone: 'Asia/Kolkata' })).toBe(END);
    expect(resolveEndInstant({ endDateTime: '', timeZone: 'UTC' })).toBeNull();
    expect(resolveEndInstant({ endDateTime: '2026-01-01T00:00', timeZone: 'Bad/Zone' })).toBeNull();
  });
});

describe('splitDuration and formatCountdownParts', () => {
  it('splits seconds into days, hours, minutes, seconds', () => {
    expect(splitDuration(90_061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('pads to two digits with the product’s labels', () => {
    expect(formatCountdownParts(splitDuration(5 * 86_400 + 3 * 3600 + 7), false)).toEqual([
      { value: '05', label: 'days' },
      { value: '03', label: 'hours' },
      { value: '00', label: 'mins' },
      { value: '07', label: 'secs' },
    ]);
    expect(formatCountdownParts(splitDuration(123 * 86_400), false)[0]).toEqual({
      value: '123',
      label: 'days',
    });
  });

  it('drops only leading zero units when asked, always keeping seconds', () => {
    const labels = (s: number) => formatCountdownParts(splitDuration(s), true).map((p) => p.label);
    expect(labels(3 * 3600 + 5)).toEqual(['hours', 'mins', 'secs']);
    expect(labels(65)).toEqual(['mins', 'secs']);
    expect(labels(9)).toEqual(['secs']);
    expect(labels(0)).toEqual(['secs']);
    expect(labels(86_400)).toEqual(['days', 'hours', 'mins', 'secs']);
    expect(formatCountdownParts(splitDuration(0), true)).toEqual([{ value: '00', label: 'secs' }]);
  });
});

// Reference computed with integer arithmetic only, independent of the code under test.
const expectedSeconds = (end: number, now: number) => (now >= end ? 0 : Math.floor((end - now + 999) / 1000));

describe('countdown over time (property)', () => {
  it('splitDuration recomposes to the same total', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), (s) => {
        const p = splitDuration(s);
        expect(p.days * 86_400 + p.hours * 3600 + p.minutes * 60 + p.seconds).toBe(s);
        expect(p.hours < 24 && p.minutes < 60 && p.seconds < 60).toBe(true);
      }),
    );
  });

  it('an hour of irregular ticks, tab suspensions and rate changes never drifts', () => {
    const gap = fc.oneof(
      fc.integer({ min: 1, max: 1100 }), // a normal or late timer
      fc.integer({ min: 1, max: 250 }), // a faster tick rate
      fc.integer({ min: 30_000, max: 900_000 }), // a suspended background tab
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.nat(999),
        fc.array(gap, { maxLength: 400 }),
        (start, phase, gaps) => {
          const end = start + 3600_000 + phase;
          let now = start;
          let wrong: string | null = null;
          for (const step of gaps) {
            now += step;
            const shown = remainingSeconds(end, now);
            if (shown !== expectedSeconds(end, now)) wrong = `at ${now - start} ms showed ${shown}`;
            const parts = splitDuration(shown);
            const back = parts.days * 86_400 + parts.hours * 3600 + parts.minutes * 60 + parts.seconds;
            if (back !== shown) wrong = `split ${shown} as ${JSON.stringify(parts)}`;
          }
          expect(wrong).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a viewer sleeping until each boundary shows every second exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 1, max: 7200_000 }),
        (start, length) => {
          const end = start + length;
          let now = start;
          let shown = remainingSeconds(end, now);
          let problems = 0;
          while (shown > 0) {
            now += msUntilNextSecondBoundary(end, now);
            const next = remainingSeconds(end, now);
            if (next !== shown - 1 || (end - now) % 1000 !== 0) problems += 1;
            shown = next;
          }
          expect(problems).toBe(0);
          expect(now).toBe(end);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('unit wording', () => {
  it('is singular for exactly one, plural otherwise', () => {
    expect(unitText({ value: '01', label: 'mins' })).toBe('min');
    expect(unitText({ value: '02', label: 'mins' })).toBe('mins');
    expect(unitText({ value: '00', label: 'secs' })).toBe('secs');
    expect(unitText({ value: '1', label: 'days' })).toBe('day');
    expect(unitText({ value: '11', label: 'hours' })).toBe('hours');
    expect(unitText({ value: '01', label: 'hours' })).toBe('hour');
    expect(unitText({ value: '01', label: 'secs' })).toBe('sec');
    expect(unitText({ value: '01', label: 'days' })).toBe('day');
    expect(pluralize(1, 'min')).toBe('1 min');
    expect(pluralize(3, 'min')).toBe('3 mins');
  });
});

describe('imageUnitCount and a fixed number of units', () => {
  it('counts the units an e-mail image shows from its first frame', () => {
    expect(imageUnitCount(86_400)).toBe(4);
    expect(imageUnitCount(86_399)).toBe(3);
    expect(imageUnitCount(3600)).toBe(3);
    expect(imageUnitCount(3599)).toBe(2);
    expect(imageUnitCount(1)).toBe(2);
    // Read at zero: 00:00:00.
    expect(imageUnitCount(0)).toBe(3);
  });

  it('shows the last units, whatever the value', () => {
    const labels = (s: number, units: number) =>
      formatCountdownParts(splitDuration(s), false, units).map((p) => p.label);
    expect(labels(3_599, 3)).toEqual(['hours', 'mins', 'secs']);
    expect(labels(0, 2)).toEqual(['mins', 'secs']);
    expect(labels(90_000, 4)).toEqual(['days', 'hours', 'mins', 'secs']);
    expect(labels(5, 9)).toHaveLength(4);
    expect(labels(5, 0)).toEqual(['secs']);
  });
});
