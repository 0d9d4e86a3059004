import { z } from 'zod';

// GET /api/integrations/facebook: the signed-in user's Facebook Page, connected so its follower
// count can be read with the Page's own token. Tokens never leave the server.
export const facebookStatusSchema = z.object({
  connected: z.boolean(),
  /** The Page's name. */
  name: z.string().nullable(),
  /** Whether this server has Facebook credentials at all (the button is pointless without them). */
  available: z.boolean(),
});
export type FacebookStatus = z.infer<typeof facebookStatusSchema>;

export const facebookConnectQuerySchema = z.object({ returnTo: z.string().max(500).optional() });
// Facebook's Login dialog comes back with code and state, or with error=access_denied,
// error_reason=user_denied and error_description when the person cancels.
export const facebookCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_code: z.string().max(50).optional(),
  error_description: z.string().max(500).optional(),
});

/** The query flag the callback adds to the page it returns to. */
export const FACEBOOK_RESULT_PARAM = 'facebook';
export const FACEBOOK_ERROR_PARAM = 'facebookError';
