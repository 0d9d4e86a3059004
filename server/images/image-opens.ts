import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counterImageOpens, counters } from '../db/schema';

// Image opens per counter and day (UTC), counted in memory and added to the database in one
// statement per flush: a blast of thousands of opens a minute costs a few writes, not one each.
// Only the count is kept: no address, no agent, nothing about the reader.
export class ImageOpens {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly flushMs = 5_000,
  ) {}

  count(counterId: string, now = new Date()): void {
    const key = `${counterId}|${now.toISOString().slice(0, 10)}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush().catch(() => undefined), this.flushMs);
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([key, opens]) => {
      const [counterId = '', day = ''] = key.split('|');
      return { counterId, day, opens };
    });
    // A counter deleted meanwhile has no row to count against: its opens are dropped.
    const alive = await this.db
      .select({ id: counters.id })
      .from(counters)
      .where(inArray(counters.id, [...new Set(rows.map((r) => r.counterId))]));
    const ids = new Set(alive.map((r) => r.id));
    const kept = rows.filter((r) => ids.has(r.counterId));
    if (kept.length === 0) return;
    await this.db
      .insert(counterImageOpens)
      .values(kept)
      .onConflictDoUpdate({
        target: [counterImageOpens.counterId, counterImageOpens.day],
        set: { opens: sql`${counterImageOpens.opens} + excluded.opens` },
      });
  }
}

/** Total image opens of each of the user's counters. */
export async function loadImageOpens(db: Database, userId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: counterImageOpens.counterId, opens: sql<number>`sum(${counterImageOpens.opens})::int` })
    .from(counterImageOpens)
    .innerJoin(counters, and(eq(counters.id, counterImageOpens.counterId), eq(counters.userId, userId)))
    .groupBy(counterImageOpens.counterId);
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.opens)]));
}
