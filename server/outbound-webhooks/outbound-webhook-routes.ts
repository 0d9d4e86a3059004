import { COUNTER_ID_PATTERN, counterIdParamsSchema } from '@core/api/counters';
import type { KeyAccess } from '@core/api/integrations';
import {
  createdWebhookSchema,
  createWebhookBodySchema,
  webhookDeliverySchema,
  webhookListSchema,
} from '@core/api/webhooks';
import { AppError } from '@core/errors/app-error';
import { isPremium } from '@core/plan/plan-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, requireUser } from '../auth/session-plugin';
import { findOwnedCounter } from '../counters/counter-queries';
import { CONTROL_PREMIUM_MESSAGE } from '../counters/counter-service';
import { createWebhook, deleteWebhook, listWebhooks, sendTestDelivery } from './outbound-webhook-service';

const NOT_FOUND = 'Counter not found';
const hookParams = counterIdParamsSchema.extend({ webhookId: z.string().max(40) });

/**
 * What the /api/v1 side needs of the public API's caller context (public-api/api-caller.ts's
 * ApiCaller is one): app.ts passes it in through the public API's routes, which sit above this folder.
 */
export interface KeyCaller<Holder> {
  perCaller: { max: number; timeWindow: string; keyGenerator: (request: FastifyRequest) => string };
  withKey(request: FastifyRequest): Promise<void>;
  holderOf(request: FastifyRequest): Holder;
  checkCounter(holder: Holder, id: string, need: KeyAccess): Promise<void>;
}

type OwnerCheck = (request: FastifyRequest, id: string, needPremium: boolean) => Promise<void>;

// A counter's outbound webhooks (issue 18), for its owner: from the control page with the session
// cookie (/api/counters/…), and from bots with a control key (/api/v1/counters/…, in the OpenAPI
// document). Listing and deleting stay open without Premium, so a lapsed account can clean up;
// making one and sending a test need it, like driving the counter.
export function registerWebhookRoutes<Holder>(fastify: FastifyInstance, caller: KeyCaller<Holder>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const bySession: OwnerCheck = async (request, id, needPremium) => {
    const user = requireUser(request);
    if (!COUNTER_ID_PATTERN.test(id) || !(await findOwnedCounter(app.db, id, user.id)))
      throw new AppError('not_found', NOT_FOUND);
    if (needPremium && !isPremium(user)) throw new AppError('forbidden', CONTROL_PREMIUM_MESSAGE);
  };
  const byKey: OwnerCheck = (request, id) => caller.checkCounter(caller.holderOf(request), id, 'control');

  const register = (prefix: string, check: OwnerCheck, v1: boolean) => {
    const base = v1
      ? { config: { rateLimit: caller.perCaller }, preValidation: caller.withKey }
      : { preValidation: authenticated };
    const doc = (summary: string) => (v1 ? { summary, tags: ['v1'] } : {});

    app.get(
      `${prefix}/:id/webhooks`,
      {
        ...base,
        schema: {
          ...doc("The counter's outbound webhooks and their 20 latest deliveries (newest first)"),
          params: counterIdParamsSchema,
          response: { 200: webhookListSchema },
        },
      },
      async (request) => {
        await check(request, request.params.id, false);
        return listWebhooks(app.db, request.params.id);
      },
    );
    app.post(
      `${prefix}/:id/webhooks`,
      {
        ...base,
        schema: {
          ...doc(
            'Add an outbound webhook (https only, at most 5 per counter); the answer holds its signing secret, shown only this once',
          ),
          params: counterIdParamsSchema,
          body: createWebhookBodySchema,
          response: { 201: createdWebhookSchema },
        },
      },
      async (request, reply) => {
        await check(request, request.params.id, true);
        const made = await createWebhook(
          app.db,
          request.params.id,
          request.body.url,
          app.config.WEBHOOK_ALLOW_LOOPBACK_HTTP,
        );
        reply.code(201);
        return made;
      },
    );
    app.delete(
      `${prefix}/:id/webhooks/:webhookId`,
      {
        ...base,
        schema: {
          ...doc('Delete an outbound webhook; its pending deliveries are dropped'),
          params: hookParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await check(request, request.params.id, false);
        await deleteWebhook(app.db, request.params.id, request.params.webhookId);
        return reply.code(204).send(null);
      },
    );
    app.post(
      `${prefix}/:id/webhooks/:webhookId/test`,
      {
        ...base,
        config: { rateLimit: v1 ? { ...caller.perCaller, max: 10 } : { max: 10, timeWindow: '1 minute' } },
        schema: {
          ...doc('Send a signed `test` message to the webhook now; the answer is how the delivery went'),
          params: hookParams,
          response: { 200: webhookDeliverySchema },
        },
      },
      async (request) => {
        await check(request, request.params.id, true);
        return sendTestDelivery(app.db, request.params.id, request.params.webhookId, {
          allowLoopback: app.config.WEBHOOK_ALLOW_LOOPBACK_HTTP,
        });
      },
    );
  };

  register('/api/counters', bySession, false);
  register('/api/v1/counters', byKey, true);
}
