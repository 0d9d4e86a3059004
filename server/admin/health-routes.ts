import { platformHealthSchema } from '@core/api/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkPlatformHealth } from './health-signals';

export default async function adminHealthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/admin/health', { schema: { response: { 200: platformHealthSchema } } }, async () =>
    checkPlatformHealth(app.db),
  );
}
