import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendDueDeliveries } from './outbound-delivery';
import { createOutboundQueue } from './outbound-queue';

// The outbound queue (app.outbound, which server/effects/ fills) and the retries of outbound
// webhooks: every 15 s the due deliveries are sent again. New ones are sent at once by the queue
// that took them. A round runs as a
// background task, so shutting down (and a test's background.idle()) waits for the deliveries it
// claimed: a claimed row is sent by the round that claimed it, and by no other.
async function outboundWebhooksPlugin(app: FastifyInstance) {
  app.decorate('outbound', createOutboundQueue(app));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    app.background.run('outbound webhook retries', async () => {
      try {
        await sendDueDeliveries(app.db, { allowLoopback: app.config.WEBHOOK_ALLOW_LOOPBACK_HTTP });
      } finally {
        running = false;
      }
    });
  }, 15_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(outboundWebhooksPlugin, {
  name: 'outbound-webhooks',
  dependencies: ['db', 'background-tasks'],
});
