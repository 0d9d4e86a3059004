import { COUNTER_ID_PATTERN, counterIdParamsSchema } from '@core/api/counters';
import { RECENT_EVENTS_LIMIT, type RecentEvents, recentEventsSchema } from '@core/api/subathon';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { findCounterRun } from '../live/run-queries';
import { listRecentEvents, toLoggedEvent } from './event-log-queries';

// An embed's event strip (issue 18, `/embed/<id>?events=1`): the latest events of a counter,
// public like its view. Every display of a counter asks again when the run changes, so thousands
// may ask at once: each instance reads the log once per counter and run version, kept a second.
const TTL_MS = 1000;
const MAX_ENTRIES = 1000;
const caches = new WeakMap<Database, Map<string, { at: number; answer: Promise<RecentEvents> }>>();

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
      const cache = caches.get(app.db) ?? new Map();
      caches.set(app.db, cache);
      const key = `${id}:${request.query.v}`;
      const now = Date.now();
      let entry = cache.get(key);
      if (!entry || now - entry.at > TTL_MS) {
        entry = { at: now, answer: loadRecentEvents(app.db, id) };
        if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
        cache.set(key, entry);
        // A failed read is not kept: the next display asks the database again.
        entry.answer.catch(() => cache.delete(key));
      }
      // Stryker disable next-line StringLiteral: the cache policy gives every /api answer no-store unless the route says otherwise
      reply.header('cache-control', 'no-store');
      return entry.answer;
    },
  );
}
