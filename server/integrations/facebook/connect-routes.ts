import {
  FACEBOOK_ERROR_PARAM,
  FACEBOOK_RESULT_PARAM,
  facebookCallbackQuerySchema,
  facebookConnectQuerySchema,
  facebookStatusSchema,
} from '@core/api/facebook';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session-plugin';
import { createFacebookApi, FACEBOOK_SCOPES, FacebookApiError } from '../../platform-apis/facebook-api';
import { findConnection } from '../connection-queries';
import { beginOauthConnect, finishOauthConnect, type OauthPlatform } from '../oauth-connect';
import { connectFacebook, disconnectFacebook } from './connect-service';

const FACEBOOK: OauthPlatform = {
  provider: 'facebook',
  name: 'Facebook',
  resultParam: FACEBOOK_RESULT_PARAM,
  errorParam: FACEBOOK_ERROR_PARAM,
  apiError: FacebookApiError,
  // Any plan: following a live count is not a Premium feature, so neither is connecting for one.
  anyPlan: true,
};

// Connecting a Facebook Page (Facebook Login), whose follower count a counter may then follow; its
// status and its disconnect.
export default async function facebookConnectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const api = createFacebookApi(app.config);
  const redirectUri = `${app.config.appUrl}/api/integrations/facebook/callback`;
  const available = Boolean(app.config.FACEBOOK_APP_ID && app.config.FACEBOOK_APP_SECRET);

  app.get(
    '/api/integrations/facebook/connect',
    { schema: { querystring: facebookConnectQuerySchema } },
    async (request, reply) => {
      const state = await beginOauthConnect(app.db, request, FACEBOOK, {
        available,
        returnTo: request.query.returnTo,
      });
      return reply.redirect(api.authorizeUrl(redirectUri, FACEBOOK_SCOPES, state), 302);
    },
  );

  app.get(
    '/api/integrations/facebook/callback',
    { schema: { querystring: facebookCallbackQuerySchema } },
    (request, reply) =>
      finishOauthConnect(app.db, request, reply, FACEBOOK, request.query, (flow) =>
        connectFacebook(app.db, app.tokenSeal, api, flow.userId, flow.code, redirectUri),
      ),
  );

  app.get(
    '/api/integrations/facebook',
    { schema: { response: { 200: facebookStatusSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await findConnection(app.db, 'facebook', user.id);
      return { connected: Boolean(row), name: row?.name ?? null, available };
    },
  );

  app.delete('/api/integrations/facebook', async (request) => {
    await disconnectFacebook(app.db, requireUser(request).id);
    return { connected: false };
  });
}
