import { counterIdParamsSchema } from '@core/api/counters';
import { type ControlAction, controlActionSchema, liveSnapshotSchema } from '@core/counter/live/run-state';
import { counterValueSchema } from '@core/counter/number-value-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCountersByUser } from '../counters/counter-queries';
import { controlAndAnswer } from '../live/control-answer';
import { loadLiveSnapshot } from '../live/live-service';
import type { ApiCaller } from './api-caller';
import { API_PREMIUM_MESSAGE } from './key-routes';

// /api/v1 with a bearer key: the key's counters, one counter's run, and control of it.
export function registerApiCounterRoutes(fastify: FastifyInstance, caller: ApiCaller) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = counterIdParamsSchema;
  const readOptions = { config: { rateLimit: caller.perCaller }, preValidation: caller.withKey };

  const control = async (request: FastifyRequest, id: string, action: ControlAction) => {
    const holder = caller.holderOf(request);
    await caller.checkCounter(holder, id, 'control');
    return controlAndAnswer(app, holder.user, id, action, API_PREMIUM_MESSAGE);
  };
  const controlOptions = <B extends z.ZodType>(body: B, summary: string) => ({
    ...readOptions,
    schema: { summary, tags: ['v1'], params, body, response: { 200: liveSnapshotSchema } },
  });

  app.get(
    '/api/v1/counters',
    {
      ...readOptions,
      schema: {
        summary: "The counters this key may use (all of its owner's, or those it is limited to)",
        tags: ['v1'],
        response: { 200: z.array(z.object({ id: z.string(), name: z.string() })) },
      },
    },
    async (request) => {
      const holder = caller.holderOf(request);
      caller.checkPlan(holder);
      const rows = await listCountersByUser(app.db, holder.user.id);
      const { counterIds } = holder.scope;
      return rows
        .filter((r) => counterIds === null || counterIds.includes(r.id))
        .map((r) => ({ id: r.id, name: r.name }));
    },
  );
  app.get(
    '/api/v1/counters/:id',
    {
      ...readOptions,
      schema: {
        summary: "A counter's run and the server's clock (read or control keys)",
        tags: ['v1'],
        params,
        response: { 200: liveSnapshotSchema },
      },
    },
    async (request) => {
      await caller.checkCounter(caller.holderOf(request), request.params.id, 'read');
      return loadLiveSnapshot(app.db, request.params.id, app.liveSources);
    },
  );

  app.post(
    '/api/v1/counters/:id/value',
    controlOptions(
      z.strictObject({ value: counterValueSchema('value') }),
      "Set a number counter's value (clamped to its range; negative, and with up to its Decimals format's places)",
    ),
    (request) => control(request, request.params.id, { action: 'set-value', value: request.body.value }),
  );
  app.post(
    '/api/v1/counters/:id/increment',
    controlOptions(
      // A POST without any body reaches validation as null (Fastify), and `{}` as an object: both add 1.
      z.strictObject({ by: counterValueSchema('by').default(1) }).nullable(),
      "Change a number counter's value by `by` (default 1; the body may be left out; up to its Decimals format's places)",
    ),
    (request) => control(request, request.params.id, { action: 'increment', by: request.body?.by ?? 1 }),
  );
  app.post(
    '/api/v1/counters/:id/add-time',
    controlOptions(
      z.strictObject({
        ms: z
          .number()
          .int()
          .min(-366 * 86_400_000)
          .max(366 * 86_400_000),
      }),
      'Add (or, negative, remove) time on a countdown; never below zero',
    ),
    (request) => control(request, request.params.id, { action: 'add-time', ms: request.body.ms }),
  );
  app.post(
    '/api/v1/counters/:id/control',
    controlOptions(controlActionSchema, 'Start, pause, resume, reset, or any other action'),
    (request) => control(request, request.params.id, request.body),
  );
}
