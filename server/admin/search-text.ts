import { desc, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counters, users } from '../db/schema';

// The admin search is a case-insensitive substring match. Each searched table has ONE trigram
// index over exactly these expressions (migration 0009); change both together, or the planner
// no longer recognises the index and scans.
export const userSearchText = sql`lower(${users.email} || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
const counterSearchText = sql`lower(${counters.name})`;

// Search results stop counting here: 'about' is not needed, 'more than 1,000' is said instead.
export const SEARCH_CAP = 1000;

// LIKE '%term%' with the admin's own %, _ and \ taken literally.
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// A term of one or two characters has no trigram, so no index can narrow it: it is matched among
// the newest SHORT_TERM_WINDOW rows only (users; twice as many counters), a bounded walk of the
// (created_at, id) index instead of a scan of every row. Three characters search everything.
// The answer says so (`searchedNewest`), and the admin screen tells the admin.
export const SHORT_TERM_WINDOW = 5000;
export const isShortTerm = (term: string) => term.length < 3;
const windowOf = (table: 'users' | 'counters', usersWindow: number) =>
  table === 'users' ? usersWindow : 2 * usersWindow;

// The creation time of the n-th newest row (n index entries, read backwards), or null when the
// table is smaller. Read on its own, before the search, so the search gets it as a value: inside
// the search as a sub-select the planner cannot see it, guesses a third of the table and counts
// the hits with a sequential scan (30 ms at 200,000 users, checked with EXPLAIN ANALYZE).
async function windowStart(db: Database, table: 'users' | 'counters', n: number): Promise<Date | null> {
  const t = table === 'users' ? users : counters;
  const [row] = await db
    .select({ at: t.createdAt })
    .from(t)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(1)
    .offset(n - 1);
  return row?.at ?? null;
}

// A short term is matched with strpos, which the trigram index cannot take: offered LIKE, the
// planner walks the whole trigram index for a term that has no trigram (seconds at 200,000 rows).
const contains = (text: SQL, term: string) => sql`strpos(${text}, ${term.toLowerCase()}) > 0`;

/** A search's filter, and how many of the newest rows it looked at when it did not look at all. */
export interface Match {
  where: SQL;
  searchedNewest?: number;
}

/** `usersWindow`: SHORT_TERM_WINDOW, smaller in tests so a small table has rows outside it. */
async function matches(
  db: Database,
  table: 'users' | 'counters',
  term: string,
  usersWindow: number,
): Promise<Match> {
  const text = table === 'users' ? userSearchText : counterSearchText;
  if (!isShortTerm(term)) return { where: sql`${text} like ${containsPattern(term)}` };
  const n = windowOf(table, usersWindow);
  const since = await windowStart(db, table, n);
  if (!since) return { where: contains(text, term) }; // a small table: every row is in the window
  const createdAt = table === 'users' ? users.createdAt : counters.createdAt;
  return {
    where: sql`${contains(text, term)} and ${createdAt} >= ${since.toISOString()}`,
    searchedNewest: n,
  };
}

export const userMatches = (db: Database, term: string, usersWindow = SHORT_TERM_WINDOW) =>
  matches(db, 'users', term, usersWindow);
export const counterNameMatches = (db: Database, term: string, usersWindow = SHORT_TERM_WINDOW) =>
  // Stryker disable next-line StringLiteral: matches reads every table name but 'users' as counters
  matches(db, 'counters', term, usersWindow);
