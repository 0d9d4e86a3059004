import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { counters, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { counterNameMatches, isShortTerm, userMatches } from './search-text';
import { addCounter, addUser } from './testing/admin-test-support';

// Five users and counters, oldest first, so a window of two users (four counters) leaves some out.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const names = ['ab_old', 'a%b', 'a\\b', 'zz', 'ab_new'];
  for (const [i, name] of names.entries()) {
    const createdAt = new Date(Date.UTC(2026, 0, 1 + i));
    const id = await addUser(t, { email: `${name}@example.com`, firstName: 'Kim', createdAt });
    await addCounter(t, id, `Road ${name.toUpperCase()}`, createdAt);
  }
});
afterAll(async () => {
  await t?.close();
});

const userEmails = async (term: string, window?: number) => {
  const m = await userMatches(t.app.db, term, window);
  const rows = await t.app.db
    .select({ email: users.email })
    .from(users)
    .where(m.where)
    .orderBy(asc(users.createdAt));
  return { found: rows.map((r) => r.email.replace('@example.com', '')), searchedNewest: m.searchedNewest };
};
const counterNames = async (term: string, window?: number) => {
  const m = await counterNameMatches(t.app.db, term, window);
  const rows = await t.app.db
    .select({ name: counters.name })
    .from(counters)
    .where(m.where)
    .orderBy(asc(counters.createdAt));
  return { found: rows.map((r) => r.name), searchedNewest: m.searchedNewest };
};

it('takes the admin’s %, _ and \\ literally, whatever the case', async () => {
  expect((await userEmails('A%B')).found).toEqual(['a%b']);
  expect((await userEmails('b_o')).found).toEqual(['ab_old']);
  expect((await userEmails('a\\b@')).found).toEqual(['a\\b']);
  expect((await counterNames('ROAD A%')).found).toEqual(['Road A%B']);
  expect((await userEmails('kim')).found).toHaveLength(5);
});

it('matches a short term among the newest users only (twice as many counters), and says so', async () => {
  expect(isShortTerm('ab')).toBe(true);
  expect(isShortTerm('abc')).toBe(false);
  expect(await userEmails('ab', 2)).toEqual({ found: ['ab_new'], searchedNewest: 2 });
  expect(await counterNames('ab', 2)).toEqual({ found: ['Road AB_NEW'], searchedNewest: 4 });
  expect(await counterNames('%', 2)).toEqual({ found: ['Road A%B'], searchedNewest: 4 });
  // The window's oldest row is in it.
  expect(await userEmails('zz', 2)).toEqual({ found: ['zz'], searchedNewest: 2 });
});

it('searches a table smaller than the window whole, and then says nothing about a window', async () => {
  expect(await userEmails('ab', 5)).toEqual({ found: ['ab_old', 'ab_new'], searchedNewest: 5 });
  expect(await userEmails('ab', 6)).toEqual({ found: ['ab_old', 'ab_new'], searchedNewest: undefined });
  expect(await counterNames('AB')).toEqual({
    found: ['Road AB_OLD', 'Road AB_NEW'],
    searchedNewest: undefined,
  });
});

it('looks at all rows for a term of three characters or more, whatever the window', async () => {
  expect(await userEmails('kim', 2)).toEqual({
    found: ['ab_old', 'a%b', 'a\\b', 'zz', 'ab_new'],
    searchedNewest: undefined,
  });
});

// Last: it adds rows. The users' and the counters' windows start at different times from here on.
it('takes each table’s window from its own newest rows', async () => {
  const id = await addUser(t, { email: 'qq6@example.com', createdAt: new Date(Date.UTC(2026, 0, 10)) });
  for (const day of [1, 2, 3]) await addCounter(t, id, `Road QQ${day}`, new Date(Date.UTC(2026, 2, day)));
  expect(await userEmails('qq', 1)).toEqual({ found: ['qq6'], searchedNewest: 1 });
  expect(await counterNames('qq', 1)).toEqual({ found: ['Road QQ2', 'Road QQ3'], searchedNewest: 2 });
});
