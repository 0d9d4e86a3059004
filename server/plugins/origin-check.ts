import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { routedPath } from './request-path';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Bearer-key API and provider webhooks are not cookie-authenticated, so they skip the browser Origin check.
export const EXEMPT_PREFIXES = [
  '/api/v1/',
  '/api/paddle/webhook',
  '/api/hooks/',
  '/api/integrations/twitch/eventsub',
  '/api/integrations/kick/webhook',
];

// The Vite dev server (vite.config.ts's default port): `npm run dev` serves the app there and
// proxies /api to us, so the browser's Origin is Vite's even when APP_URL is set elsewhere (a
// tunnel, for the Twitch callback). scripts/dev.ts makes Vite's origin APP_URL when none is set,
// which also covers another VITE_PORT.
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * The origins a state-changing call may come from: APP_URL's alone (the Host header is the
 * client's to choose, so it names no origin of ours), and in development the Vite dev server's.
 */
export function allowedOrigins(config: Pick<Config, 'appUrl' | 'NODE_ENV'>): Set<string> {
  const allowed = new Set([new URL(config.appUrl).origin]);
  if (config.NODE_ENV === 'development') allowed.add(VITE_DEV_ORIGIN);
  return allowed;
}

// CSRF defence: a state-changing call must come from our own origin, whatever its path. The
// exemptions are matched on the path routing uses (request-path.ts), so no spelling of a path
// (`/%61pi/…`, `//api/…`, `/API/…`) reaches a route without the check.
async function originCheckPlugin(app: FastifyInstance) {
  const allowed = allowedOrigins(app.config);
  app.addHook('onRequest', async (request, reply) => {
    // Only a path is served as the request target. The absolute form (`POST http://host/api/…`),
    // which browsers never send, would still reach the route but slip past every `/api/` check.
    if (!request.url.startsWith('/')) {
      return reply.status(400).send({ message: 'Request refused: the request target must be a path.' });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const path = routedPath(request);
    if (EXEMPT_PREFIXES.some((p) => path.startsWith(p))) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) {
      return reply.status(403).send({ message: 'Request refused: missing or foreign Origin header.' });
    }
  });
}

export default fp(originCheckPlugin, { name: 'origin-check' });
