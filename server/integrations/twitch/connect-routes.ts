import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TWITCH_ERROR_PARAM,
  TWITCH_RESULT_PARAM,
  twitchCallbackQuerySchema,
  twitchConnectQuerySchema,
  twitchStatusSchema,
} from '../../../core/api/twitch';
import { AppError } from '../../../core/errors/app-error';
import { isPremium } from '../../../core/plan/plan-rules';
import { CONTROL_PREMIUM_MESSAGE } from '../../live/live-service';
import { requireUser } from '../../plugins/session';
import { connectTwitch, disconnectTwitch, TWITCH_SCOPES } from './connect-service';
import { consumeOauthState, createOauthState, safeReturnPath } from './oauth-state';
import { createTwitchApi, TwitchApiError } from './twitch-api';
import { findConnectionOfUser } from './twitch-queries';

const BAD_STATE =
  'This Twitch sign-in link has expired or was already used. Start again with "Connect Twitch" on the control page.';

/** The page the user came from, with ?twitch=connected or ?twitch=error&twitchError=<message>. */
function backTo(reply: FastifyReply, returnTo: string, error?: string) {
  const url = new URL(returnTo, 'http://local');
  url.searchParams.set(TWITCH_RESULT_PARAM, error ? 'error' : 'connected');
  if (error) url.searchParams.set(TWITCH_ERROR_PARAM, error.slice(0, 300));
  return reply.redirect(`${url.pathname}${url.search}${url.hash}`, 302);
}

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
  };
  const available = Boolean(
    app.config.TWITCH_CLIENT_ID && app.config.TWITCH_CLIENT_SECRET && app.config.TWITCH_EVENTSUB_SECRET,
  );

  app.get(
    '/api/integrations/twitch/connect',
    { schema: { querystring: twitchConnectQuerySchema } },
    async (request, reply) => {
      const user = requireUser(request);
      if (!isPremium(user)) throw new AppError('forbidden', CONTROL_PREMIUM_MESSAGE);
      if (!available) throw new AppError('unavailable', 'Twitch is not configured on this server.');
      const state = await createOauthState(
        app.db,
        { sessionId: request.sessionId!, userId: user.id },
        safeReturnPath(request.query.returnTo),
      );
      return reply.redirect(api.authorizeUrl(redirectUri, TWITCH_SCOPES, state), 302);
    },
  );

  app.get(
    '/api/integrations/twitch/callback',
    { schema: { querystring: twitchCallbackQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      const flow = await consumeOauthState(app.db, q.state, request.sessionId);
      if (!flow || flow.userId !== request.user?.id) throw new AppError('validation', BAD_STATE);
      if (q.error || !q.code)
        return backTo(reply, flow.returnTo, q.error_description || 'Twitch access was not granted.');
      try {
        await connectTwitch(app.db, target, flow.userId, q.code, redirectUri);
      } catch (err) {
        if (err instanceof TwitchApiError || err instanceof AppError) {
          request.log.warn({ err: err.message }, 'twitch connect failed');
          return backTo(reply, flow.returnTo, err.message);
        }
        throw err;
      }
      return backTo(reply, flow.returnTo);
    },
  );

  app.get(
    '/api/integrations/twitch',
    { schema: { response: { 200: twitchStatusSchema } } },
    async (request) => {
      const user = requireUser(request);
      const row = await findConnectionOfUser(app.db, user.id);
      return {
        connected: Boolean(row),
        login: row?.login ?? null,
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
