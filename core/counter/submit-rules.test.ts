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

  it('exports the joined texts of SPEC.md §5', () => {
    expect(INVALID_CONFIGURATION_MESSAGE).toBe(
      'Invalid Configuration: Start and end numbers cannot be the same.',
    );
    expect(INVALID_DATE_MESSAGE).toBe('Invalid Date: End date and time must be in the future.');
    expect(formatSubmitProblem(INVALID_CONFIGURATION)).toBe(INVALID_CONFIGURATION_MESSAGE);
    expect(formatSubmitProblem(INVALID_DATE)).toBe(INVALID_DATE_MESSAGE);
  });
});
