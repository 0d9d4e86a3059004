import {
  TWITCH_ERROR_PARAM,
  TWITCH_RESULT_PARAM,
  twitchCallbackQuerySchema,
  twitchConnectQuerySchema,
  twitchStatusSchema,
} from '@core/api/twitch';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session-plugin';
import { createTwitchApi, TwitchApiError } from '../../platform-apis/twitch-api';
import { findConnection } from '../connection-queries';
import { beginOauthConnect, finishOauthConnect, type OauthPlatform } from '../oauth-connect';
import { connectTwitch, disconnectTwitch, TWITCH_SCOPES } from './connect-service';

const TWITCH: OauthPlatform = {
  provider: 'twitch',
  name: 'Twitch',
  resultParam: TWITCH_RESULT_PARAM,
  errorParam: TWITCH_ERROR_PARAM,
  apiError: TwitchApiError,
};

// Connecting a Twitch account (issue 18; docs/subathon.md): the OAuth authorization code flow,
// the EventSub subscriptions made on connect and removed on disconnect, and the status.
export default async function twitchConnectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const api = createTwitchApi(app.config);
  const redirectUri = `${app.config.appUrl}/api/integrations/twitch/callback`;
  const target = {
    api,
    callback: `${app.config.appUrl}/api/integrations/twitch/eventsub`,
    secret: app.config.TWITCH_EVENTSUB_SECRET ?? '',
    seal: app.tokenSeal,
  };
  const available = Boolean(
    app.config.TWITCH_CLIENT_ID && app.config.TWITCH_CLIENT_SECRET && app.config.TWITCH_EVENTSUB_SECRET,
  );

  app.get(
    '/api/integrations/twitch/connect',
    { schema: { querystring: twitchConnectQuerySchema } },
    async (request, reply) => {
      const state = await beginOauthConnect(app.db, request, TWITCH, {
        available,
        returnTo: request.query.returnTo,
      });
      return reply.redirect(api.authorizeUrl(redirectUri, TWITCH_SCOPES, state), 302);
    },
  );

  app.get(
    '/api/integrations/twitch/callback',
    { schema: { querystring: twitchCallbackQuerySchema } },
    (request, reply) =>
      finishOauthConnect(app.db, request, reply, TWITCH, request.query, (flow) =>
        connectTwitch(app.db, target, flow.userId, flow.code, redirectUri),
      ),
  );

  app.get(
    '/api/integrations/twitch',
    { schema: { response: { 200: twitchStatusSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await findConnection(app.db, 'twitch', user.id);
      return {
        connected: Boolean(row),
        login: row?.name ?? null,
        status: row?.status ?? null,
        brokenReason: row?.brokenReason ?? null,
        subscriptionIds: row?.subscriptionIds ?? [],
        available,
      };
    },
  );

  app.delete('/api/integrations/twitch', async (request, reply) => {
    const user = requireUser(request);
    try {
      await disconnectTwitch(app.db, api, user.id);
    } catch (err) {
      if (err instanceof TwitchApiError) return reply.status(502).send({ message: err.message });
      throw err;
    }
    return { connected: false };
  });
}
