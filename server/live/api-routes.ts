import type { FastifyInstance } from 'fastify';
import { createApiCaller } from './api-caller';
import { registerApiCounterRoutes } from './api-counter-routes';
import { registerApiEventRoutes } from './api-event-routes';
import { registerHookCallRoutes } from './hook-call-routes';
import { registerWebhookRoutes } from './webhook-routes';

export { READ_ONLY_KEY_MESSAGE, TOO_MANY_GUESSES_MESSAGE } from './api-caller';
export { API_PREMIUM_MESSAGE } from './key-routes';

// The public API: bearer keys (/api/v1) and secret webhook URLs, one subject per file, sharing one
// caller context (rate-limit buckets and the throttle of guessed credentials, api-caller.ts). The
// dashboard's management of keys and hooks is in key-routes.ts and hook-routes.ts;
// outbound webhooks are managed from both sides (webhook-routes.ts).
export default async function liveApiRoutes(app: FastifyInstance) {
  const caller = createApiCaller(app);
  registerApiCounterRoutes(app, caller);
  registerApiEventRoutes(app, caller);
  registerHookCallRoutes(app, caller);
  registerWebhookRoutes(app, caller);
}
