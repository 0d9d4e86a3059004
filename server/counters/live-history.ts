import type { LiveHistory } from '@core/api/live-history';
import { AppError } from '@core/errors/app-error';
import { keepsHistory, lastDays, NO_YOUTUBE_CHART_MESSAGE, utcDay } from '@core/live-sources/source-history';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import { findCounterSources } from '../live-sources/live-source-queries';
import { findHistorySince } from '../live-sources/source-history-queries';
import { getOwnCounter } from './counter-service';

export const NO_LIVE_COUNTS_MESSAGE = 'This counter follows no live counts, so it has no history.';

/**
 * The owner's 30-day history of a counter following live counts: each account it follows now, in
 * its order, with the day's last value of each of the last 30 UTC days (null: not read that day).
 * Another user's counter is not found; a YouTube account comes flagged, with no values.
 */
export async function loadLiveHistory(
  db: Database,
  user: UserRow,
  id: string,
  now: number,
): Promise<LiveHistory> {
  const counter = await getOwnCounter(db, user, id);
  if (!Array.isArray(counter.settings.liveSources)) throw new AppError('validation', NO_LIVE_COUNTS_MESSAGE);
  const days = lastDays(utcDay(now));
  const [sources, stored] = await Promise.all([
    findCounterSources(db, id),
    findHistorySince(db, id, days[0] as string),
  ]);
  const column = new Map(days.map((day, i) => [day, i]));
  const series = sources.map((s) => {
    const chart = keepsHistory(s.platform);
    const values: (number | null)[] = days.map(() => null);
    if (chart)
      for (const row of stored) {
        const i = column.get(row.day);
        if (i !== undefined && row.platform === s.platform && row.accountKey === s.accountKey)
          values[i] = row.value;
      }
    return {
      platform: s.platform,
      account: s.handle,
      displayName: s.displayName,
      chart,
      note: chart ? null : NO_YOUTUBE_CHART_MESSAGE,
      values,
    };
  });
  return { days, series };
}
