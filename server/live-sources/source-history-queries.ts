import type { LiveSourcePlatform } from '@core/live-sources/platforms';
import { type HistoryRow, keepsHistory } from '@core/live-sources/source-history';
import { and, asc, eq, gte, lt, max, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { liveSourceHistory } from '../db/schema';

// The stored day-by-day counts of each counter's accounts (live_source_history). A poll writes
// them in one statement whatever the number of accounts and counters: a display asking for a
// count never writes here.

export interface DayValue {
  accountKey: string;
  value: number;
}

/**
 * Keeps these readings of one platform as the day's last value of every counter following their
 * accounts; the first reading of a day is kept as its first value too. A platform whose terms
 * allow no history (YouTube) keeps none.
 */
export async function recordDayValues(
  db: Database,
  platform: LiveSourcePlatform,
  values: DayValue[],
  day: string,
): Promise<void> {
  if (!values.length || !keepsHistory(platform)) return;
  const rows = sql.join(
    values.map((v) => sql`(${v.accountKey}::text, ${v.value}::bigint)`),
    sql`, `,
  );
  // DISTINCT: a counter listing one account twice gets one row, which ON CONFLICT needs.
  await db.execute(sql`
    insert into live_source_history (counter_id, platform, account_key, day, value, first_value)
    select distinct c.counter_id, c.platform, c.account_key, ${day}::date, v.value, v.value
    from counter_live_sources c
    join (values ${rows}) as v(account_key, value) on v.account_key = c.account_key
    where c.platform = ${platform}
    on conflict (counter_id, platform, account_key, day) do update set value = excluded.value`);
}

export interface StoredDay {
  platform: LiveSourcePlatform;
  accountKey: string;
  day: string;
  value: number;
}

/** A counter's stored days from `fromDay` on, oldest first. */
export function findHistorySince(db: Database, counterId: string, fromDay: string): Promise<StoredDay[]> {
  return db
    .select({
      platform: liveSourceHistory.platform,
      accountKey: liveSourceHistory.accountKey,
      day: liveSourceHistory.day,
      value: liveSourceHistory.value,
    })
    .from(liveSourceHistory)
    .where(and(eq(liveSourceHistory.counterId, counterId), gte(liveSourceHistory.day, fromDay)))
    .orderBy(asc(liveSourceHistory.day));
}

/**
 * What today's gain needs: per account, today's row and its last row before today (by the key,
 * two index look-ups an account).
 */
export async function findGainRows(db: Database, counterId: string, today: string): Promise<HistoryRow[]> {
  const h = liveSourceHistory;
  const earlier = alias(liveSourceHistory, 'earlier');
  const lastBefore = db
    .select({ day: max(earlier.day) })
    .from(earlier)
    .where(
      and(
        eq(earlier.counterId, h.counterId),
        eq(earlier.platform, h.platform),
        eq(earlier.accountKey, h.accountKey),
        lt(earlier.day, today),
      ),
    );
  const rows = await db
    .select({
      platform: h.platform,
      accountKey: h.accountKey,
      day: h.day,
      value: h.value,
      firstValue: h.firstValue,
    })
    .from(h)
    .where(and(eq(h.counterId, counterId), or(eq(h.day, today), eq(h.day, sql`(${lastBefore})`))));
  return rows.map((r) => ({
    source: `${r.platform}:${r.accountKey}`,
    day: r.day,
    value: r.value,
    firstValue: r.firstValue,
  }));
}
