import type { FastifyInstance } from 'fastify';

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
