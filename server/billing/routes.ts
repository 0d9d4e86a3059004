import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../core/api/auth';
import {
  billingConfigSchema,
  billingStatusSchema,
  checkoutResponseSchema,
  fixCustomerResponseSchema,
  NOTHING_TO_RESUME_MESSAGE,
  portalResponseSchema,
} from '../../core/api/billing';
import { pricingSchema } from '../../core/api/pricing';
import { AppError } from '../../core/errors/app-error';
import { deleteOwnAccount } from '../admin/delete-actions';
import { counterChanged } from '../effects/after-commit';
import { authenticated, clearSessionCookie, requireUser } from '../plugins/session';
import { getBillingStatus, openPortal, resumeSubscriptions } from './billing-status';
import { fixPaddleCustomer, getBillingConfig, prepareCheckout } from './checkout-service';
import { requestPremiumMail } from './premium-mail-request';
import { computePricing, getSubscriptionSettings } from './pricing-service';

export default async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/pricing', { schema: { response: { 200: pricingSchema } } }, async (request) => {
    const settings = await getSubscriptionSettings(app.db);
    return computePricing(settings, request.user);
  });

  // Public: Paddle.js needs the client token and price ids before anyone signs in.
  app.get('/api/billing/config', { schema: { response: { 200: billingConfigSchema } } }, async () =>
    getBillingConfig(app.db, app.config),
  );

  app.post(
    '/api/fix-paddle-customer',
    { preValidation: authenticated, schema: { response: { 200: fixCustomerResponseSchema } } },
    async (request) => ({
      customerId: await fixPaddleCustomer(app, requireUser(request)),
    }),
  );

  app.post(
    '/api/billing/checkout',
    { preValidation: authenticated, schema: { response: { 200: checkoutResponseSchema } } },
    async (request) => prepareCheckout(app, requireUser(request)),
  );

  app.get(
    '/api/billing/status',
    { preValidation: authenticated, schema: { response: { 200: billingStatusSchema } } },
    async (request) => getBillingStatus(app.db, requireUser(request).id),
  );

  app.post(
    '/api/billing/portal',
    { preValidation: authenticated, schema: { response: { 200: portalResponseSchema } } },
    async (request) => openPortal(app, requireUser(request)),
  );

  // Paddle confirms by a subscription.updated webhook, which clears the stored scheduled change.
  app.post(
    '/api/billing/resume',
    { preValidation: authenticated, schema: { response: { 200: messageSchema } } },
    async (request) => {
      const resumed = await resumeSubscriptions(app.db, app.paddle, requireUser(request).id);
      // Saying 'will renew' when nothing was scheduled to end would be a promise we did not make.
      if (resumed === 0) throw new AppError('conflict', NOTHING_TO_RESUME_MESSAGE);
      return { message: 'Your subscription will renew again.' };
    },
  );

  // The signed-in user's own 'Delete account' (confirmed in the dashboard): billing ends with it.
  app.delete(
    '/api/user',
    { preValidation: authenticated, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      const counterIds = await deleteOwnAccount(app.db, app.paddle, requireUser(request).id);
      await counterChanged(app, counterIds);
      clearSessionCookie(app, reply);
      return { message: 'Your account has been deleted.' };
    },
  );

  // The browser gave up waiting for the webhook after checkout: mail the user when it arrives.
  app.post(
    '/api/billing/notify-when-active',
    { preValidation: authenticated, schema: { response: { 200: messageSchema } } },
    async (request) => {
      await requestPremiumMail(app.db, requireUser(request).id);
      return { message: 'We will e-mail you when Premium is active.' };
    },
  );
}
