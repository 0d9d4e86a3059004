import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters, dailyCounts } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  dayEnd,
  locatePage,
  readDailyCounts,
  subtractCounts,
  sumCounts,
  utcDay,
  utcDaySql,
} from './daily-counts';
import { addCounter, addUser } from './testing/admin-test-support';

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

it('names a moment by its UTC day, also where the local day is already the next one', () => {
  expect(utcDay(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
  expect(sumCounts(days)).toBe(10);
  expect(sumCounts([])).toBe(0);
});

// The admin dashboard's totals and list pages are read from these day totals, not by counting rows.
describe('readDailyCounts against the trigger-kept table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("reads one table's days with rows, newest first, and no day whose rows were all deleted", async () => {
    const owner = await addUser(t, { createdAt: new Date('2026-03-02T23:59:00Z') });
    await addUser(t, { createdAt: new Date('2026-03-02T00:00:00Z') });
    await addUser(t, { createdAt: new Date('2026-03-05T12:00:00Z') });
    await addCounter(t, owner, 'Kept', new Date('2026-03-04T12:00:00Z'));
    await t.app.db
      .insert(dailyCounts)
      .values({ tableName: 'users', day: '2026-03-09', n: 0 })
      .onConflictDoUpdate({ target: [dailyCounts.tableName, dailyCounts.day], set: { n: 0 } });
    const users = await readDailyCounts(t.app.db, 'users');
    expect(users.filter((d) => d.day.startsWith('2026-03'))).toEqual([
      { day: '2026-03-05', n: 1 },
      { day: '2026-03-02', n: 2 },
    ]);
    expect(await readDailyCounts(t.app.db, 'counters')).toEqual([{ day: '2026-03-04', n: 1 }]);
  });

  it('groups timestamps by UTC day in SQL as utcDay does in JavaScript', async () => {
    const [row] = await t.app.db
      .select({ day: utcDaySql(counters.createdAt) })
      .from(counters)
      .limit(1);
    expect(row?.day).toBe('2026-03-04');
  });
});
