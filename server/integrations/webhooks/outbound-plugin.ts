import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendDueDeliveries } from './outbound-delivery';

// Retries of outbound webhooks (issue 18): every 15 s the due deliveries are sent again. New ones
// are sent at once by the request that queued them (live/subathon-effects.ts).
async function outboundWebhooksPlugin(app: FastifyInstance) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueDeliveries(app.db)
      .catch((err) => app.log.warn({ err }, 'outbound webhook retries failed'))
      .finally(() => {
        running = false;
      });
  }, 15_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(outboundWebhooksPlugin, { name: 'outbound-webhooks', dependencies: ['db'] });
