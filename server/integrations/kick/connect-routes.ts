import {
  KICK_ERROR_PARAM,
  KICK_RESULT_PARAM,
  kickCallbackQuerySchema,
  kickConnectQuerySchema,
  kickFollowerStartSchema,
  kickFollowersSchema,
  kickStatusSchema,
} from '@core/api/kick';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session-plugin';
import { createKickApi, createPkcePair, KickApiError } from '../../platform-apis/kick-api';
import { findConnection, followerTotalOf, setFollowerStart } from '../connection-queries';
import { beginOauthConnect, finishOauthConnect, type OauthPlatform } from '../oauth-connect';
import { connectKick, disconnectKick, KICK_SCOPES } from './connect-service';

const KICK: OauthPlatform = {
  provider: 'kick',
  name: 'Kick',
  resultParam: KICK_RESULT_PARAM,
  errorParam: KICK_ERROR_PARAM,
  apiError: KickApiError,
  pkce: true,
};

// Connecting a Kick channel (issue 18, source 3; 018d): OAuth 2.1 with PKCE, the event
// subscriptions made on connect and removed on disconnect, and the status.
export default async function kickConnectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const api = createKickApi(app.config);
  const redirectUri = `${app.config.appUrl}/api/integrations/kick/callback`;
  const available = Boolean(app.config.KICK_CLIENT_ID && app.config.KICK_CLIENT_SECRET);

  app.get(
    '/api/integrations/kick/connect',
    { schema: { querystring: kickConnectQuerySchema } },
    async (request, reply) => {
      // The verifier stays with the state on the server; Kick sees only its hash (S256).
      const pkce = createPkcePair();
      const state = await beginOauthConnect(app.db, request, KICK, {
        available,
        returnTo: request.query.returnTo,
        codeVerifier: pkce.verifier,
      });
      return reply.redirect(api.authorizeUrl(redirectUri, KICK_SCOPES, state, pkce.challenge), 302);
    },
  );

  app.get(
    '/api/integrations/kick/callback',
    { schema: { querystring: kickCallbackQuerySchema } },
    (request, reply) =>
      finishOauthConnect(app.db, request, reply, KICK, request.query, (flow) =>
        connectKick(app.db, app.tokenSeal, api, flow.userId, flow.code, redirectUri, flow.codeVerifier!),
      ),
  );

  app.get('/api/integrations/kick', { schema: { response: { 200: kickStatusSchema } } }, async (request) => {
    const user = requireUser(request);
    const row = await findConnection(app.db, 'kick', user.id);
    return {
      connected: Boolean(row),
      name: row?.name ?? null,
      subscriptionIds: row?.subscriptionIds ?? [],
      available,
      followers: row ? followerTotalOf(row) : null,
    };
  });

  // The follower count the creator reads on their Kick channel: Kick's API gives no total, so the
  // channel's follows are counted from it (kick-follow-count.ts). Entering it again starts over.
  app.put(
    '/api/integrations/kick/followers',
    { schema: { body: kickFollowerStartSchema, response: { 200: kickFollowersSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await setFollowerStart(app.db, 'kick', user.id, request.body.start, new Date());
      if (!row)
        throw new AppError(
          'not_found',
          'Connect Kick first: the follower count is counted from its follows.',
        );
      const followers = followerTotalOf(row);
      // Displays following the channel's followers show the new start at once.
      await app.liveSources.countedPushed('kick_followers', row.accountId, followers.start ?? 0);
      return followers;
    },
  );

  app.delete('/api/integrations/kick', async (request, reply) => {
    const user = requireUser(request);
    try {
      await disconnectKick(app.db, app.tokenSeal, api, user.id);
    } catch (err) {
      if (err instanceof KickApiError) return reply.status(502).send({ message: err.message });
      throw err;
    }
    return { connected: false };
  });
}
