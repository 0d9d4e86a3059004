import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  KICK_ERROR_PARAM,
  KICK_RESULT_PARAM,
  kickCallbackQuerySchema,
  kickConnectQuerySchema,
  kickStatusSchema,
} from '../../../core/api/kick';
import { AppError } from '../../../core/errors/app-error';
import { isPremium } from '../../../core/plan/plan-rules';
import { CONTROL_PREMIUM_MESSAGE } from '../../live/live-service';
import { requireUser } from '../../plugins/session';
import { consumeOauthState, createOauthState, safeReturnPath } from '../twitch/oauth-state';
import { connectKick, disconnectKick, KICK_SCOPES } from './connect-service';
import { createKickApi, createPkcePair, KickApiError } from './kick-api';
import { findKickConnectionOfUser } from './kick-queries';

const BAD_STATE =
  'This Kick sign-in link has expired or was already used. Start again with "Connect Kick" on the control page.';

/** The page the user came from, with ?kick=connected or ?kick=error&kickError=<message>. */
function backTo(reply: FastifyReply, returnTo: string, error?: string) {
  const url = new URL(returnTo, 'http://local');
  url.searchParams.set(KICK_RESULT_PARAM, error ? 'error' : 'connected');
  if (error) url.searchParams.set(KICK_ERROR_PARAM, error.slice(0, 300));
  return reply.redirect(`${url.pathname}${url.search}${url.hash}`, 302);
}

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
      const user = requireUser(request);
      if (!isPremium(user)) throw new AppError('forbidden', CONTROL_PREMIUM_MESSAGE);
      if (!available) throw new AppError('unavailable', 'Kick is not configured on this server.');
      // The verifier stays with the state on the server; Kick sees only its hash (S256).
      const pkce = createPkcePair();
      const state = await createOauthState(
        app.db,
        { sessionId: request.sessionId!, userId: user.id },
        safeReturnPath(request.query.returnTo),
        { provider: 'kick', codeVerifier: pkce.verifier },
      );
      return reply.redirect(api.authorizeUrl(redirectUri, KICK_SCOPES, state, pkce.challenge), 302);
    },
  );

  app.get(
    '/api/integrations/kick/callback',
    { schema: { querystring: kickCallbackQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      const flow = await consumeOauthState(app.db, q.state, request.sessionId, 'kick');
      if (!flow?.codeVerifier || flow.userId !== request.user?.id)
        throw new AppError('validation', BAD_STATE);
      if (q.error || !q.code)
        return backTo(reply, flow.returnTo, q.error_description || q.error || 'Kick access was not granted.');
      try {
        await connectKick(app.db, api, flow.userId, q.code, redirectUri, flow.codeVerifier);
      } catch (err) {
        if (err instanceof KickApiError || err instanceof AppError) {
          request.log.warn({ err: err.message }, 'kick connect failed');
          return backTo(reply, flow.returnTo, err.message);
        }
        throw err;
      }
      return backTo(reply, flow.returnTo);
    },
  );

  app.get('/api/integrations/kick', { schema: { response: { 200: kickStatusSchema } } }, async (request) => {
    const user = requireUser(request);
    const row = await findKickConnectionOfUser(app.db, user.id);
    return {
      connected: Boolean(row),
      name: row?.name ?? null,
      subscriptionIds: row?.subscriptionIds ?? [],
      available,
    };
  });

  app.delete('/api/integrations/kick', async (request, reply) => {
    const user = requireUser(request);
    try {
      await disconnectKick(app.db, api, user.id);
    } catch (err) {
      if (err instanceof KickApiError) return reply.status(502).send({ message: err.message });
      throw err;
    }
    return { connected: false };
  });
}
