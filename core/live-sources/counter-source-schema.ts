import { z } from 'zod';
import { LIVE_SOURCE_PLATFORMS, PRECISIONS } from './platforms';

// What a counter following live counts shows, in its public view and on its live event stream.
// Kept apart from the settings schema (live-source-schema.ts), which loads every platform's account
// parser: displays need only this.

const precision = z.enum(PRECISIONS);

/** One followed account in a counter's view and live events. */
export const sourcePartSchema = z.object({
  platform: z.enum(LIVE_SOURCE_PLATFORMS),
  account: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  value: z.number().nullable(),
  precision,
  /** Epoch ms of the last successful read, or null when never read. */
  updatedAt: z.number().nullable(),
  /** Why it is unavailable, in plain words (a daily limit reached, not found any more), or null. */
  note: z.string().nullable(),
});
export type SourcePart = z.infer<typeof sourcePartSchema>;

/**
 * What a counter following live counts shows: the sum (`value`, null when nothing can be shown),
 * its precision (the weakest of its parts'), when it last changed, and whether some part is stale.
 */
export const counterSourceSchema = z.object({
  value: z.number().nullable(),
  precision,
  updatedAt: z.number().nullable(),
  stale: z.boolean(),
  parts: z.array(sourcePartSchema),
  /** What the counts gained since today's UTC midnight (settings.showToday); absent when not shown. */
  today: z.number().optional(),
  /**
   * The UTC day ('YYYY-MM-DD') `today` counts: after midnight a display shows it no more, until a
   * reading of the new day comes with its own gain.
   */
  todayOn: z.string().optional(),
});
export type CounterSource = z.infer<typeof counterSourceSchema>;
