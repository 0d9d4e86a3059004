import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

// CSRF defence: a state-changing call must come from our own origin, whatever its path. The
// exemptions are matched on the path routing uses (request-path.ts), so no spelling of a path
// (`/%61pi/…`, `//api/…`, `/API/…`) reaches a route without the check.
async function originCheckPlugin(app: FastifyInstance) {
  const allowed = new Set([new URL(app.config.appUrl).origin]);
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
    const host = request.headers.host;
    const ok =
      !!origin &&
      (allowed.has(origin) || (!!host && (origin === `http://${host}` || origin === `https://${host}`)));
    if (!ok) {
      return reply.status(403).send({ message: 'Request refused: missing or foreign Origin header.' });
    }
  });
}

export default fp(originCheckPlugin, { name: 'origin-check' });
