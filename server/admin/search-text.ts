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

export const userMatches = (term: string): SQL => sql`${userSearchText} like ${containsPattern(term)}`;
export const counterNameMatches = (term: string): SQL =>
  sql`${counterSearchText} like ${containsPattern(term)}`;
