import { type SQL, sql } from 'drizzle-orm';
import { counters, users } from '../db/schema';

// The admin search is a case-insensitive substring match. Each searched table has ONE trigram
// index over exactly these expressions (migration 0009); change both together, or the planner
// no longer recognises the index and scans.
const userSearchText = sql`lower(${users.email} || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
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
export const SHORT_TERM_WINDOW = 5000;
const isShort = (term: string) => term.length < 3;

// The sign-up time of the n-th newest row, computed once (an InitPlan walking n index entries), so
// the match becomes an index range; a smaller table has no such row and is searched whole.
const windowStart = (table: 'users' | 'counters', n: number) =>
  sql`coalesce((select w.created_at from ${sql.raw(table)} w order by w.created_at desc offset ${sql.raw(String(n - 1))} limit 1), '-infinity')`;

// A short term is matched with strpos, which the trigram index cannot take: offered LIKE, the
// planner walks the whole trigram index for a term that has no trigram (seconds at 200,000 rows).
const contains = (text: SQL, term: string) => sql`strpos(${text}, ${term.toLowerCase()}) > 0`;

export const userMatches = (term: string): SQL =>
  isShort(term)
    ? sql`${contains(userSearchText, term)} and ${users.createdAt} >= ${windowStart('users', SHORT_TERM_WINDOW)}`
    : sql`${userSearchText} like ${containsPattern(term)}`;
export const counterNameMatches = (term: string): SQL =>
  isShort(term)
    ? sql`${contains(counterSearchText, term)} and ${counters.createdAt} >= ${windowStart('counters', 2 * SHORT_TERM_WINDOW)}`
    : sql`${counterSearchText} like ${containsPattern(term)}`;
