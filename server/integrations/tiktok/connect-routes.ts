import {
  TIKTOK_ERROR_PARAM,
  TIKTOK_RESULT_PARAM,
  tiktokCallbackQuerySchema,
  tiktokConnectQuerySchema,
  tiktokStatusSchema,
} from '@core/api/tiktok';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session-plugin';
import { createTikTokApi, TikTokApiError } from '../../platform-apis/tiktok-api';
import { findConnection } from '../connection-queries';
import { beginOauthConnect, finishOauthConnect, type OauthPlatform } from '../oauth-connect';
import { connectTikTok, disconnectTikTok, TIKTOK_SCOPES } from './connect-service';

const TIKTOK: OauthPlatform = {
  provider: 'tiktok',
  name: 'TikTok',
  resultParam: TIKTOK_RESULT_PARAM,
  errorParam: TIKTOK_ERROR_PARAM,
  apiError: TikTokApiError,
  anyPlan: true,
};

// Connecting a TikTok account (issue 39): Login Kit for Web's OAuth v2, the state single-use and
// bound to the session (oauth-connect.ts), the status and the disconnect.
export default async function tiktokConnectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const api = createTikTokApi(app.config);
  const redirectUri = `${app.config.appUrl}/api/integrations/tiktok/callback`;
  const available = Boolean(app.config.TIKTOK_CLIENT_KEY && app.config.TIKTOK_CLIENT_SECRET);

  app.get(
    '/api/integrations/tiktok/connect',
    { schema: { querystring: tiktokConnectQuerySchema } },
    async (request, reply) => {
      const state = await beginOauthConnect(app.db, request, TIKTOK, {
        available,
        returnTo: request.query.returnTo,
      });
      return reply.redirect(api.authorizeUrl(redirectUri, TIKTOK_SCOPES, state), 302);
    },
  );

  app.get(
    '/api/integrations/tiktok/callback',
    { schema: { querystring: tiktokCallbackQuerySchema } },
    (request, reply) =>
      finishOauthConnect(app.db, request, reply, TIKTOK, request.query, (flow) =>
        connectTikTok(app.db, app.tokenSeal, api, flow.userId, flow.code, redirectUri),
      ),
  );

  app.get(
    '/api/integrations/tiktok',
    { schema: { response: { 200: tiktokStatusSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await findConnection(app.db, 'tiktok', user.id);
      return { connected: Boolean(row), name: row?.name ?? null, status: row?.status ?? null, available };
    },
  );

  app.delete('/api/integrations/tiktok', async (request) => {
    const user = requireUser(request);
    await disconnectTikTok(app.db, app.tokenSeal, api, user.id, request.log);
    return { connected: false };
  });
}
