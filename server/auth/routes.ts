import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  loginBodySchema,
  messageSchema,
  registerBodySchema,
  sessionSchema,
} from '../../core/api/auth';
import { clearSessionCookie, requireUser, SESSION_COOKIE } from '../plugins/session';
import { authenticateUser, registerUser } from './auth-service';
import { authDeps, ipLimit, startSession } from './route-support';
import { deleteSessionByToken } from './session-queries';
import { toCurrentUser } from './user-view';

// Sign-up, sign-in, sign-out and the current user. Mailed links are in link-routes.ts.
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const userReply = { 200: currentUserSchema, 201: currentUserSchema };

  app.get('/api/login', async (_request, reply) => reply.redirect('/auth', 302));

  app.post(
    '/api/register',
    { schema: { body: registerBodySchema, response: userReply }, config: { rateLimit: ipLimit(app) } },
    async (request, reply) => {
      const user = await registerUser(authDeps(app), request.body);
      await startSession(app, request, reply, user.id);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/api/login',
    { schema: { body: loginBodySchema, response: userReply }, config: { rateLimit: ipLimit(app) } },
    async (request, reply) => {
      const user = await authenticateUser(authDeps(app), request.body);
      await startSession(app, request, reply, user.id);
      return toCurrentUser(user);
    },
  );

  app.post('/api/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 200) await deleteSessionByToken(app.db, token);
    clearSessionCookie(app, reply);
    return { message: 'Signed out' };
  });

  app.get('/api/user', { schema: { response: { 200: currentUserSchema } } }, async (request) =>
    toCurrentUser(requireUser(request)),
  );

  // Public pages learn whether someone is signed in without an error status (a quiet console).
  app.get('/api/session', { schema: { response: { 200: sessionSchema } } }, async (request) => ({
    user: request.user ? toCurrentUser(request.user) : null,
  }));
}
