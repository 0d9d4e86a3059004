import type { FastifyInstance } from 'fastify';
import type { OutboundKind, OutboundQueue } from '../effects/effect-ports';
import { enqueueMessages, sendDueDeliveries } from './outbound-delivery';

interface Message {
  kind: OutboundKind;
  data: object;
  at: Date;
}

/**
 * The app's outbound queue (app.outbound, used by server/effects/ only): a message for a counter's
 * outbound webhooks is queued off the request path. Messages for a counter that arrive while its
 * last batch is being written go in together (one look-up of its webhooks, one insert), so a burst
 * of events costs a few statements, not a few per event; then the due deliveries are sent.
 */
export function createOutboundQueue(app: FastifyInstance): OutboundQueue {
  const byCounter = new Map<string, Message[]>();
  return {
    queue(counterId, kind, data) {
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
    },
  };
}
