import { z } from 'zod';
import { LIVE_SOURCE_PLATFORMS } from '../live-sources/platforms';

// GET /api/counters/:id/live-history: the owner's 30-day chart of a counter following live counts.

/** One followed account, in the counter's order, with its value on each day it was read. */
export const historySeriesSchema = z.object({
  platform: z.enum(LIVE_SOURCE_PLATFORMS),
  account: z.string(),
  displayName: z.string(),
  /** False for a platform whose terms allow no chart (YouTube); `note` says so. */
  chart: z.boolean(),
  note: z.string().nullable(),
  /** The day's last value, in `days`' order; null where it was not read (or is hidden). */
  values: z.array(z.number().nullable()),
});
export type HistorySeries = z.infer<typeof historySeriesSchema>;

export const liveHistorySchema = z.object({
  /** The last 30 UTC days, oldest first, 'YYYY-MM-DD'; the last is today. */
  days: z.array(z.string()),
  series: z.array(historySeriesSchema),
});
export type LiveHistory = z.infer<typeof liveHistorySchema>;
