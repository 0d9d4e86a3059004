import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { counters } from '../db/schema';

// The one place for what follows a committed write (server/README.md, "Side effects of a write").
// Routes and services call these after their transaction and never touch app.viewCache or
// app.liveBus themselves: what a change means for cached public views and open live displays is
// decided here, once. The cache and the bus are root-level decorators (counters/view-cache.ts,
// live/live-plugin.ts), so this module imports neither domain and they need not import each other.

/**
 * A counter's settings were saved, or the counter was created or deleted: its cached public view
 * (or a 404 remembered for its id) is dropped, and its open live displays (share page, embeds,
 * OBS) on every instance reload the view or show it gone. The change stands either way, so a
 * failed notice does not fail the call: displays catch up on their next reconnect.
 */
export async function counterChanged(app: FastifyInstance, counterIds: readonly string[]): Promise<void> {
  for (const id of counterIds) app.viewCache.invalidate(id);
  for (const id of counterIds) {
    try {
      await app.liveBus.publish(id);
    } catch (err) {
      app.log.warn({ err, counterId: id }, 'live notice of a counter change failed');
    }
  }
}

/**
 * A counter's run changed (value, start, pause, an applied event): open live displays get the new
 * state. The public view holds no run, so the cache keeps it. A failed publish fails the call, as
 * the caller answers with the run it just wrote and a client retries.
 */
export async function runChanged(app: FastifyInstance, counterId: string): Promise<void> {
  await app.liveBus.publish(counterId);
}

/**
 * A user's plan changed (upgrade, downgrade, gift, refund, a Paddle event): the public view of
 * each of their counters carries the watermark, so exactly those views are dropped and their live
 * displays show or drop it without a reload. If their counters cannot be listed, every cached view
 * is dropped instead: a wrong watermark must not outlive the change. A gift that simply runs out
 * is not announced; the cache's TTL bounds it.
 */
export async function ownerPlanChanged(app: FastifyInstance, userId: string): Promise<void> {
  let ids: string[];
  try {
    const rows = await app.db.select({ id: counters.id }).from(counters).where(eq(counters.userId, userId));
    ids = rows.map((r) => r.id);
  } catch (err) {
    app.viewCache.clear();
    app.log.warn({ err, userId }, 'live notice of a plan change failed');
    return;
  }
  await counterChanged(app, ids);
}

/** Several owners' plans changed at once (reconciliation with Paddle). */
export async function ownerPlansChanged(app: FastifyInstance, userIds: Iterable<string>): Promise<void> {
  for (const userId of new Set(userIds)) await ownerPlanChanged(app, userId);
}

/**
 * New readings of followed accounts changed what these counters show (a count, its precision, or
 * why it is not current): their cached public views carry the count, so they are dropped, and their
 * open displays on every instance get the new count. A failed notice is logged; the poller's next
 * change, or a reconnect, brings the display up to date.
 */
export async function sourcesChanged(app: FastifyInstance, counterIds: readonly string[]): Promise<void> {
  await counterChanged(app, counterIds);
}
