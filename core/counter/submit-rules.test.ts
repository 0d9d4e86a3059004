import { describe, expect, it } from 'vitest';
import { createFormDefaults } from './settings-defaults';
import {
  checkSubmitRules,
  formatSubmitProblem,
  INVALID_CONFIGURATION,
  INVALID_CONFIGURATION_MESSAGE,
  INVALID_DATE,
  INVALID_DATE_MESSAGE,
} from './submit-rules';

const now = new Date('2026-06-01T12:00:00Z');
const base = createFormDefaults(now, 'UTC');

describe('checkSubmitRules', () => {
  it('rejects equal start and end in number mode', () => {
    expect(checkSubmitRules({ ...base, startNumber: 5, endNumber: 5 }, now)).toEqual({
      title: 'Invalid Configuration',
      description: 'Start and end numbers cannot be the same.',
      field: 'endNumber',
    });
    expect(checkSubmitRules({ ...base, startNumber: 5, endNumber: 6 }, now)).toBeNull();
    expect(checkSubmitRules({ ...base, startNumber: 6, endNumber: 5 }, now)).toBeNull();
  });

  it('ignores the date in number mode and the numbers in datetime mode', () => {
    expect(checkSubmitRules({ ...base, endDateTime: '2000-01-01T00:00' }, now)).toBeNull();
    expect(
      checkSubmitRules({ ...base, countdownType: 'datetime', startNumber: 1, endNumber: 1 }, now),
    ).toBeNull();
  });

  it('requires a datetime end strictly in the future, read in its time zone', () => {
    const dt = { ...base, countdownType: 'datetime' as const };
    expect(checkSubmitRules({ ...dt, endDateTime: '2026-06-01T12:00' }, now)).toEqual(INVALID_DATE);
    expect(checkSubmitRules({ ...dt, endDateTime: '2026-06-01T12:00:01' }, now)).toBeNull();
    expect(checkSubmitRules({ ...dt, endDateTime: '2026-06-01T11:59' }, now)?.title).toBe('Invalid Date');
    // 13:00 in London (BST) is 12:00Z: not in the future.
    expect(
      checkSubmitRules({ ...dt, endDateTime: '2026-06-01T13:00', timeZone: 'Europe/London' }, now),
    ).toEqual(INVALID_DATE);
    expect(
      checkSubmitRules({ ...dt, endDateTime: '2026-06-01T13:01', timeZone: 'Europe/London' }, now),
    ).toBeNull();
    expect(checkSubmitRules({ ...dt, endDateTime: 'garbage' }, now)).toEqual(INVALID_DATE);
  });

  it('checks the date only when the save sets the end', () => {
    const ended = { ...base, countdownType: 'datetime' as const, endDateTime: '2026-05-01T10:00' };
    // Create: always checked.
    expect(checkSubmitRules(ended, now)).toEqual(INVALID_DATE);
    expect(checkSubmitRules(ended, now, null)).toEqual(INVALID_DATE);
    // Another field of an ended countdown changed (title, name, numbers…): the end stays put.
    expect(checkSubmitRules({ ...ended, startNumber: 9 }, now, ended)).toBeNull();
    // Same instant written in another form (seconds) is not a move.
    expect(checkSubmitRules({ ...ended, endDateTime: '2026-05-01T10:00:00' }, now, ended)).toBeNull();
    // The end moves (another past instant, or the same wall time in another zone): checked.
    expect(checkSubmitRules({ ...ended, endDateTime: '2026-05-01T10:01' }, now, ended)).toEqual(INVALID_DATE);
    expect(checkSubmitRules({ ...ended, timeZone: 'Asia/Tokyo' }, now, ended)).toEqual(INVALID_DATE);
    expect(checkSubmitRules({ ...ended, endDateTime: '2026-06-02T10:00' }, now, ended)).toBeNull();
    // A number counter turned into a countdown sets an end.
    expect(checkSubmitRules(ended, now, { ...ended, countdownType: 'number' })).toEqual(INVALID_DATE);
    // A stored countdown with an unusable end: any usable end is a change.
    expect(checkSubmitRules(ended, now, { ...ended, endDateTime: 'garbage' })).toEqual(INVALID_DATE);
  });

  it('keeps the number rule whatever was stored', () => {
    const same = { ...base, startNumber: 3, endNumber: 3 };
    expect(checkSubmitRules(same, now, same)).toEqual(INVALID_CONFIGURATION);
  });

  it('exports the joined texts of docs/product.md §5', () => {
    expect(INVALID_CONFIGURATION_MESSAGE).toBe(
      'Invalid Configuration: Start and end numbers cannot be the same.',
    );
    expect(INVALID_DATE_MESSAGE).toBe('Invalid Date: End date and time must be in the future.');
    expect(formatSubmitProblem(INVALID_CONFIGURATION)).toBe(INVALID_CONFIGURATION_MESSAGE);
    expect(formatSubmitProblem(INVALID_DATE)).toBe(INVALID_DATE_MESSAGE);
  });
});

describe('checkSubmitRules: timer modes and older stored counters', () => {
  const past = { ...base, countdownType: 'datetime' as const, endDateTime: '2026-05-01T10:00' };

  it('puts a past end on the end date field', () => {
    expect(checkSubmitRules(past, now)).toEqual({
      title: 'Invalid Date',
      description: 'End date and time must be in the future.',
      field: 'endDateTime',
    });
  });

  it('leaves the date field alone for evergreen and recurring timers, not for a dated one', () => {
    // Their end is computed; a stale date left in the field must not block the save.
    expect(checkSubmitRules({ ...past, timerMode: 'evergreen' }, now)).toBeNull();
    expect(checkSubmitRules({ ...past, timerMode: 'recurring' }, now)).toBeNull();
    expect(checkSubmitRules({ ...past, timerMode: 'date' }, now)).toEqual(INVALID_DATE);
  });

  it('reads a stored countdown without a time zone as UTC', () => {
    // Counters saved before the zone field: the same wall time in UTC is not a move.
    const stored = { countdownType: 'datetime' as const, endDateTime: '2026-05-01T10:00' };
    expect(checkSubmitRules(past, now, stored)).toBeNull();
    expect(checkSubmitRules({ ...past, timeZone: 'Europe/Paris' }, now, stored)).toEqual(INVALID_DATE);
    // Nothing stored for the end at all: any end is new, so it is checked.
    expect(checkSubmitRules(past, now, { countdownType: 'datetime' })).toEqual(INVALID_DATE);
  });
});
