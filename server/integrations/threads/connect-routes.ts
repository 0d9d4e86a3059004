import {
  THREADS_ERROR_PARAM,
  THREADS_RESULT_PARAM,
  threadsCallbackQuerySchema,
  threadsConnectQuerySchema,
  threadsStatusSchema,
} from '@core/api/threads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session-plugin';
import { createThreadsApi, ThreadsApiError } from '../../platform-apis/threads-api';
import { findConnection } from '../connection-queries';
import { beginOauthConnect, finishOauthConnect, type OauthPlatform } from '../oauth-connect';
import { connectThreads, disconnectThreads, THREADS_SCOPES } from './connect-service';

const THREADS: OauthPlatform = {
  provider: 'threads',
  name: 'Threads',
  resultParam: THREADS_RESULT_PARAM,
  errorParam: THREADS_ERROR_PARAM,
  apiError: ThreadsApiError,
  anyPlan: true,
};

// Connecting a Threads account (issue 39): Meta's Authorization Window, the state single-use and
// bound to the session (oauth-connect.ts), the status and the disconnect.
export default async function threadsConnectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const api = createThreadsApi(app.config);
  const redirectUri = `${app.config.appUrl}/api/integrations/threads/callback`;
  const available = Boolean(app.config.THREADS_APP_ID && app.config.THREADS_APP_SECRET);

  app.get(
    '/api/integrations/threads/connect',
    { schema: { querystring: threadsConnectQuerySchema } },
    async (request, reply) => {
      const state = await beginOauthConnect(app.db, request, THREADS, {
        available,
        returnTo: request.query.returnTo,
      });
      return reply.redirect(api.authorizeUrl(redirectUri, THREADS_SCOPES, state), 302);
    },
  );

  app.get(
    '/api/integrations/threads/callback',
    { schema: { querystring: threadsCallbackQuerySchema } },
    (request, reply) =>
      finishOauthConnect(app.db, request, reply, THREADS, request.query, (flow) =>
        connectThreads(app.db, app.tokenSeal, api, flow.userId, flow.code, redirectUri),
      ),
  );

  app.get(
    '/api/integrations/threads',
    { schema: { response: { 200: threadsStatusSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await findConnection(app.db, 'threads', user.id);
      return { connected: Boolean(row), name: row?.name ?? null, status: row?.status ?? null, available };
    },
  );

  app.delete('/api/integrations/threads', async (request) => {
    const user = requireUser(request);
    await disconnectThreads(app.db, user.id);
    return { connected: false };
  });
}
