import {
  ADMIN_MESSAGES,
  discountSettingsBodySchema,
  generalPriceBodySchema,
  userPricingBodySchema,
} from '@core/api/admin';
import { messageSchema } from '@core/api/auth';
import { subscriptionSettingsSchema } from '@core/api/pricing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSubscriptionSettings, saveSubscriptionSettings } from '../billing/pricing-service';
import { setCustomPrice } from './plan-actions';

// Prices are read per request from the settings row, so GET /api/pricing shows a change at once.
export default async function adminPricingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ok = { response: { 200: messageSchema } };

  app.get(
    '/api/admin/subscription-settings',
    { schema: { response: { 200: subscriptionSettingsSchema } } },
    async () => getSubscriptionSettings(app.db),
  );

  app.post(
    '/api/admin/subscription-settings',
    { schema: { body: generalPriceBodySchema, ...ok } },
    async (request) => {
      const current = await getSubscriptionSettings(app.db);
      await saveSubscriptionSettings(app.db, { ...current, generalPrice: request.body.generalPrice });
      return { message: ADMIN_MESSAGES.generalPrice };
    },
  );

  app.post(
    '/api/admin/discount-settings',
    { schema: { body: discountSettingsBodySchema, ...ok } },
    async (request) => {
      const current = await getSubscriptionSettings(app.db);
      await saveSubscriptionSettings(app.db, { ...current, ...request.body });
      return { message: ADMIN_MESSAGES.discount };
    },
  );

  app.post('/api/admin/user-pricing', { schema: { body: userPricingBodySchema, ...ok } }, async (request) => {
    await setCustomPrice(app.db, request.body.userId, request.body.customPrice);
    return { message: ADMIN_MESSAGES.customPrice };
  });
}
