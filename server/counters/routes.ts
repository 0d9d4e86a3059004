import {
  COUNTER_ID_PATTERN,
  counterDetailSchema,
  counterIdParamsSchema,
  counterSummarySchema,
  embedCodeSchema,
} from '@core/api/counters';
import { counterBodySchema } from '@core/counter/settings';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../auth/session-plugin';
import type { CounterRow } from '../db/schema';
import { counterChanged } from '../effects/after-commit';
import { listCountersByUser } from './counter-queries';
import {
  createCounter,
  deleteCounter,
  getEmbedCode,
  getOwnCounter,
  loadCounterView,
  updateCounter,
} from './counter-service';
import { toCounterSummary } from './counter-summary';
import { viewHint, viewKeeper, viewNotModified } from './kept-view';

// Helmet's per-request header building is the largest cost of this hot path; a JSON answer needs only these,
// computed once.
const VIEW_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'cross-origin',
};

const toDetail = (row: CounterRow) => ({
  id: row.id,
  name: row.name,
  settings: row.settings,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Malformed ids can never exist: answer 404 without a query.
function checkId(id: string): string {
  if (!COUNTER_ID_PATTERN.test(id)) throw new AppError('not_found', 'Counter not found');
  return id;
}

export default async function counterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = counterIdParamsSchema;

  app.get(
    '/api/counters',
    { schema: { response: { 200: z.array(counterSummarySchema) } } },
    async (request) => {
      const rows = await listCountersByUser(app.db, requireUser(request).id);
      return rows.map(toCounterSummary);
    },
  );

  app.post(
    '/api/counters',
    {
      preValidation: authenticated,
      schema: { body: counterBodySchema, response: { 201: counterDetailSchema } },
    },
    async (request, reply) => {
      const row = await createCounter(app.db, requireUser(request), request.body, app.liveSources);
      await counterChanged(app, [row.id]); // a miss remembered for this id is forgotten
      return reply.status(201).send(toDetail(row));
    },
  );

  app.get(
    '/api/counters/:id',
    { schema: { params, response: { 200: counterDetailSchema } } },
    async (request) => {
      const user = requireUser(request);
      return toDetail(await getOwnCounter(app.db, user, checkId(request.params.id)));
    },
  );

  app.put(
    '/api/counters/:id',
    {
      preValidation: authenticated,
      schema: { params, body: counterBodySchema, response: { 200: counterDetailSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await updateCounter(
        app.db,
        user,
        checkId(request.params.id),
        request.body,
        app.liveSources,
      );
      await counterChanged(app, [row.id]);
      return toDetail(row);
    },
  );

  app.delete('/api/counters/:id', { schema: { params } }, async (request, reply) => {
    const user = requireUser(request);
    const id = checkId(request.params.id);
    await deleteCounter(app.db, user, id);
    await counterChanged(app, [id]);
    return reply.status(200).send({ message: 'Counter deleted' });
  });

  app.get(
    '/api/counters/:id/embed-code',
    { schema: { params, response: { 200: embedCodeSchema } } },
    async (request) => {
      const user = requireUser(request);
      return getEmbedCode(app.db, user, checkId(request.params.id), app.config.appUrl, app.liveSources);
    },
  );

  // Public and hot: served from memory with an ETag; concurrent misses share one query. Its answers
  // are kept in front of the router too (kept-view.ts, decision 015f).
  app.keptAnswers.keep(viewKeeper(app.viewCache));
  // No schema here on purpose: the id pattern check is all the validation this path needs, and it is cheaper.
  app.get('/api/counters/:id/view', { helmet: false }, async (request, reply) => {
    reply.headers(VIEW_SECURITY_HEADERS);
    const id = checkId((request.params as { id: string }).id);
    // The server's clock, read per answer (the body is cached): viewers estimate their clock's
    // offset from it (issue #17), by HEAD requests that skip the body.
    reply.header('x-server-time', String(Date.now()));
    // ?v= is the design version a live viewer was told of: it must not get an older copy.
    const minVersion = viewHint((request.query as { v?: string }).v);
    const entry = await app.viewCache.getOrLoad(
      id,
      () => loadCounterView(app.db, id, app.liveSources),
      minVersion,
    );
    reply.header('cache-control', 'public, max-age=5, must-revalidate');
    reply.header('etag', entry.etag);
    if (viewNotModified(request.headers['if-none-match'], entry.etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  });
}
