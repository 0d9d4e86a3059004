import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  billingConfigSchema,
  checkoutResponseSchema,
  fixCustomerResponseSchema,
} from '../../core/api/billing';
import { pricingSchema } from '../../core/api/pricing';
import { authenticated, requireUser } from '../plugins/session';
import { fixPaddleCustomer, getBillingConfig, prepareCheckout } from './checkout-service';
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
      customerId: await fixPaddleCustomer(app.db, app.paddle, requireUser(request)),
    }),
  );

  app.post(
    '/api/billing/checkout',
    { preValidation: authenticated, schema: { response: { 200: checkoutResponseSchema } } },
    async (request) => prepareCheckout(app.db, app.paddle, app.config, requireUser(request)),
  );
}
