import { counterDetailSchema } from '@core/api/counters';
import { counterImportSchema, IMPORT_PREMIUM_MESSAGE } from '@core/api/export';
import { AppError } from '@core/errors/app-error';
import { isPremium } from '@core/plan/plan-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, requireUser } from '../auth/session-plugin';
import { createCounter } from '../counters/counter-service';
import { counterChanged } from '../effects/after-commit';

// POST /api/counters/import: a new counter from an exported settings file. Premium only, checked
// before the body is validated, so a Free user hears "premium" rather than a schema complaint.
async function premiumOnly(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (!isPremium(user)) {
    throw new AppError('forbidden', IMPORT_PREMIUM_MESSAGE);
  }
}

export default async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/counters/import',
    {
      preValidation: [authenticated, premiumOnly],
      schema: { body: counterImportSchema, response: { 201: counterDetailSchema } },
    },
    async (request, reply) => {
      const { name, settings } = request.body;
      // The same service as POST /api/counters: the same plan rules and limits apply.
      const row = await createCounter(app.db, requireUser(request), { name, settings }, app.liveSources);
      await counterChanged(app, [row.id]); // a miss remembered for this id is forgotten
      return reply.status(201).send({
        id: row.id,
        name: row.name,
        settings: row.settings,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      });
    },
  );
}
