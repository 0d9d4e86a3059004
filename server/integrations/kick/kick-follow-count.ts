import type { FastifyInstance } from 'fastify';
import { countFollow } from '../connection-queries';
import { markMessageId } from '../message-ids';

// Kick's public API has no follower total, only the signed `channel.followed` webhook (no count in
// it, and nothing on an unfollow). So a connected channel's follower count is ours: the number the
// creator entered, plus one for each follow Kick pushes. Kick resends a delivery it got no 2xx
// for, so each follow carries a mark of its own, committed with the increment: a resend after a
// kill anywhere in between adds nothing more, and a kill before the commit loses nothing.

/**
 * Counts one `channel.followed` delivery once, and the displays following the channel's followers
 * step to the new total at once; the new total, or null when it counted nothing.
 */
export async function countKickFollow(
  app: FastifyInstance,
  broadcasterId: string,
  messageId: string,
): Promise<number | null> {
  const total = await app.db.transaction(async (tx) => {
    if (!(await markMessageId(tx, `kick-follow:${messageId}`))) return null;
    return countFollow(tx, 'kick', broadcasterId);
  });
  if (total !== null) await app.liveSources.countedPushed('kick_followers', broadcasterId, total);
  return total;
}
