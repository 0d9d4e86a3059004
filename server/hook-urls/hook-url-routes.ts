import { COUNTER_ID_PATTERN, counterIdParamsSchema } from '@core/api/counters';
import { hookStateSchema, hookSwitchBodySchema, hookUrlSchema } from '@core/api/integrations';
import { AppError } from '@core/errors/app-error';
import { isPremium } from '@core/plan/plan-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, requireUser } from '../auth/session-plugin';
import { findOwnedCounter } from '../counters/counter-queries';
import { CONTROL_PREMIUM_MESSAGE } from '../counters/counter-service';
import type { UserRow } from '../db/schema';
import { findHook, rotateHookToken, switchHook } from './hook-url-queries';

const NO_HOOK = 'This counter has no webhook URL yet.';
type HookRow = NonNullable<Awaited<ReturnType<typeof findHook>>>;
const toState = (row: HookRow | undefined) => ({
  state: !row ? ('none' as const) : row.disabledAt ? ('disabled' as const) : ('enabled' as const),
  createdAt: row ? row.createdAt.toISOString() : null,
});

// The dashboard's management of a counter's webhook URL (session cookie): see its state, make a
// new one (rotate: the old one is dead at once), switch it off and on. Switching off is always
// allowed; making or re-enabling one is Premium, like driving the counter.
export default async function hookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = counterIdParamsSchema;

  const ownCounter = async (user: UserRow, id: string) => {
    if (!COUNTER_ID_PATTERN.test(id) || !(await findOwnedCounter(app.db, id, user.id)))
      throw new AppError('not_found', 'Counter not found');
    return id;
  };
  const requirePremium = (user: UserRow) => {
    if (!isPremium(user)) throw new AppError('forbidden', CONTROL_PREMIUM_MESSAGE);
  };

  app.get(
    '/api/counters/:id/hook',
    { schema: { params, response: { 200: hookStateSchema } } },
    async (request) => {
      const user = requireUser(request);
      return toState(await findHook(app.db, await ownCounter(user, request.params.id)));
    },
  );

  app.post(
    '/api/counters/:id/hook',
    { schema: { params, response: { 200: hookUrlSchema } } },
    async (request) => {
      const user = requireUser(request);
      const id = await ownCounter(user, request.params.id);
      requirePremium(user);
      const { token, row } = await rotateHookToken(app.db, id);
      return { ...toState(row), url: `${app.config.appUrl}/api/hooks/${token}/increment` };
    },
  );

  app.patch(
    '/api/counters/:id/hook',
    {
      preValidation: authenticated,
      schema: { params, body: hookSwitchBodySchema, response: { 200: hookStateSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const id = await ownCounter(user, request.params.id);
      if (request.body.enabled) requirePremium(user);
      const row = await switchHook(app.db, id, request.body.enabled);
      if (!row) throw new AppError('not_found', NO_HOOK);
      return toState(row);
    },
  );
}
