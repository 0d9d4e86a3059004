import { COUNTER_ID_PATTERN, counterIdParamsSchema } from '@core/api/counters';
import { liveHistorySchema } from '@core/api/live-history';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, requireUser } from '../auth/session-plugin';
import { loadLiveHistory } from './live-history';

// The owner's chart of a counter's live counts, day by day (dashboard card and counter form).
// Owner only: the daily figures are the owner's business, even where the count itself is public.
export default async function liveHistoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/counters/:id/live-history',
    {
      preValidation: authenticated,
      schema: { params: counterIdParamsSchema, response: { 200: liveHistorySchema } },
    },
    async (request) => {
      const id = request.params.id;
      if (!COUNTER_ID_PATTERN.test(id)) throw new AppError('not_found', 'Counter not found');
      return loadLiveHistory(app.db, requireUser(request), id, Date.now());
    },
  );
}
