import { z } from 'zod';
import { LIMITS } from '../counter/settings-options';

/** What the studio shows of the counted follower total: null until the creator enters a start. */
export const kickFollowersSchema = z.object({
  /** The number entered, or null. */
  start: z.number().nullable(),
  /** Follows Kick pushed since then. */
  counted: z.number(),
  /** Epoch ms when the start was entered (counting began), or null. */
  since: z.number().nullable(),
});
export type KickFollowers = z.infer<typeof kickFollowersSchema>;

// GET /api/integrations/kick: the signed-in user's Kick connection (issue 18, source 3). Tokens
// never leave the server.
export const kickStatusSchema = z.object({
  connected: z.boolean(),
  /** The Kick channel's name. */
  name: z.string().nullable(),
  subscriptionIds: z.array(z.string()),
  /** Whether this server has Kick credentials at all (the button is pointless without them). */
  available: z.boolean(),
  /** The counted follower total (PUT /api/integrations/kick/followers), null when not connected. */
  followers: kickFollowersSchema.nullable(),
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

/**
 * PUT /api/integrations/kick/followers: the follower count the creator reads on their Kick channel.
 * Kick's public API gives no follower total, so we count from it: each follow Kick pushes from then
 * on adds one. A whole number from 0 to the largest any counter holds.
 */
export const KICK_FOLLOWER_START_MESSAGES = {
  number: 'Enter the follower count your Kick channel shows, as a whole number of 0 or more.',
  tooLarge: 'Number is too large',
} as const;

export const kickFollowerStartSchema = z.strictObject({
  start: z
    .number({ error: KICK_FOLLOWER_START_MESSAGES.number })
    .int()
    .min(0)
    .max(LIMITS.numberMax, { error: KICK_FOLLOWER_START_MESSAGES.tooLarge }),
});
export type KickFollowerStart = z.infer<typeof kickFollowerStartSchema>;
