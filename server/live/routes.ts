import { COUNTER_ID_PATTERN, counterIdParamsSchema } from '@core/api/counters';
import { controlActionSchema, liveSnapshotSchema } from '@core/counter/live/run-state';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, requireUser } from '../auth/session-plugin';
import { controlAndAnswer } from './control-answer';
import { streamCounterEvents } from './event-stream';
import { loadLiveSnapshot } from './live-service';

function checkId(id: string): string {
  if (!COUNTER_ID_PATTERN.test(id)) throw new AppError('not_found', 'Counter not found');
  return id;
}

export default async function liveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = counterIdParamsSchema;

  // Public, like the view: the run is what every display of the counter shows.
  app.get(
    '/api/counters/:id/live',
    { schema: { params, response: { 200: liveSnapshotSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadLiveSnapshot(app.db, checkId(request.params.id), app.liveSources);
    },
  );

  // EventSource always asks for text/event-stream; any other client (a probe, curl) gets the
  // current state as JSON, the same answer as /live.
  app.get('/api/counters/:id/events', { schema: { params } }, async (request, reply) => {
    const id = checkId(request.params.id);
    if (!(request.headers.accept ?? '').includes('text/event-stream')) {
      reply.header('cache-control', 'no-store');
      return loadLiveSnapshot(app.db, id, app.liveSources);
    }
    await streamCounterEvents(app, request, reply, id);
  });

  app.post(
    '/api/counters/:id/control',
    {
      preValidation: authenticated,
      schema: { params, body: controlActionSchema, response: { 200: liveSnapshotSchema } },
    },
    async (request) => {
      const id = checkId(request.params.id);
      return controlAndAnswer(app, requireUser(request), id, request.body);
    },
  );
}
