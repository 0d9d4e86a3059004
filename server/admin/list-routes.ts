import {
  adminCounterPageSchema,
  adminStatsSchema,
  adminUserPageSchema,
  listQuerySchema,
} from '@core/api/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { boundedRead } from '../db/maintenance';
import { listCountersPage, listUsersPage } from './list-queries';
import { loadDashboardStats } from './stats-queries';

export default async function adminListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/dashboard', { schema: { response: { 200: adminStatsSchema } } }, async () =>
    boundedRead(app.dbHandle, loadDashboardStats),
  );

  app.get(
    '/api/admin/users',
    { schema: { querystring: listQuerySchema, response: { 200: adminUserPageSchema } } },
    async (request) => boundedRead(app.dbHandle, (db) => listUsersPage(db, request.query)),
  );

  app.get(
    '/api/admin/counters',
    { schema: { querystring: listQuerySchema, response: { 200: adminCounterPageSchema } } },
    async (request) => boundedRead(app.dbHandle, (db) => listCountersPage(db, request.query)),
  );
}
