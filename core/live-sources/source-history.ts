import type { LiveSourcePlatform } from './platforms';

// A counter's live counts day by day (the owner's 30-day chart) and what they gained today (the
// "+N today" line). Days are UTC calendar days, written 'YYYY-MM-DD', so every instance and every
// viewer agrees on where a day ends. The server keeps one row per followed account and day: the
// day's first and last reading.

export const HISTORY_DAYS = 30;

/**
 * YouTube's API policies allow no charts and no figures derived from its data beyond the count
 * itself: its accounts have no history kept, no chart and no day's gain.
 */
export function keepsHistory(platform: LiveSourcePlatform): boolean {
  return platform !== 'youtube';
}

export const NO_YOUTUBE_CHART_MESSAGE =
  "YouTube's API policies do not allow charts of its counts, so this account has none.";

const DAY_MS = 86_400_000;

/** The UTC day of an instant, as 'YYYY-MM-DD'. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Milliseconds from `ms` to the next UTC midnight (a whole day at midnight itself). */
export function msToNextUtcDay(ms: number): number {
  return DAY_MS - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
}

/**
 * The "+N today" a display shows at `now`: the gain the server sent while it is the gain of now's
 * UTC day. After midnight yesterday's gain would pass for today's until the next reading comes.
 */
export function shownTodayGain(
  source: { today?: number; todayOn?: string },
  now: number,
): number | undefined {
  return source.todayOn === utcDay(now) ? source.today : undefined;
}

/** The `count` UTC days that end with `today`, oldest first. */
export function lastDays(today: string, count = HISTORY_DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i--) days.push(utcDay(end - i * 86_400_000));
  return days;
}

/** One stored day of one followed account. */
export interface HistoryRow {
  /** Which account: any key that tells a counter's accounts apart (platform and account). */
  source: string;
  day: string;
  /** The day's last reading. */
  value: number;
  /** The day's first reading. */
  firstValue: number;
}

/**
 * What the counter's accounts gained today: per account, today's last reading minus the last one
 * before today's UTC midnight, or minus today's first reading when its history starts today; an
 * account not read today adds nothing. Null when no account has a reading today, so a counter
 * whose history has not begun says nothing rather than "+0".
 */
export function todayGain(rows: HistoryRow[], today: string): number | null {
  const todays = new Map<string, HistoryRow>();
  const before = new Map<string, HistoryRow>();
  for (const row of rows) {
    if (row.day === today) todays.set(row.source, row);
    else if (row.day < today) {
      const known = before.get(row.source);
      if (!known || row.day > known.day) before.set(row.source, row);
    }
  }
  if (!todays.size) return null;
  let gain = 0;
  for (const [source, row] of todays) gain += row.value - (before.get(source)?.value ?? row.firstValue);
  return gain;
}
