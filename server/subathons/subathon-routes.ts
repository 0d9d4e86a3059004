import { COUNTER_ID_PATTERN, counterIdParamsSchema } from '@core/api/counters';
import {
  counterEventBodySchema,
  eventAnswerSchema,
  eventLogSchema,
  multiplierBodySchema,
  multiplierSchema,
  undoAnswerSchema,
} from '@core/api/subathon';
import { AppError } from '@core/errors/app-error';
import { isPremium } from '@core/plan/plan-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../auth/session-plugin';
import { CONTROL_PREMIUM_MESSAGE } from '../counters/counter-service';
import type { UserRow } from '../db/schema';
import { runChanged } from '../effects/after-commit';
import { eventApplied } from '../effects/run-effects';
import { findCounterRun } from '../live/run-queries';
import { listCounterEvents, readMultiplier, toLoggedEvent } from './event-log-queries';
import { registerRecentEventsRoute } from './recent-events-route';
import { toEventAnswer } from './subathon-answers';
import { applyCounterEvent, setMultiplier, undoCounterEvent } from './subathon-service';

const NOT_FOUND = 'Counter not found';

// The owner's side of a subathon (issue 18), for the control page: the event log, undo, the
// multiplier, and a test event. Another user's counter is 404 before the plan speaks.
export default async function subathonRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = counterIdParamsSchema;

  // Public, like the live run: the latest events a display may show (recent-events-route.ts).
  registerRecentEventsRoute(app);

  const checkOwner = async (user: UserRow, id: string, needPremium: boolean) => {
    if (!COUNTER_ID_PATTERN.test(id)) throw new AppError('not_found', NOT_FOUND);
    const found = await findCounterRun(app.db, id);
    if (!found || found.userId !== user.id) throw new AppError('not_found', NOT_FOUND);
    if (needPremium && !isPremium(user)) throw new AppError('forbidden', CONTROL_PREMIUM_MESSAGE);
  };

  app.get(
    '/api/counters/:id/event-log',
    {
      preValidation: authenticated,
      schema: {
        params,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: eventLogSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await checkOwner(requireUser(request), id, false);
      const [rows, multiplier] = await Promise.all([
        listCounterEvents(app.db, id, request.query.limit),
        readMultiplier(app.db, id),
      ]);
      const active = multiplier.until !== null && multiplier.until > Date.now();
      return {
        events: rows.map(toLoggedEvent),
        multiplier: active ? multiplier : { factor: 1, until: null },
      };
    },
  );

  app.post(
    '/api/counters/:id/event-log/:eventId/undo',
    {
      preValidation: authenticated,
      schema: { params: params.extend({ eventId: z.string().max(40) }), response: { 200: undoAnswerSchema } },
    },
    async (request) => {
      const { id, eventId } = request.params;
      await checkOwner(requireUser(request), id, true);
      const result = await undoCounterEvent(app.db, id, eventId);
      if (result.changed) await runChanged(app, id);
      return {
        run: result.run,
        serverNow: Date.now(),
        designVersion: result.designVersion,
        event: toLoggedEvent(result.event),
      };
    },
  );

  app.post(
    '/api/counters/:id/multiplier',
    {
      preValidation: authenticated,
      schema: { params, body: multiplierBodySchema, response: { 200: multiplierSchema } },
    },
    async (request) => {
      const { id } = request.params;
      await checkOwner(requireUser(request), id, true);
      return setMultiplier(app.db, id, request.body.factor, request.body.minutes);
    },
  );

  // The control page's "test event" button: the same path as the API, logged as the owner's.
  app.post(
    '/api/counters/:id/event-log',
    {
      preValidation: authenticated,
      schema: { params, body: counterEventBodySchema, response: { 200: eventAnswerSchema } },
    },
    async (request) => {
      const { id } = request.params;
      await checkOwner(requireUser(request), id, true);
      const applied = await applyCounterEvent(app.db, id, 'api', request.body);
      if (!applied.duplicate) await eventApplied(app, id, applied);
      return toEventAnswer(applied);
    },
  );
}
