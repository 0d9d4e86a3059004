import { z } from 'zod';
import { CONNECTION_STATUSES } from '../live-sources/platforms';

// GET /api/integrations/tiktok: the signed-in user's TikTok connection, whose follower count their
// counters can follow. Tokens never leave the server.
export const tiktokStatusSchema = z.object({
  connected: z.boolean(),
  /** The account's name as TikTok shows it. */
  name: z.string().nullable(),
  /** needs_reauth: TikTok refused the token and its refresh; connecting again mends it. */
  status: z.enum(CONNECTION_STATUSES).nullable(),
  /** Whether this server has TikTok credentials at all (the button is pointless without them). */
  available: z.boolean(),
});
export type TikTokStatus = z.infer<typeof tiktokStatusSchema>;

export const tiktokConnectQuerySchema = z.object({ returnTo: z.string().max(500).optional() });
export const tiktokCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

/** The query flag the callback adds to the page it returns to. */
export const TIKTOK_RESULT_PARAM = 'tiktok';
export const TIKTOK_ERROR_PARAM = 'tiktokError';
