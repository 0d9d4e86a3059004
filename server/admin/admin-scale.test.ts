import { adminCounterPageSchema, adminUserPageSchema, type ListQuery } from '@core/api/admin';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { desc, eq, not, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCounterView } from '../counters/counter-service';
import type { Database } from '../db/client';
import { counters, users } from '../db/schema';
import { explainReads, recordingDatabase } from '../test/query-plans';
import { fillDatabase } from '../test/scale-fill';
import { createTestApp, type TestApp } from '../test/test-app';
import { listCountersPage, listUsersPage } from './list-queries';
import { isPremiumNow } from './premium-queries';
import { loadDashboardStats } from './stats-queries';

// The admin reads at a small size (2,000 users over two years, 4,000 counters): the same answers
// as plain OFFSET paging, and plans that read a small, bounded part of the big tables.
const USERS = 2000;
let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
  const counterSettings = createFormDefaults(new Date(), 'UTC') as unknown as Record<string, unknown>;
  await fillDatabase(t.app.dbHandle, { users: USERS, counterSettings, progress: () => {} });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const q = (over: Partial<ListQuery>): ListQuery => ({ page: 1, pageSize: 20, ...over });

async function offsetIds(table: 'users' | 'counters', page: number, where?: SQL) {
  const t = table === 'users' ? users : counters;
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(20)
    .offset((page - 1) * 20);
  return rows.map((r) => r.id);
}
const ids = (page: { items: { id: string }[] }) => page.items.map((i) => i.id);

describe('paging by day totals', () => {
  it.each([1, 2, 37, 99, 100, 101])('users page %i equals OFFSET paging, total exact', async (page) => {
    const got = await listUsersPage(db, q({ page }));
    expect(ids(got)).toEqual(await offsetIds('users', page));
    expect(got).toMatchObject({ total: USERS, totalIsCapped: false });
  });

  it.each([1, 60, 95])('Free users page %i equals OFFSET paging over the Free filter', async (page) => {
    const got = await listUsersPage(db, q({ page, plan: 'free' }));
    expect(ids(got)).toEqual(await offsetIds('users', page, not(isPremiumNow() as SQL)));
    expect(got.total).toBe(USERS - USERS / 20);
  });

  it.each([1, 3, 5])('Premium users page %i equals OFFSET paging over the Premium filter', async (page) => {
    const got = await listUsersPage(db, q({ page, plan: 'premium' }));
    expect(ids(got)).toEqual(await offsetIds('users', page, isPremiumNow() as SQL));
    expect(got).toMatchObject({ total: USERS / 20, totalIsCapped: false });
  });

  // Narrow terms take the sorted trigram matches, broad ones the newest-first walk (010b): both
  // must give OFFSET paging's page, and the total is exact below the cap, capped above it.
  it.each([
    ['schmidt', 1],
    ['schmidt', 3],
    ['mann', 1],
    ['mann', 15],
    ['@example.com', 1],
    ['@example.com', 30],
    ['@example.com', 50],
  ] as const)('search %s page %i equals OFFSET paging', async (term, page) => {
    const got = await listUsersPage(db, q({ search: term, page }));
    const where = sql`lower(${users.email} || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${`%${term}%`}`;
    expect(ids(got)).toEqual(await offsetIds('users', page, where));
    const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
    expect(got).toMatchObject({ total: Math.min(all!.n, 1000), totalIsCapped: all!.n > 1000 });
  });

  // Owners few: their counters by id; owners many ('example' is in every e-mail): the counters
  // walked newest first. Either way the page of all counters named like it or owned by a match.
  it.each([
    ['schmidt', 1],
    ['schmidt', 4],
    ['example', 1],
    ['example', 7],
    ['counter', 2],
  ] as const)('counter search %s page %i equals OFFSET paging', async (term, page) => {
    const got = await listCountersPage(db, q({ search: term, page }));
    const like = `%${term}%`;
    const owned = sql`exists (select 1 from users u where u.id = ${counters.userId} and lower(u.email || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${like})`;
    const where = sql`(lower(${counters.name}) like ${like} or ${owned})`;
    expect(ids(got)).toEqual(await offsetIds('counters', page, where));
    // Exact below the cap (schmidt), capped by the owners (example) or by the names (counter).
    const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(counters).where(where);
    expect(got).toMatchObject({ total: Math.min(all!.n, 1000), totalIsCapped: all!.n > 1000 });
  });

  it.each([1, 150, 200])('counters page %i equals OFFSET paging', async (page) => {
    const got = await listCountersPage(db, q({ page }));
    expect(ids(got)).toEqual(await offsetIds('counters', page));
    expect(got.total).toBe(2 * USERS);
  });

  it('keeps totals and today right through inserts, moved dates and cascading deletes', async () => {
    const [victim] = await db.select().from(users).orderBy(desc(users.createdAt)).limit(1);
    await db
      .update(users)
      .set({ createdAt: new Date('2020-01-01T12:00:00Z') })
      .where(eq(users.id, victim!.id));
    const before = await loadDashboardStats(db);
    expect(ids(await listUsersPage(db, q({ page: 100 }))).at(-1)).toBe(victim!.id);
    await db.delete(users).where(eq(users.id, victim!.id)); // and its two counters, by cascade
    const after = await loadDashboardStats(db);
    expect([after.totalUsers, after.totalCounters]).toEqual([
      before.totalUsers - 1,
      before.totalCounters - 2,
    ]);
    const [exact] = await db
      .execute<{ n: number }>(sql`select count(*)::int as n from counters`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(after.totalCounters).toBe(exact!.n);
  });

  // Premium per day is trigger-kept by stored status (migration 0018), less the users whose end
  // has passed while the stored status still says active: both lists must stay OFFSET paging's.
  it('keeps the Free and Premium lists exact through plan changes and lapsed grants', async () => {
    const free = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.subscriptionStatus, 'free'))
      .orderBy(users.createdAt)
      .limit(3);
    const [premium] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.subscriptionStatus, 'active'))
      .limit(1);
    const day = 86_400_000;
    const set = (id: string, patch: Partial<typeof users.$inferInsert>) =>
      db.update(users).set(patch).where(eq(users.id, id));
    await set(free[0]!.id, {
      subscriptionStatus: 'active',
      premiumSource: 'gift',
      premiumUntil: new Date(Date.now() - day),
    });
    await set(free[1]!.id, {
      subscriptionStatus: 'active',
      premiumSource: 'gift',
      premiumUntil: new Date(Date.now() + day),
    });
    await set(free[2]!.id, { subscriptionStatus: 'active', premiumSource: 'admin' });
    await set(premium!.id, { subscriptionStatus: 'free', premiumSource: null, premiumUntil: null });
    const [counts] = await db
      .select({
        all: sql<number>`count(*)::int`,
        premium: sql<number>`(count(*) filter (where ${isPremiumNow()}))::int`,
      })
      .from(users);
    const premiumPages = Math.ceil(counts!.premium / 20);
    for (const page of [1, premiumPages]) {
      const got = await listUsersPage(db, q({ page, plan: 'premium' }));
      expect(ids(got), `Premium page ${page}`).toEqual(await offsetIds('users', page, isPremiumNow() as SQL));
      expect(got.total).toBe(counts!.premium);
    }
    const freePages = Math.ceil((counts!.all - counts!.premium) / 20);
    for (const page of [1, freePages]) {
      const got = await listUsersPage(db, q({ page, plan: 'free' }));
      expect(ids(got), `Free page ${page}`).toEqual(
        await offsetIds('users', page, not(isPremiumNow() as SQL)),
      );
      expect(got.total).toBe(counts!.all - counts!.premium);
    }
    for (const f of free)
      await set(f.id, { subscriptionStatus: 'free', premiumSource: null, premiumUntil: null });
    await set(premium!.id, { subscriptionStatus: 'active', premiumSource: 'paddle' });
  });

  it('caps a broad search at 1,000 and says so; a narrow one is exact', async () => {
    const broad = await listUsersPage(db, q({ search: '@example.com', page: 50 }));
    expect(broad).toMatchObject({ total: 1000, totalIsCapped: true });
    expect(broad.items).toHaveLength(20);
    expect((await listUsersPage(db, q({ search: '@example.com', page: 51 }))).items).toEqual([]);
    const narrow = await listUsersPage(db, q({ search: 'SCHMIDT', pageSize: 100 }));
    const schmidts = await db.select({ id: users.id }).from(users).where(eq(users.lastName, 'Schmidt'));
    expect(schmidts.length).toBeGreaterThan(40);
    expect(narrow).toMatchObject({ total: schmidts.length, totalIsCapped: false });
    expect(new Set(ids(narrow))).toEqual(new Set(schmidts.map((u) => u.id)));
  });

  it('takes the total from the page statement, and counts only past the end', async () => {
    const schmidts = await db.select({ id: users.id }).from(users).where(eq(users.lastName, 'Schmidt'));
    const last = Math.ceil(schmidts.length / 20);
    expect(schmidts.length % 20).toBeGreaterThan(0);
    for (const page of [1, last, last + 2]) {
      const { db: recording, queries } = recordingDatabase(t.app.dbHandle);
      const got = await listUsersPage(recording, q({ search: 'schmidt', page }));
      expect(got).toMatchObject({ total: schmidts.length, totalIsCapped: false });
      const counted = queries.some((x) => /^select count\(/i.test(x.sql));
      expect(counted, `page ${page}`).toBe(page === last + 2);
    }
    for (const list of [listUsersPage, listCountersPage]) {
      const { db: recording, queries } = recordingDatabase(t.app.dbHandle);
      expect(await list(recording, q({ search: 'zqx' }))).toMatchObject({ total: 0, items: [] });
      expect(queries.map((x) => x.sql).filter((x) => /^select count\(/i.test(x))).toEqual([]);
    }
  });

  it('reads the Premium users once for the dashboard (count and revenue in one pass)', async () => {
    const { db: recording, queries } = recordingDatabase(t.app.dbHandle);
    const stats = await loadDashboardStats(recording);
    expect(queries.filter((x) => /from "users"/i.test(x.sql))).toHaveLength(1);
    const [premium] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(isPremiumNow());
    expect(stats.premiumUsers).toBe(premium!.n);
  });

  // A window of 200 users (SHORT_TERM_WINDOW is 5,000) so this table has users outside it.
  it('searches one or two characters among the newest users only, and says how many', async () => {
    const window = { shortTermWindow: 200 };
    const got = await listUsersPage(db, q({ search: 'Z', pageSize: 100 }), window);
    const newest = await db
      .select({ id: users.id, email: users.email, last: users.lastName })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(200);
    const expected = newest.filter((u) => `${u.email} ${u.last}`.toLowerCase().includes('z'));
    expect(expected.length).toBeGreaterThan(0);
    expect(got).toMatchObject({ searchedNewest: 200, total: expected.length, totalIsCapped: false });
    // The route's response schema carries it to the screen (an unknown key would be dropped).
    expect(adminUserPageSchema.parse(got).searchedNewest).toBe(200);
    expect(ids(got)).toEqual(expected.map((u) => u.id));
    // Older users match too, and a third character finds them.
    const all = await listUsersPage(db, q({ search: 'zim' }), window);
    expect(all.searchedNewest).toBeUndefined();
    expect(all.total).toBeGreaterThan(got.items.filter((u) => u.lastName === 'Zimmermann').length);
    const counted = await listCountersPage(db, q({ search: 'zi' }), window);
    expect(adminCounterPageSchema.parse(counted).searchedNewest).toBe(400);
    // Without a window smaller than the table, everything is searched and nothing is said.
    expect((await listUsersPage(db, q({ search: 'zi' }))).searchedNewest).toBeUndefined();
  });
});

const someCounter = async (d: Database) =>
  (await d.select({ id: counters.id }).from(counters).limit(1))[0]!.id;
const hot: [string, (d: Database) => Promise<unknown>][] = [
  ['users, last page', (d) => listUsersPage(d, q({ page: 100 }))],
  ['Free users, a deep page', (d) => listUsersPage(d, q({ page: 90, plan: 'free' }))],
  ['Premium users, last page', (d) => listUsersPage(d, q({ page: 5, plan: 'premium' }))],
  ['users, search', (d) => listUsersPage(d, q({ search: 'schmidt', page: 2 }))],
  ['users, search, its last page', (d) => listUsersPage(d, q({ search: 'schmidt', page: 3 }))],
  ['counters, last page', (d) => listCountersPage(d, q({ page: 200 }))],
  ['counters, search', (d) => listCountersPage(d, q({ search: 'schmidt' }))],
  ['users, short search', (d) => listUsersPage(d, q({ search: 'zq' }), { shortTermWindow: 150 })],
  ['counters, short search', (d) => listCountersPage(d, q({ search: 'zq' }), { shortTermWindow: 100 })],
  ['dashboard', (d) => loadDashboardStats(d)],
  ['public view', async (d) => loadCounterView(d, await someCounter(db), { sourceOf: async () => null })],
];

// enable_seqscan off is the honest setting at this size: 2,000 rows fit in a few pages, where a
// scan IS the cheapest plan and the planner rightly takes it. Off, a scan is only priced high, so
// one that still shows means no index can serve the statement (the trigram expression drifted
// from the index, a filter is not sargable). Reads are counted with ANALYZE, so an index walked
// end to end (OFFSET over everything) fails too: each statement may read at most a tenth.
describe('hot queries read a bounded part of the big tables', () => {
  it.each(hot)('%s', async (_, run) => {
    const { db: recording, queries } = recordingDatabase(t.app.dbHandle);
    await run(recording);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const reads = await explainReads(t.app.dbHandle, query);
      expect(reads.seqScans, query.sql).toEqual([]);
      expect(reads.rows.users ?? 0, query.sql).toBeLessThanOrEqual(USERS / 10);
      expect(reads.rows.counters ?? 0, query.sql).toBeLessThanOrEqual((2 * USERS) / 10);
    }
  });
});
