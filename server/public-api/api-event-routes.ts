import { counterIdParamsSchema } from '@core/api/counters';
import {
  counterEventBodySchema,
  eventAnswerSchema,
  multiplierBodySchema,
  multiplierSchema,
} from '@core/api/subathon';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventApplied } from '../effects/run-effects';
import { toEventAnswer } from '../subathons/subathon-answers';
import { applyCounterEvent, setMultiplier } from '../subathons/subathon-service';
import type { ApiCaller } from './api-caller';

// Subathons (issue 18) over /api/v1: stream events from bots and tip relays (Streamer.bot, Stream
// Deck, curl), and happy hours.
export function registerApiEventRoutes(fastify: FastifyInstance, caller: ApiCaller) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = counterIdParamsSchema;

  app.post(
    '/api/v1/counters/:id/events',
    {
      config: { rateLimit: { ...caller.perCaller, max: 600 } },
      preValidation: caller.withKey,
      schema: {
        summary:
          "Apply a stream event (sub, bits, tip…) by the counter's event rules, once per event id; a repeated id answers duplicate: true and changes nothing",
        tags: ['v1'],
        params,
        body: counterEventBodySchema,
        response: { 200: eventAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await caller.checkCounter(caller.holderOf(request), id, 'control');
      const applied = await applyCounterEvent(app.db, id, 'api', request.body);
      if (!applied.duplicate) await eventApplied(app, id, applied);
      return toEventAnswer(applied);
    },
  );
  app.post(
    '/api/v1/counters/:id/multiplier',
    {
      config: { rateLimit: caller.perCaller },
      preValidation: caller.withKey,
      schema: {
        summary: 'Happy hour: every event counts `factor` times for `minutes` (factor 1 ends it)',
        tags: ['v1'],
        params,
        body: multiplierBodySchema,
        response: { 200: multiplierSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await caller.checkCounter(caller.holderOf(request), id, 'control');
      return setMultiplier(app.db, id, request.body.factor, request.body.minutes);
    },
  );
}
