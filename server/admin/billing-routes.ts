import {
  adminUserBillingSchema,
  billingJobsSchema,
  RECONCILE_NOT_CONFIGURED,
  reconcileReportSchema,
  unmatchedEventsSchema,
} from '@core/api/billing-admin';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPendingJobs, listUnmatchedEvents, loadUserBilling } from '../billing/admin-billing-queries';
import { reconcileAll } from '../billing/reconcile';
import { ownerPlansChanged } from '../effects/after-commit';

const idParams = z.object({ id: z.string().min(1).max(100) });

// Billing views for admins: a user's Paddle records, cancels still waiting for Paddle, events that
// match no user yet, and reconciliation with Paddle.
export default async function adminBillingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/admin/users/:id/billing',
    { schema: { params: idParams, response: { 200: adminUserBillingSchema } } },
    async (request) => loadUserBilling(app.db, request.params.id),
  );

  app.get('/api/admin/billing/jobs', { schema: { response: { 200: billingJobsSchema } } }, async () =>
    listPendingJobs(app.db),
  );

  app.get(
    '/api/admin/billing/unmatched',
    { schema: { response: { 200: unmatchedEventsSchema } } },
    async () => listUnmatchedEvents(app.db),
  );

  app.post(
    '/api/admin/billing/reconcile',
    { schema: { response: { 200: reconcileReportSchema } } },
    async () => {
      // Without Paddle's API there is nothing to read: say what is missing instead of failing inside.
      if (!app.paddle.configured) throw new AppError('unavailable', RECONCILE_NOT_CONFIGURED);
      const { customers, changes, changedUserIds } = await reconcileAll(app.db, app.paddle);
      await ownerPlansChanged(app, changedUserIds);
      return { customers, changes };
    },
  );
}
