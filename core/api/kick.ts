import { z } from 'zod';

// GET /api/integrations/kick: the signed-in user's Kick connection (issue 18, source 3). Tokens
// never leave the server.
export const kickStatusSchema = z.object({
  connected: z.boolean(),
  /** The Kick channel's name. */
  name: z.string().nullable(),
  subscriptionIds: z.array(z.string()),
  /** Whether this server has Kick credentials at all (the button is pointless without them). */
  available: z.boolean(),
});
export type KickStatus = z.infer<typeof kickStatusSchema>;

export const kickConnectQuerySchema = z.object({ returnTo: z.string().max(500).optional() });
export const kickCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

/** The query flag the callback adds to the page it returns to. */
export const KICK_RESULT_PARAM = 'kick';
export const KICK_ERROR_PARAM = 'kickError';
