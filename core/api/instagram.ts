import { z } from 'zod';

// GET /api/integrations/instagram: the signed-in user's Instagram professional account, connected so
// its follower count can be read with their own token. Tokens never leave the server.
export const instagramStatusSchema = z.object({
  connected: z.boolean(),
  /** The account's username. */
  name: z.string().nullable(),
  /** Whether this server has Instagram credentials at all (the button is pointless without them). */
  available: z.boolean(),
});
export type InstagramStatus = z.infer<typeof instagramStatusSchema>;

export const instagramConnectQuerySchema = z.object({ returnTo: z.string().max(500).optional() });
export const instagramCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

/** The query flag the callback adds to the page it returns to. */
export const INSTAGRAM_RESULT_PARAM = 'instagram';
export const INSTAGRAM_ERROR_PARAM = 'instagramError';
