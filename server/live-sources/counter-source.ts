import type { CounterSource, SourcePart } from '@core/live-sources/counter-source-schema';
import { sumSource } from '@core/live-sources/sum-source';
import type { LiveSourceRow } from '../db/schema';

// What a counter following live counts shows, from the stored readings of its accounts. A part is
// stale when it carries a note (the platform could not be read) or was last read more than three
// intervals ago.

export const STALE_AFTER_INTERVALS = 3;

export function toCounterSource(
  rows: LiveSourceRow[],
  now: number,
  intervalMs: (row: LiveSourceRow) => number,
): CounterSource {
  let stale = 0;
  const parts: SourcePart[] = rows.map((row) => {
    const updatedAt = row.readAt?.getTime() ?? null;
    if (
      row.note !== null ||
      (updatedAt !== null && now - updatedAt > STALE_AFTER_INTERVALS * intervalMs(row))
    )
      stale++;
    return {
      platform: row.platform,
      account: row.handle,
      displayName: row.displayName,
      avatarUrl: row.avatarUrl,
      // A hidden count has no value stored; the precision alone says so.
      value: row.precision === 'hidden' ? null : row.value,
      precision: row.precision,
      updatedAt,
      note: row.note,
    };
  });
  return sumSource(parts, stale);
}
