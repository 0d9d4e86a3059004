import { describe, expect, it } from 'vitest';
import { counterSettingsSchema } from '../settings';
import { createFormDefaults } from '../settings-defaults';
import { TIMING_MESSAGES as T } from './timing-schema';

const base = createFormDefaults(new Date('2026-05-01T12:00:00Z'), 'Europe/Berlin');
const parse = (over: Record<string, unknown>) => counterSettingsSchema.safeParse({ ...base, ...over });
const problem = (over: Record<string, unknown>) => {
  const r = parse(over);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
};

describe('issue #17 settings contract', () => {
  it('keeps counters without the new fields valid (today’s behaviour)', () => {
    const r = parse({});
    expect(r.success).toBe(true);
    expect(r.success && r.data.afterZero).toBeUndefined();
  });

  it('accepts every mode with its parameters', () => {
    for (const over of [
      { timerMode: 'date', afterZero: 'count-up' },
      { timerMode: 'evergreen', evergreenMinutes: 1 },
      { timerMode: 'evergreen', evergreenMinutes: 525_600 },
      { timerMode: 'recurring', recurrence: { freq: 'daily', time: '00:00' } },
      { timerMode: 'recurring', recurrence: { freq: 'weekly', time: '23:59', weekdays: [0, 6] } },
      { timerMode: 'recurring', recurrence: { freq: 'monthly', time: '09:30', monthDay: 31 } },
      { endAction: 'hide' },
      { endAction: 'redirect', redirectUrl: 'https://example.com/next' },
      { sound: 'horn', locale: 'ar', warnBelowSeconds: 1, warnColor: '#AbCdEf' },
      { prefix: '$', suffix: ' followers', decimals: 2, compact: true },
    ])
      expect(problem(over), JSON.stringify(over)).toBeNull();
  });

  it('refuses each bad value with a message naming the field', () => {
    expect(problem({ afterZero: 'loop' })).toEqual({ path: 'afterZero', message: T.afterZero });
    expect(problem({ timerMode: 'evergreen' })).toEqual({
      path: 'evergreenMinutes',
      message: T.evergreenMissing,
    });
    expect(problem({ timerMode: 'evergreen', evergreenMinutes: 0 })?.path).toBe('evergreenMinutes');
    expect(problem({ timerMode: 'evergreen', evergreenMinutes: 1.5 })?.message).toBe(T.evergreenMinutes);
    expect(problem({ timerMode: 'recurring' })).toEqual({ path: 'recurrence', message: T.recurrenceMissing });
    expect(problem({ timerMode: 'recurring', recurrence: { freq: 'monthly', time: '09:00' } })).toEqual({
      path: 'recurrence.monthDay',
      message: T.recurrenceMonthDayMissing,
    });
    expect(
      problem({ timerMode: 'recurring', recurrence: { freq: 'weekly', time: '9:00', weekdays: [1] } }),
    ).toEqual({ path: 'recurrence.time', message: T.recurrenceTime });
    expect(
      problem({ timerMode: 'recurring', recurrence: { freq: 'weekly', time: '09:00', weekdays: [7] } })
        ?.message,
    ).toBe(T.recurrenceWeekdays);
    expect(problem({ endAction: 'redirect' })).toEqual({
      path: 'redirectUrl',
      message: T.redirectUrlMissing,
    });
    expect(problem({ endAction: 'redirect', redirectUrl: 'http://example.com' })?.message).toBe(
      T.redirectUrl,
    );
    expect(problem({ redirectUrl: `https://example.com/${'x'.repeat(2048)}` })?.message).toBe(T.redirectUrl);
    expect(problem({ sound: 'siren' })?.message).toBe(T.sound);
    expect(problem({ locale: 'en-GB' })?.message).toBe(T.locale);
    expect(problem({ warnBelowSeconds: 0 })?.message).toBe(T.warnBelowSeconds);
    expect(problem({ warnColor: '#fff' })?.message).toBe(T.warnColor);
    expect(problem({ prefix: '1234567890123' })?.message).toBe(T.prefix);
    expect(problem({ suffix: '1234567890123' })?.message).toBe(T.suffix);
    expect(problem({ decimals: -1 })?.message).toBe(T.decimals);
    expect(problem({ compact: 'yes' })?.message).toBe(T.compact);
  });
});

describe('issue #17 settings: the field’s own message for every kind of bad value', () => {
  const recurring = (recurrence: Record<string, unknown>) =>
    problem({ timerMode: 'recurring', recurrence: { freq: 'daily', time: '09:00', ...recurrence } });

  it('names each enum field when its value is unknown', () => {
    expect(problem({ timerMode: 'forever' })).toEqual({ path: 'timerMode', message: T.timerMode });
    expect(problem({ endAction: 'explode' })).toEqual({ path: 'endAction', message: T.endAction });
    expect(recurring({ freq: 'hourly' })).toEqual({ path: 'recurrence.freq', message: T.recurrenceFreq });
  });

  it('checks the recurrence’s time, weekdays and month day', () => {
    expect(recurring({ time: 900 })).toEqual({ path: 'recurrence.time', message: T.recurrenceTime });
    expect(recurring({ weekdays: 'mon' })).toEqual({
      path: 'recurrence.weekdays',
      message: T.recurrenceWeekdays,
    });
    expect(recurring({ weekdays: [0, 1, 2, 3, 4, 5, 6, 0] })?.message).toBe(T.recurrenceWeekdays);
    expect(recurring({ weekdays: [0, 1, 2, 3, 4, 5, 6] })).toBeNull();
    expect(recurring({ monthDay: 0 })).toEqual({
      path: 'recurrence.monthDay',
      message: T.recurrenceMonthDay,
    });
    expect(recurring({ monthDay: 32 })?.message).toBe(T.recurrenceMonthDay);
  });

  it('needs at least one weekday for a weekly recurrence, and none for the others', () => {
    for (const weekdays of [undefined, []])
      expect(recurring({ freq: 'weekly', weekdays })).toEqual({
        path: 'recurrence.weekdays',
        message: T.recurrenceWeekdaysMissing,
      });
    expect(recurring({ freq: 'weekly', weekdays: [3] })).toBeNull();
    expect(recurring({ freq: 'daily', weekdays: [] })).toBeNull();
  });

  it('anchors the redirect scheme and the warning colour at both ends', () => {
    for (const redirectUrl of ['httpsx://example.com', 'xhttps://example.com', 5])
      expect(problem({ redirectUrl })?.message, String(redirectUrl)).toBe(T.redirectUrl);
    for (const warnColor of ['x#aabbcc', '#aabbccd', 5])
      expect(problem({ warnColor })?.message).toBe(T.warnColor);
    expect(problem({ prefix: 5 })?.message).toBe(T.prefix);
    expect(problem({ suffix: 5 })?.message).toBe(T.suffix);
  });
});
