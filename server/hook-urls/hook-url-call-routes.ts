import { liveSnapshotSchema } from '@core/counter/live/run-state';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { controlAndAnswer } from '../live/control-answer';
import type { ApiCaller } from '../public-api/api-caller';
import { findHookTarget } from './hook-url-queries';

// For tools that can only call a URL: the token is the credential. Answers 404 for any unknown or
// disabled token. (The dashboard's management of these URLs is hook-url-routes.ts.)
export function registerHookCallRoutes(fastify: FastifyInstance, caller: ApiCaller) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/hooks/:token/increment',
    {
      config: { rateLimit: caller.perCaller, webhook: 'hook_url' },
      // Stryker disable next-line ObjectLiteral: Fastify's maxParamLength (100) answers 414 before the params schema is read, and the answer (run, serverNow, designVersion) has exactly the response schema's fields
      schema: { params: z.object({ token: z.string().max(100) }), response: { 200: liveSnapshotSchema } },
    },
    async (request) => {
      const target = await caller.lookUp(request, () => findHookTarget(app.db, request.params.token));
      if (!target) throw new AppError('not_found', 'Webhook not found');
      return controlAndAnswer(app, target.user, target.counterId, { action: 'increment', by: 1 });
    },
  );
}
