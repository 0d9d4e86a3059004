import { z } from 'zod';
import { CONNECTION_STATUSES } from '../live-sources/platforms';

// GET /api/integrations/twitch: the signed-in user's Twitch connection (issue 18). Tokens never
// leave the server; `broken` means Twitch revoked the event subscriptions, `needs_reauth` that it
// refused the token and its refresh (reconnect to fix either).
export const twitchStatusSchema = z.object({
  connected: z.boolean(),
  login: z.string().nullable(),
  status: z.enum(CONNECTION_STATUSES).nullable(),
  brokenReason: z.string().nullable(),
  subscriptionIds: z.array(z.string()),
  /** Whether this server has Twitch credentials at all (the button is pointless without them). */
  available: z.boolean(),
});
export type TwitchStatus = z.infer<typeof twitchStatusSchema>;

export const twitchConnectQuerySchema = z.object({ returnTo: z.string().max(500).optional() });
export const twitchCallbackQuerySchema = z.object({
  code: z.string().max(500).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
  scope: z.string().max(1000).optional(),
});

/** The query flag the callback adds to the page it returns to. */
export const TWITCH_RESULT_PARAM = 'twitch';
export const TWITCH_ERROR_PARAM = 'twitchError';
