import type { FastifyInstance } from 'fastify';
import { type ApiCaller, createApiCaller } from './api-caller';
import { registerApiCounterRoutes } from './api-counter-routes';
import { registerApiEventRoutes } from './api-event-routes';

export { READ_ONLY_KEY_MESSAGE, TOO_MANY_GUESSES_MESSAGE } from './api-caller';
export { API_PREMIUM_MESSAGE } from './key-routes';

/** Routes of a room above this one that share the public API's caller context. */
export type CallerRoutes = (app: FastifyInstance, caller: ApiCaller) => void;

export interface PublicApiOptions {
  /**
   * The webhook URL calls (hook-urls/) and the /api/v1 side of outbound webhooks
   * (outbound-webhooks/): passed in by app.ts, since hook-urls/ sits above this folder.
   */
  also?: CallerRoutes[];
}

// The public API: bearer keys (/api/v1) and secret webhook URLs, one subject per file, sharing one
// caller context (rate-limit buckets and the throttle of guessed credentials, api-caller.ts). The
// dashboard's management of keys is in key-routes.ts, of hook URLs in hook-urls/hook-url-routes.ts;
// outbound webhooks are managed from both sides (outbound-webhooks/outbound-webhook-routes.ts).
export default async function liveApiRoutes(app: FastifyInstance, opts: PublicApiOptions = {}) {
  const caller = createApiCaller(app);
  registerApiCounterRoutes(app, caller);
  registerApiEventRoutes(app, caller);
  for (const register of opts.also ?? []) register(app, caller);
}
