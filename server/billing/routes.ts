import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pricingSchema } from '../../core/api/pricing';
import { computePricing, getSubscriptionSettings } from './pricing-service';

export default async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/pricing', { schema: { response: { 200: pricingSchema } } }, async (request) => {
    const settings = await getSubscriptionSettings(app.db);
    return computePricing(settings, request.user);
  });
}
