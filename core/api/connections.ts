import { z } from 'zod';
import { CONNECT_PLATFORMS, CONNECTION_STATUSES } from '../live-sources/platforms';

// GET /api/integrations/connections: the signed-in user's connected accounts, for the banner the
// dashboard and the counter form show when one needs connecting again, and the live-count picker's
// choices on connected platforms. Tokens never leave the server.
export const connectionSummarySchema = z.object({
  platform: z.enum(CONNECT_PLATFORMS),
  /** The platform's own id of the account: what a connected live source's `account` holds. */
  accountId: z.string(),
  /** The account's name on the platform (Twitch's login, Kick's channel name). */
  name: z.string(),
  /** The account's picture as the platform gave it when connected, if it gave one. */
  avatarUrl: z.string().nullable(),
  status: z.enum(CONNECTION_STATUSES),
});
export type ConnectionSummary = z.infer<typeof connectionSummarySchema>;

export const connectionsSchema = z.object({ connections: z.array(connectionSummarySchema) });
export type Connections = z.infer<typeof connectionsSchema>;
