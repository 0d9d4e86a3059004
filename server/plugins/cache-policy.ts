import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routedPath } from './request-path';

// Answers of the API depend on the session or carry secrets (the user, counters, API keys shown
// once, webhook URLs, billing, admin lists), so no browser or proxy may keep them: every /api
// answer is `no-store` unless its route says otherwise. Only the public counter view does (an
// ETag and a few seconds); pages and hashed assets set their own (pages/web-app-plugin.ts). Deny by default, so
// a new route cannot forget it.
async function cachePolicyPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const path = routedPath(request);
    if (path === '/api' || path.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export default fp(cachePolicyPlugin, { name: 'cache-policy' });
