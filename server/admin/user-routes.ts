import {
  ADMIN_MESSAGES,
  giftPremiumBodySchema,
  refundResponseSchema,
  userIdBodySchema,
} from '@core/api/admin';
import { messageSchema } from '@core/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteUserAccount } from '../accounts/account-deletion';
import { accountBilling } from '../billing/account-billing';
import { counterChanged, ownerPlanChanged } from '../effects/after-commit';
import { revokeAtPlatformsLater, revokeDeps } from '../platform-apis/end-connections';
import { deleteAnyCounter } from './counter-actions';
import { downgradeUser, giftPremium, refundUser, upgradeUser } from './plan-actions';

const idParams = z.object({ id: z.string().min(1).max(100) });

export default async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ok = { response: { 200: messageSchema } };
  const userBody = { body: userIdBodySchema, ...ok };

  // A plan change flips the watermark on every counter of the user (effects/after-commit.ts).
  app.post('/api/admin/upgrade-user', { schema: userBody }, async (request) => {
    await upgradeUser(app.db, request.body.userId);
    await ownerPlanChanged(app, request.body.userId);
    return { message: ADMIN_MESSAGES.upgrade };
  });

  app.post('/api/admin/downgrade-user', { schema: userBody }, async (request) => {
    await downgradeUser(app.db, app.paddle, request.body.userId);
    await ownerPlanChanged(app, request.body.userId);
    return { message: ADMIN_MESSAGES.downgrade };
  });

  app.post('/api/admin/gift-premium', { schema: { body: giftPremiumBodySchema, ...ok } }, async (request) => {
    await giftPremium(app.db, request.body.userId, request.body.months);
    await ownerPlanChanged(app, request.body.userId);
    return { message: ADMIN_MESSAGES.gift };
  });

  app.post(
    '/api/admin/issue-refund',
    { schema: { body: userIdBodySchema, response: { 200: refundResponseSchema } } },
    async (request) => {
      const answer = await refundUser(app.db, app.paddle, request.body.userId);
      await ownerPlanChanged(app, request.body.userId);
      const message = answer.requiresManualRefund ? ADMIN_MESSAGES.manualRefund : ADMIN_MESSAGES.refund;
      return { message, ...answer };
    },
  );

  app.delete('/api/admin/users/:id', { schema: { params: idParams, ...ok } }, async (request) => {
    const { counterIds, connections } = await deleteUserAccount(
      app.db,
      accountBilling(app),
      request.params.id,
    );
    revokeAtPlatformsLater(revokeDeps(app), connections);
    await counterChanged(app, counterIds); // open live displays show the counters gone
    return { message: ADMIN_MESSAGES.userDeleted };
  });

  app.delete('/api/admin/counters/:id', { schema: { params: idParams, ...ok } }, async (request) => {
    await deleteAnyCounter(app.db, request.params.id);
    await counterChanged(app, [request.params.id]);
    return { message: ADMIN_MESSAGES.counterDeleted };
  });
}
