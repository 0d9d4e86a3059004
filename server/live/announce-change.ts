import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { counters } from '../db/schema';

/**
 * After a counter's settings were saved or the counter was deleted (committed): open live displays
 * (share page, embeds, OBS) on every instance reload its view, or show it gone. The change stands
 * either way, so a failed notice must not fail the call: displays catch up on their next reconnect
 * or when they become visible again.
 */
export async function announceCounterChange(
  app: FastifyInstance,
  counterIds: readonly string[],
): Promise<void> {
  for (const id of counterIds) {
    try {
      await app.liveBus.publish(id);
    } catch (err) {
      app.log.warn({ err, counterId: id }, 'live notice of a counter change failed');
    }
  }
}

/**
 * After a user's plan changed (committed): their counters' open live displays show or drop the
 * watermark without a reload. A gift that simply runs out is not announced; displays see it on
 * their next reload.
 */
export async function announcePlanChange(app: FastifyInstance, userId: string): Promise<void> {
  let ids: string[];
  try {
    const rows = await app.db.select({ id: counters.id }).from(counters).where(eq(counters.userId, userId));
    ids = rows.map((r) => r.id);
  } catch (err) {
    app.log.warn({ err, userId }, 'live notice of a plan change failed');
    return;
  }
  await announceCounterChange(app, ids);
}
