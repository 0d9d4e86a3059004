import { and, count, desc, eq, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { AdminCounter, AdminUser, ListQuery } from '../../core/api/admin';
import { effectiveStatus } from '../auth/user-view';
import type { Database } from '../db/client';
import { counters, users } from '../db/schema';
import { locatePage, readDailyCounts, subtractCounts, sumCounts } from './daily-counts';
import { isPremiumNow, premiumCountsByDay } from './premium-queries';
import { counterNameMatches, type Match, SEARCH_CAP, SHORT_TERM_WINDOW, userMatches } from './search-text';

// Every admin list is newest first with the id as tie-breaker, served by a (created_at, id) index.
// A page selects its ids first and joins the shown rows back; see docs/decisions/010a.

interface PageIds {
  ids: string[];
  total: number;
  totalIsCapped: boolean;
  /** A short term looked at this many of the newest rows only (search-text.ts). */
  searchedNewest?: number;
}

/** How many of the newest users a search of one or two characters looks at (search-text.ts). */
export interface ListOptions {
  shortTermWindow?: number;
}

const offsetOf = (q: ListQuery) => (q.page - 1) * q.pageSize;

// A search page that came back short holds the last match: the total is known without counting
// (most narrow searches, and every search with no hit, save their count statement). An empty page
// past the first says nothing (the page may lie beyond the end), so it is counted.
function totalFromShortPage(offset: number, rows: number, pageSize: number) {
  if (rows >= pageSize || (rows === 0 && offset > 0)) return null;
  const n = offset + rows;
  return n > SEARCH_CAP ? { total: SEARCH_CAP, totalIsCapped: true } : { total: n, totalIsCapped: false };
}
const byDate = <T extends { createdAt: Date; id: string }>(ids: string[], rows: T[]) => {
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
};

// Counting stops after SEARCH_CAP + 1 matches, so a broad term costs no more than a narrow one.
async function cappedCount(db: Database, where: SQL): Promise<{ total: number; totalIsCapped: boolean }> {
  const hits = db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(SEARCH_CAP + 1)
    .as('hits');
  const [row] = await db.select({ n: count() }).from(hits);
  const n = row?.n ?? 0;
  return n > SEARCH_CAP ? { total: SEARCH_CAP, totalIsCapped: true } : { total: n, totalIsCapped: false };
}

async function userPageIds(db: Database, q: ListQuery, opts: ListOptions): Promise<PageIds> {
  const planFilter =
    q.plan === 'premium' ? isPremiumNow() : q.plan === 'free' ? not(isPremiumNow() as SQL) : undefined;
  const pageOf = (where: SQL | undefined, start: { skip: number }) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset(start.skip);
  if (q.search || q.plan === 'premium') {
    // A search, or the few percent who are Premium (their partial index): short walks, capped.
    const match = q.search ? await userMatches(db, q.search, opts.shortTermWindow) : undefined;
    const where = and(match?.where, planFilter) as SQL;
    const offset = offsetOf(q);
    // One statement after the other: admin reads run in one transaction on PostgreSQL (its
    // statement timeout) and one at a time on PGlite anyway.
    const rows = offset < SEARCH_CAP || !q.search ? await pageOf(where, { skip: offset }) : [];
    const counted =
      (q.search && offset < SEARCH_CAP ? totalFromShortPage(offset, rows.length, q.pageSize) : null) ??
      (q.search ? await cappedCount(db, where) : await exactCount(db, where));
    const searchedNewest = match?.searchedNewest;
    return { ids: rows.map((r) => r.id), ...counted, ...(searchedNewest ? { searchedNewest } : {}) };
  }
  // All users, or the Free ones: the day totals say where the page starts.
  const all = await readDailyCounts(db, 'users');
  const days = q.plan === 'free' ? subtractCounts(all, await premiumCountsByDay(db)) : all;
  const start = locatePage(days, offsetOf(q));
  const rows = start ? await pageOf(and(lt(users.createdAt, start.before), planFilter), start) : [];
  return { ids: rows.map((r) => r.id), total: sumCounts(days), totalIsCapped: false };
}

async function exactCount(db: Database, where: SQL) {
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return { total: row?.n ?? 0, totalIsCapped: false };
}

export async function listUsersPage(db: Database, q: ListQuery, opts: ListOptions = {}) {
  const page = await userPageIds(db, q, opts);
  const rows = page.ids.length
    ? await db
        .select({
          user: users,
          // For the shown rows only, through counters_user_id_created_at_idx. Written out
          // qualified: drizzle renders single-table columns unqualified, which a subquery would misread.
          counterCount: sql<number>`(select count(*) from counters c where c.user_id = users.id)`.mapWith(
            Number,
          ),
        })
        .from(users)
        .where(inArray(users.id, page.ids))
    : [];
  const items: AdminUser[] = byDate(
    page.ids,
    rows.map((r) => ({ ...r.user, counterCount: r.counterCount })),
  ).map((user) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    subscriptionStatus: effectiveStatus(user),
    customPrice: user.customPrice,
    createdAt: user.createdAt.toISOString(),
    premiumUntil: user.premiumUntil?.toISOString() ?? null,
    premiumSource: effectiveStatus(user) === 'active' ? user.premiumSource : null,
    counterCount: user.counterCount,
  }));
  const { total, totalIsCapped, searchedNewest } = page;
  return { items, total, totalIsCapped, searchedNewest, page: q.page, pageSize: q.pageSize };
}

// Counters named like the term, and the counters of users whose e-mail or name is like it: each
// half through its own index, so no join of every counter to every user. The matching users are
// read first (the newest SEARCH_CAP + 1 of them: the answer is capped there anyway), then their
// counters through counters_user_id_created_at_idx. For the page, each half stops after `limit`
// rows in list order; for the count, each half stops after SEARCH_CAP + 1 rows in any order, so
// the trigram bitmap is read without sorting every match (either half reaching the cap caps the
// union, and below the cap neither half is cut, so the count is exact either way).
function counterHits(db: Database, name: Match, ownerIds: string[], limit: number, ordered: boolean) {
  const half = (where: SQL) => {
    const q = db.select({ id: counters.id, createdAt: counters.createdAt }).from(counters).where(where);
    return ordered ? q.orderBy(desc(counters.createdAt), desc(counters.id)).limit(limit) : q.limit(limit);
  };
  const byName = half(name.where);
  return (ownerIds.length === 0 ? byName : byName.union(half(inArray(counters.userId, ownerIds)))).as('hits');
}

async function matchingUserIds(db: Database, owner: Match): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(owner.where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(SEARCH_CAP + 1);
  return rows.map((r) => r.id);
}

async function counterSearchIds(
  db: Database,
  q: ListQuery,
  term: string,
  opts: ListOptions,
): Promise<PageIds> {
  const offset = offsetOf(q);
  const window = opts.shortTermWindow ?? SHORT_TERM_WINDOW;
  const name = await counterNameMatches(db, term, window);
  const owner = await userMatches(db, term, window);
  const owners = await matchingUserIds(db, owner);
  const hits = counterHits(db, name, owners, offset + q.pageSize, true);
  const rows =
    offset < SEARCH_CAP
      ? await db
          .select({ id: hits.id })
          .from(hits)
          .orderBy(desc(hits.createdAt), desc(hits.id))
          .limit(q.pageSize)
          .offset(offset)
      : [];
  // A short page: each half stopped before its limit, so the union is whole and this is its size.
  const known = offset < SEARCH_CAP ? totalFromShortPage(offset, rows.length, q.pageSize) : null;
  const counted = known ?? (await countCounterHits(db, name, owners));
  const searchedNewest = name.searchedNewest ?? owner.searchedNewest;
  return { ids: rows.map((r) => r.id), ...counted, ...(searchedNewest ? { searchedNewest } : {}) };
}

async function countCounterHits(db: Database, name: Match, owners: string[]) {
  const [counted] = await db
    .select({ n: count() })
    .from(counterHits(db, name, owners, SEARCH_CAP + 1, false));
  const n = counted?.n ?? 0;
  return { total: Math.min(n, SEARCH_CAP), totalIsCapped: n > SEARCH_CAP };
}

async function counterPageIds(db: Database, q: ListQuery, opts: ListOptions): Promise<PageIds> {
  const offset = offsetOf(q);
  if (q.search) return counterSearchIds(db, q, q.search, opts);
  const days = await readDailyCounts(db, 'counters');
  const start = locatePage(days, offset);
  const rows = start
    ? await db
        .select({ id: counters.id })
        .from(counters)
        .where(lt(counters.createdAt, start.before))
        .orderBy(desc(counters.createdAt), desc(counters.id))
        .limit(q.pageSize)
        .offset(start.skip)
    : [];
  return { ids: rows.map((r) => r.id), total: sumCounts(days), totalIsCapped: false };
}

export async function listCountersPage(db: Database, q: ListQuery, opts: ListOptions = {}) {
  const page = await counterPageIds(db, q, opts);
  const rows = page.ids.length
    ? await db
        .select({
          id: counters.id,
          name: counters.name,
          createdAt: counters.createdAt,
          ownerEmail: users.email,
        })
        .from(counters)
        .leftJoin(users, eq(users.id, counters.userId))
        .where(inArray(counters.id, page.ids))
    : [];
  const items: AdminCounter[] = byDate(page.ids, rows).map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
  }));
  const { total, totalIsCapped, searchedNewest } = page;
  return { items, total, totalIsCapped, searchedNewest, page: q.page, pageSize: q.pageSize };
}
