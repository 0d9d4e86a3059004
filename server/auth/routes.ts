import {
  currentUserSchema,
  loginBodySchema,
  messageSchema,
  registerBodySchema,
  sessionSchema,
} from '@core/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticateUser, registerUser } from './auth-service';
import { authDeps, ipLimit, startSession } from './route-support';
import { clearSessionCookie, requireUser, SESSION_COOKIE } from './session-plugin';
import { deleteSessionByToken } from './session-queries';
import { toCurrentUser } from './user-view';

// Response schemas are a second guard on what leaves the server. Every handler here already answers
// toCurrentUser's public fields or a fixed message, so without them no answer would change.
// Stryker disable next-line ObjectLiteral: a second guard, see above
const userReply = { 200: currentUserSchema, 201: currentUserSchema };
// Stryker disable next-line ObjectLiteral: a second guard, see above
const messageOnly = { schema: { response: { 200: messageSchema } } };
// Stryker disable next-line ObjectLiteral: a second guard, see above
const userOnly = { schema: { response: { 200: currentUserSchema } } };
// Stryker disable next-line ObjectLiteral: a second guard, see above
const sessionOnly = { schema: { response: { 200: sessionSchema } } };

// Sign-up, sign-in, sign-out and the current user. Mailed links are in link-routes.ts.
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Stryker disable next-line ArrowFunction: a handler is made when the app is built, before Stryker switches a mutant on for a test, so per-test runs cannot see it replaced; auth.test.ts › "GET /api/login redirects to /auth" fails without it (checked by hand)
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

  app.post('/api/logout', messageOnly, async (request, reply) => {
    // Any cookie value may be looked up: only the hash of a real 43-character token finds a session.
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSessionByToken(app.db, token);
    clearSessionCookie(app, reply);
    return { message: 'Signed out' };
  });

  app.get('/api/user', userOnly, async (request) => toCurrentUser(requireUser(request)));

  // Public pages learn whether someone is signed in without an error status (a quiet console).
  // Stryker disable next-line ArrowFunction: a handler is made when the app is built, before Stryker switches a mutant on for a test, so per-test runs cannot see it replaced; session-probe.test.ts fails without it (checked by hand)
  app.get('/api/session', sessionOnly, async (request) => ({
    user: request.user ? toCurrentUser(request.user) : null,
  }));
}
