import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dailyCounts } from '../db/schema';

export interface DayCount {
  day: string; // YYYY-MM-DD, UTC
  n: number;
}

/** Where a page starts: the rows before the end of this UTC day, skipping `skip` of them. */
export interface PageStart {
  before: Date;
  skip: number;
}

const DAY_MS = 86_400_000;
export const dayEnd = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

// Days with rows, newest first (a few hundred rows for years of sign-ups), from the trigger-kept table.
export async function readDailyCounts(
  db: Database,
  table: 'users' | 'counters' | 'premium_users',
): Promise<DayCount[]> {
  return db
    .select({ day: dailyCounts.day, n: dailyCounts.n })
    .from(dailyCounts)
    .where(and(eq(dailyCounts.tableName, table), gt(dailyCounts.n, 0)))
    .orderBy(desc(dailyCounts.day));
}

export const sumCounts = (days: DayCount[]) => days.reduce((s, d) => s + d.n, 0);

/**
 * Turns an OFFSET into keyset form: lists are newest first, so the rows before the end of day D
 * are everything from D backwards. Walking the day totals finds the day holding row `offset`; the
 * page then skips only within that day instead of over every newer row.
 */
export function locatePage(days: DayCount[], offset: number): PageStart | null {
  let newer = 0;
  for (const d of days) {
    if (newer + d.n > offset) return { before: dayEnd(d.day), skip: offset - newer };
    newer += d.n;
  }
  return null; // past the last row: an empty page, without walking anything
}

/** Day totals minus a subset's (the other filter of a list: Free = all − Premium). */
export function subtractCounts(all: DayCount[], part: DayCount[]): DayCount[] {
  const minus = new Map(part.map((d) => [d.day, d.n]));
  return all.map((d) => ({ day: d.day, n: d.n - (minus.get(d.day) ?? 0) })).filter((d) => d.n > 0);
}

export const utcDaySql = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
