import type { FastifyInstance } from 'fastify';
import { type DeliveryKind, enqueueMessages, sendDueDeliveries } from './outbound-delivery';

interface Message {
  kind: DeliveryKind;
  data: object;
  at: Date;
}
const queues = new WeakMap<FastifyInstance, Map<string, Message[]>>();

/**
 * Queues a message for the counter's outbound webhooks, off the request path. Messages for a
 * counter that arrive while its last batch is being written go in together (one look-up of its
 * webhooks, one insert), so a burst of events costs a few statements, not a few per event; then the
 * due deliveries are sent.
 */
export function queueOutbound(app: FastifyInstance, counterId: string, kind: DeliveryKind, data: object) {
  const byCounter = queues.get(app) ?? new Map<string, Message[]>();
  queues.set(app, byCounter);
  const message = { kind, data, at: new Date() };
  const waiting = byCounter.get(counterId);
  if (waiting) {
    waiting.push(message);
    return;
  }
  const queue = [message];
  byCounter.set(counterId, queue);
  app.background.run('outbound webhooks', async () => {
    let queued = 0;
    try {
      while (queue.length > 0) queued += await enqueueMessages(app.db, counterId, queue.splice(0));
    } finally {
      byCounter.delete(counterId);
    }
    if (queued > 0)
      await sendDueDeliveries(app.db, { allowLoopback: app.config.WEBHOOK_ALLOW_LOOPBACK_HTTP });
  });
}
