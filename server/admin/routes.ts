import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/session-plugin';
import adminBillingRoutes from './billing-routes';
import adminHealthRoutes from './health-routes';
import adminListRoutes from './list-routes';
import adminPricingRoutes from './pricing-routes';
import adminUserRoutes from './user-routes';

// Every /api/admin/* route lives in this context. The role check runs before validation, so a
// visitor gets 401 and a non-admin 403 without learning anything about the expected body.
export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });
  await app.register(adminHealthRoutes);
  await app.register(adminListRoutes);
  await app.register(adminPricingRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminBillingRoutes);
}
