import { platformHealthSchema } from '@core/api/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkPlatformHealth, configurationSignals, paymentsSetup } from './health-signals';

export default async function adminHealthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/admin/health', { schema: { response: { 200: platformHealthSchema } } }, async () => {
    const measured = await checkPlatformHealth(app.db);
    const signals = [...configurationSignals(app.config), ...measured.signals];
    return {
      healthy: signals.every((s) => s.ok),
      signals,
      payments: paymentsSetup(app.config),
      liveCounts: app.liveSources.health().map((h) => ({
        platform: h.platform,
        configured: h.configured,
        missingSetting: h.missingSetting,
        callsLastHour: h.callsLastHour ?? 0,
        budgetLeft: h.left ?? null,
        lastError: h.lastError?.message ?? null,
        lastErrorAt: h.lastError?.at ?? null,
        nextCallAt: h.blockedUntil ?? null,
        hotSources: h.hotSources ?? 0,
      })),
    };
  });
}
