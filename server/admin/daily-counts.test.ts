import { describe, expect, it } from 'vitest';
import { dayEnd, locatePage, subtractCounts } from './daily-counts';

const days = [
  { day: '2026-11-25', n: 3 },
  { day: '2026-11-23', n: 5 },
  { day: '2026-10-01', n: 2 },
];

describe('locatePage', () => {
  it.each([
    [0, '2026-11-26T00:00:00.000Z', 0],
    [2, '2026-11-26T00:00:00.000Z', 2],
    [3, '2026-11-24T00:00:00.000Z', 0],
    [7, '2026-11-24T00:00:00.000Z', 4],
    [8, '2026-10-02T00:00:00.000Z', 0],
    [9, '2026-10-02T00:00:00.000Z', 1],
  ])('offset %i starts before %s, skipping %i', (offset, before, skip) => {
    expect(locatePage(days, offset)).toEqual({ before: new Date(before), skip });
  });

  it('answers past the last row with no page at all, so nothing is walked', () => {
    expect(locatePage(days, 10)).toBeNull();
    expect(locatePage([], 0)).toBeNull();
  });
});

it('subtracts a subset per day and drops days left empty', () => {
  expect(
    subtractCounts(days, [
      { day: '2026-11-23', n: 5 },
      { day: '2026-11-25', n: 1 },
    ]),
  ).toEqual([
    { day: '2026-11-25', n: 2 },
    { day: '2026-10-01', n: 2 },
  ]);
});

it('ends a day at the next UTC midnight', () => {
  expect(dayEnd('2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
});
