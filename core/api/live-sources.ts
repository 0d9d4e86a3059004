import { z } from 'zod';
import { ACCOUNT_INPUT_MAX } from '../live-sources/live-source-schema';
import { LIVE_SOURCE_PLATFORMS, PLATFORM_CHOICE_MESSAGE, PRECISIONS } from '../live-sources/platforms';

// GET /api/live-sources/lookup: the counter form's preview of an account before it is saved.
export const lookupQuerySchema = z.strictObject({
  platform: z.enum(LIVE_SOURCE_PLATFORMS, { error: PLATFORM_CHOICE_MESSAGE }),
  account: z
    .string({ error: 'Enter the account to follow.' })
    .trim()
    .min(1, { error: 'Enter the account to follow.' })
    .max(ACCOUNT_INPUT_MAX, { error: 'That account is too long.' }),
});

export const accountPreviewSchema = z.object({
  platform: z.enum(LIVE_SOURCE_PLATFORMS),
  id: z.string(),
  handle: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  value: z.number().nullable(),
  precision: z.enum(PRECISIONS),
});
export type AccountPreview = z.infer<typeof accountPreviewSchema>;

// Platform Health's live-count part: per platform, whether this server can read it and how its
// allowance stands.
export const liveCountHealthSchema = z.object({
  platform: z.enum(LIVE_SOURCE_PLATFORMS),
  configured: z.boolean(),
  /** The environment variable(s) to set, when not configured. */
  missingSetting: z.string().nullable(),
  callsLastHour: z.number(),
  /** Calls left in the platform's current window (YouTube: units left today). */
  budgetLeft: z.number().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.number().nullable(),
  /** Epoch ms when the next call may go (after a 429 or a used-up quota), or null when now. */
  nextCallAt: z.number().nullable(),
  /** Accounts being read because a display of them is open. */
  hotSources: z.number(),
});
export type LiveCountHealth = z.infer<typeof liveCountHealthSchema>;
