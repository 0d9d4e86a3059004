import type { AdminCounter, AdminUser, ListQuery } from '@core/api/admin';
import { and, count, desc, eq, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
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
  if (q.search) {
    const match = await userMatches(db, q.search, opts.shortTermWindow);
    const page = await searchPage(db, q, and(match.where, planFilter) as SQL);
    const searchedNewest = match.searchedNewest;
    return { ...page, ...(searchedNewest ? { searchedNewest } : {}) };
  }
  // All users, the Free or the Premium ones: the day totals say where the page starts (Premium
  // per day is read from the Premium partial index; Free = all − Premium).
  const days =
    q.plan === 'premium'
      ? await premiumCountsByDay(db)
      : q.plan === 'free'
        ? subtractCounts(await readDailyCounts(db, 'users'), await premiumCountsByDay(db))
        : await readDailyCounts(db, 'users');
  const start = locatePage(days, offsetOf(q));
  const rows = start
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(lt(users.createdAt, start.before), planFilter))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(q.pageSize)
        .offset(start.skip)
    : [];
  return { ids: rows.map((r) => r.id), total: sumCounts(days), totalIsCapped: false };
}

// A search page, whichever of two plans is bounded for this term (docs/decisions/010b). The
// matches are read first from the trigram index in any order, at most `bound` of them, and sorted:
// a cost of min(matches, bound) rows, and when they all came the page and the exact total come out
// of the same statement. A term with more matches than that is broad, so walking the
// (created_at, id) index newest first meets the page's last match soon: about k · N / matches <
// k · N / bound rows for the k-th. bound = sqrt(k · N) makes both at most about sqrt(k · N).
async function searchPage(db: Database, q: ListQuery, where: SQL): Promise<Omit<PageIds, 'searchedNewest'>> {
  const offset = offsetOf(q);
  if (offset >= SEARCH_CAP) return { ids: [], ...(await cappedCount(db, where)) };
  const k = offset + q.pageSize;
  const tableSize = sumCounts(await readDailyCounts(db, 'users'));
  const bound = Math.max(SEARCH_CAP + 1, Math.ceil(Math.sqrt(k * tableSize)));
  const some = db.$with('some').as(
    db
      .select({ id: users.id, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .limit(bound + 1),
  );
  const rows = await db
    .with(some)
    .select({ id: some.id, n: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(some)
    .orderBy(desc(some.createdAt), desc(some.id))
    .limit(q.pageSize)
    .offset(offset);
  const n = rows[0]?.n;
  if (n !== undefined && n <= bound) return { ids: rows.map((r) => r.id), ...capped(n) };
  if (n === undefined) return { ids: [], ...(offset === 0 ? capped(0) : await cappedCount(db, where)) };
  // More than `bound` matches: a broad term, so more than SEARCH_CAP, and the walk is short.
  const walked = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.pageSize)
    .offset(offset);
  return { ids: walked.map((r) => r.id), total: SEARCH_CAP, totalIsCapped: true };
}

const capped = (n: number) =>
  n > SEARCH_CAP ? { total: SEARCH_CAP, totalIsCapped: true } : { total: n, totalIsCapped: false };

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
// half through its own index, so no join of every counter to every user. For the page, each half
// stops after `limit` rows in list order; for the count, each half stops after SEARCH_CAP + 1 rows
// in any order, so no match is sorted (either half reaching the cap caps the union, and below the
// cap neither half is cut, so the count is exact either way).
function counterHits(db: Database, name: Match, owned: SQL, limit: number, ordered: boolean) {
  const half = (where: SQL) => {
    const q = db.select({ id: counters.id, createdAt: counters.createdAt }).from(counters).where(where);
    return ordered ? q.orderBy(desc(counters.createdAt), desc(counters.id)).limit(limit) : q.limit(limit);
  };
  return half(name.where).union(half(owned)).as('hits');
}

// The owners' half as a filter on counters, bounded like searchPage: the matching users are read
// from the trigram index in any order, at most `bound` of them. All of them came: their counters,
// through counters_user_id_created_at_idx (exact). More: a broad term, so the counters are walked
// newest first and each one's owner checked by id, and the page's counters come soon (about
// k · counters / matches rows). The count's half takes the counters of the first SEARCH_CAP + 1.
async function ownedBy(db: Database, owner: Match, k: number) {
  const bound = Math.max(
    SEARCH_CAP + 1,
    Math.ceil(Math.sqrt(k * sumCounts(await readDailyCounts(db, 'users')))),
  );
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(owner.where)
    .limit(bound + 1);
  const ids = rows.map((r) => r.id);
  const none = sql`false`;
  const counted = ids.length ? inArray(counters.userId, ids.slice(0, SEARCH_CAP + 1)) : none;
  if (ids.length <= bound) return { page: ids.length ? inArray(counters.userId, ids) : none, counted };
  // A correlated sub-select, which the planner does not turn into a join of all the matches.
  const page = sql`(select ${owner.where} from ${users} where ${users.id} = ${counters.userId})`;
  return { page, counted };
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
  const owned = await ownedBy(db, owner, offset + q.pageSize);
  const hits = counterHits(db, name, owned.page, offset + q.pageSize, true);
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
  const counted = known ?? (await countCounterHits(db, name, owned.counted));
  const searchedNewest = name.searchedNewest ?? owner.searchedNewest;
  return { ids: rows.map((r) => r.id), ...counted, ...(searchedNewest ? { searchedNewest } : {}) };
}

// The names alone reaching the cap decide it without reading the owners' counters (a broad
// term's usual case: 'schmidt' names 10,000 counters).
async function countCounterHits(db: Database, name: Match, owned: SQL) {
  const named = db
    .select({ id: counters.id })
    .from(counters)
    .where(name.where)
    .limit(SEARCH_CAP + 1);
  const [byName] = await db.select({ n: count() }).from(named.as('named'));
  if ((byName?.n ?? 0) > SEARCH_CAP) return capped(byName!.n);
  const [counted] = await db.select({ n: count() }).from(counterHits(db, name, owned, SEARCH_CAP + 1, false));
  return capped(counted?.n ?? 0);
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
