import { connectionsSchema } from '@core/api/connections';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session-plugin';
import { scheduleConnectionChecks } from './connection-check';
import { listUserConnections } from './connection-queries';

// What every platform's connection shares beyond its own routes: the user's connections at a
// glance (the reconnect banner reads it) and the hourly check of their tokens.
export default async function connectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  scheduleConnectionChecks(app);

  app.get(
    '/api/integrations/connections',
    { schema: { response: { 200: connectionsSchema } } },
    async (request) => {
      const user = requireUser(request);
      return { connections: await listUserConnections(app.db, user.id) };
    },
  );
}
