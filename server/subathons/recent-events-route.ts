import { COUNTER_ID_PATTERN, counterIdParamsSchema } from '@core/api/counters';
import { RECENT_EVENTS_LIMIT, type RecentEvents, recentEventsSchema } from '@core/api/subathon';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { findCounterRun } from '../live/run-queries';
import { listRecentEvents, toLoggedEvent } from './event-log-queries';
import { createStripCache, type StripCache } from './recent-events-cache';

// An embed's event strip (issue 18, `/embed/<id>?events=1`): the latest events of a counter,
// public like its view, read through a short-lived cache per database (recent-events-cache.ts).
const caches = new WeakMap<Database, StripCache<RecentEvents>>();

async function loadRecentEvents(db: Database, id: string): Promise<RecentEvents> {
  if (!(await findCounterRun(db, id))) throw new AppError('not_found', 'Counter not found');
  const rows = await listRecentEvents(db, id, RECENT_EVENTS_LIMIT);
  return {
    events: rows.map((row) => {
      const { source: _s, message: _m, undone: _u, ...shown } = toLoggedEvent(row);
      return shown;
    }),
  };
}

export function registerRecentEventsRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/counters/:id/recent-events',
    {
      schema: {
        params: counterIdParamsSchema,
        // v: the run version the display has seen; a newer one than cached reads the log again.
        querystring: z.object({ v: z.coerce.number().int().min(-1).max(Number.MAX_SAFE_INTEGER).default(0) }),
        // Stryker disable next-line ObjectLiteral: loadRecentEvents already answers only the public fields; the schema documents them
        response: { 200: recentEventsSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!COUNTER_ID_PATTERN.test(id)) throw new AppError('not_found', 'Counter not found');
      const cache = caches.get(app.db) ?? createStripCache<RecentEvents>();
      caches.set(app.db, cache);
      const answer = cache.read(`${id}:${request.query.v}`, Date.now(), () => loadRecentEvents(app.db, id));
      // Stryker disable next-line StringLiteral: the cache policy gives every /api answer no-store unless the route says otherwise
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );
}
