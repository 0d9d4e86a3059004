import { z } from 'zod';
import { CONNECTION_STATUSES } from '../live-sources/platforms';

// GET /api/integrations/threads: the signed-in user's Threads connection, whose follower count their
// counters can follow. Tokens never leave the server.
export const threadsStatusSchema = z.object({
  connected: z.boolean(),
  /** The account's name as Threads shows it. */
  name: z.string().nullable(),
  /** needs_reauth: Threads refused the token and its refresh; connecting again mends it. */
  status: z.enum(CONNECTION_STATUSES).nullable(),
  /** Whether this server has Threads credentials at all (the button is pointless without them). */
  available: z.boolean(),
});
export type ThreadsStatus = z.infer<typeof threadsStatusSchema>;

export const threadsConnectQuerySchema = z.object({ returnTo: z.string().max(500).optional() });
export const threadsCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

/** The query flag the callback adds to the page it returns to. */
export const THREADS_RESULT_PARAM = 'threads';
export const THREADS_ERROR_PARAM = 'threadsError';
