import { accountPreviewSchema, lookupQuerySchema } from '@core/api/live-sources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticated, requireUser } from '../auth/session-plugin';

// The counter form's preview: the account a creator pasted, with its name, picture and count as the
// platform has them now. Signed-in only, and limited per user: each lookup is a call to the
// platform (a unit of YouTube's daily quota).
export const LOOKUPS_PER_MINUTE = 30;

export default async function liveSourceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/live-sources/lookup',
    {
      preValidation: authenticated,
      config: {
        rateLimit: {
          max: LOOKUPS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `lookup:${requireUser(request).id}`,
        },
      },
      schema: { querystring: lookupQuerySchema, response: { 200: accountPreviewSchema } },
    },
    async (request) => {
      const { platform, account } = request.query;
      const profile = await app.liveSources.lookup(platform, account, requireUser(request).id);
      return {
        platform,
        id: profile.id,
        handle: profile.handle,
        displayName: profile.displayName,
        avatarUrl: profile.avatarUrl,
        value: profile.reading.value,
        precision: profile.reading.precision,
      };
    },
  );
}
