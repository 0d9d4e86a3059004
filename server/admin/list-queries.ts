import { and, count, desc, eq, ilike, not, or, type SQL, sql } from 'drizzle-orm';
import type { AdminCounter, AdminUser, ListQuery } from '../../core/api/admin';
import { effectiveStatus } from '../auth/user-view';
import type { Database } from '../db/client';
import { counters, users } from '../db/schema';
import { isPremiumNow } from './stats-queries';

// ILIKE '%term%' with the user's own % and _ taken literally; pg_trgm indexes serve it (migration 0003).
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function userFilter(q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.search) {
    const p = containsPattern(q.search);
    parts.push(or(ilike(users.email, p), ilike(users.firstName, p), ilike(users.lastName, p)));
  }
  if (q.plan === 'premium') parts.push(isPremiumNow());
  if (q.plan === 'free') parts.push(not(isPremiumNow() as SQL));
  return and(...parts);
}

export async function listUsersPage(db: Database, q: ListQuery) {
  const where = userFilter(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: users,
        // Per row of the page only, through counters_user_id_created_at_idx.
        // Written out qualified: drizzle renders single-table columns unqualified, which a subquery would misread.
        counterCount: sql<number>`(select count(*) from counters c where c.user_id = users.id)`.mapWith(
          Number,
        ),
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const items: AdminUser[] = rows.map(({ user, counterCount }) => ({
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
    counterCount,
  }));
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function listCountersPage(db: Database, q: ListQuery) {
  const where = q.search
    ? or(ilike(counters.name, containsPattern(q.search)), ilike(users.email, containsPattern(q.search)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: counters.id,
        name: counters.name,
        createdAt: counters.createdAt,
        ownerEmail: users.email,
      })
      .from(counters)
      .leftJoin(users, eq(users.id, counters.userId))
      .where(where)
      .orderBy(desc(counters.createdAt), desc(counters.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    q.search
      ? db.select({ n: count() }).from(counters).leftJoin(users, eq(users.id, counters.userId)).where(where)
      : db.select({ n: count() }).from(counters),
  ]);
  const items: AdminCounter[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}
