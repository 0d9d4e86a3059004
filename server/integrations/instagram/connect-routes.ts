import {
  INSTAGRAM_ERROR_PARAM,
  INSTAGRAM_RESULT_PARAM,
  instagramCallbackQuerySchema,
  instagramConnectQuerySchema,
  instagramStatusSchema,
} from '@core/api/instagram';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session-plugin';
import { createInstagramApi, InstagramApiError } from '../../platform-apis/instagram-api';
import { findConnection } from '../connection-queries';
import { beginOauthConnect, finishOauthConnect, type OauthPlatform } from '../oauth-connect';
import { connectInstagram, disconnectInstagram, INSTAGRAM_SCOPES } from './connect-service';

const INSTAGRAM: OauthPlatform = {
  provider: 'instagram',
  name: 'Instagram',
  resultParam: INSTAGRAM_RESULT_PARAM,
  errorParam: INSTAGRAM_ERROR_PARAM,
  apiError: InstagramApiError,
  // Any plan: following a live count is not a Premium feature, so neither is connecting for one.
  anyPlan: true,
};

// Connecting an Instagram professional account (Instagram API with Instagram Login), whose follower
// count a counter may then follow; its status and its disconnect.
export default async function instagramConnectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const api = createInstagramApi(app.config);
  const redirectUri = `${app.config.appUrl}/api/integrations/instagram/callback`;
  const available = Boolean(app.config.INSTAGRAM_APP_ID && app.config.INSTAGRAM_APP_SECRET);

  app.get(
    '/api/integrations/instagram/connect',
    { schema: { querystring: instagramConnectQuerySchema } },
    async (request, reply) => {
      const state = await beginOauthConnect(app.db, request, INSTAGRAM, {
        available,
        returnTo: request.query.returnTo,
      });
      return reply.redirect(api.authorizeUrl(redirectUri, INSTAGRAM_SCOPES, state), 302);
    },
  );

  app.get(
    '/api/integrations/instagram/callback',
    { schema: { querystring: instagramCallbackQuerySchema } },
    (request, reply) =>
      finishOauthConnect(app.db, request, reply, INSTAGRAM, request.query, (flow) =>
        connectInstagram(app.db, app.tokenSeal, api, flow.userId, flow.code, redirectUri),
      ),
  );

  app.get(
    '/api/integrations/instagram',
    { schema: { response: { 200: instagramStatusSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await findConnection(app.db, 'instagram', user.id);
      return { connected: Boolean(row), name: row?.name ?? null, available };
    },
  );

  app.delete('/api/integrations/instagram', async (request) => {
    await disconnectInstagram(app.db, requireUser(request).id);
    return { connected: false };
  });
}
