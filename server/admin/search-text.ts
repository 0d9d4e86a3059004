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

export const userMatches = (term: string): SQL => {
  const like = sql`${userSearchText} like ${containsPattern(term)}`;
  if (!isShort(term)) return like;
  return sql`${like} and ${users.id} in (select w.id from users w order by w.created_at desc, w.id desc limit ${SHORT_TERM_WINDOW})`;
};
export const counterNameMatches = (term: string): SQL => {
  const like = sql`${counterSearchText} like ${containsPattern(term)}`;
  if (!isShort(term)) return like;
  return sql`${like} and ${counters.id} in (select w.id from counters w order by w.created_at desc, w.id desc limit ${2 * SHORT_TERM_WINDOW})`;
};
