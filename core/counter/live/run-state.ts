import { z } from 'zod';
import { counterSourceSchema } from '../../live-sources/counter-source-schema';
import { counterValueSchema } from '../number-value-rules';

// The server-kept run of a synced counter (issue 8). Instants are epoch milliseconds, so the
// state travels as JSON unchanged and every display computes the same frame from it.

export const RUN_STATUSES = ['idle', 'running', 'paused', 'completed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const runStateSchema = z.object({
  status: z.enum(RUN_STATUSES),
  startedAt: z.number().nullable(),
  pausedAt: z.number().nullable(),
  pausedTotalMs: z.number(),
  /** Datetime counters: time added (or removed, when negative) to the end instant. */
  addedMs: z.number(),
  /** Number counters: the value at valueAt; it moves on from there while running. */
  value: z.number().nullable(),
  valueAt: z.number().nullable(),
  seed: z.number(),
  version: z.number(),
  updatedAt: z.number(),
});
export type RunState = z.infer<typeof runStateSchema>;

// The largest single change to a countdown: a year, far past any real stream.
export const MAX_ADD_TIME_MS = 366 * 86_400_000;

export const controlActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('start') }),
  z.strictObject({ action: z.literal('pause') }),
  z.strictObject({ action: z.literal('resume') }),
  z.strictObject({ action: z.literal('reset') }),
  z.strictObject({
    action: z.literal('add-time'),
    ms: z.number().int().min(-MAX_ADD_TIME_MS).max(MAX_ADD_TIME_MS),
  }),
  // Negative and decimal values too; the counter's own places are checked by applyControl.
  z.strictObject({ action: z.literal('set-value'), value: counterValueSchema('value') }),
  z.strictObject({ action: z.literal('increment'), by: counterValueSchema('by') }),
]);
export type ControlAction = z.infer<typeof controlActionSchema>;

/** GET /api/counters/:id/live and every Server-Sent Event carry this. */
export const liveSnapshotSchema = z.object({
  run: runStateSchema,
  serverNow: z.number(),
  /**
   * The counter's settings revision (its last edit, epoch ms, strictly increasing per counter).
   * The view carries the same number: a display whose view is older reloads it (issue 8).
   */
  designVersion: z.number(),
  /**
   * Whether the owner has Premium now (no watermark), on /live and the event stream: a plan change
   * reaches open displays without a reload.
   */
  ownerPremium: z.boolean().optional(),
  /** A counter following live counts: what it shows now (core/live-sources/). */
  source: counterSourceSchema.optional(),
  /** Only on the event stream: the counter was deleted, and the stream ends after this event. */
  removed: z.literal(true).optional(),
});
export type LiveSnapshot = z.infer<typeof liveSnapshotSchema>;
