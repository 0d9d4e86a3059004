import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionSchema,
} from '../../core/api/auth';
import { clearSessionCookie, requireUser, SESSION_COOKIE, setSessionCookie } from '../plugins/session';
import {
  type AuthDeps,
  authenticateUser,
  registerUser,
  requestPasswordReset,
  resetPassword,
} from './auth-service';
import { createSession, deleteSessionByToken } from './session-queries';
import { toCurrentUser } from './user-view';

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (): AuthDeps => ({
    db: app.db,
    mailer: app.mailer,
    appUrl: app.config.appUrl,
    loginLimit: app.config.LOGIN_RATE_LIMIT,
    log: app.log,
  });
  const ipLimit = {
    max: app.config.IP_RATE_LIMIT,
    timeWindow: '1 minute',
  };
  const userReply = { 200: currentUserSchema, 201: currentUserSchema };

  // A new session at every sign-in: the old cookie's session (if any) is ended, never reused.
  async function startSession(
    request: { cookies: Record<string, string | undefined> },
    reply: Parameters<typeof setSessionCookie>[1],
    userId: string,
  ) {
    const old = request.cookies[SESSION_COOKIE];
    if (old && old.length <= 200) await deleteSessionByToken(app.db, old);
    const { token, expiresAt } = await createSession(app.db, userId);
    setSessionCookie(app, reply, token, expiresAt);
  }

  app.get('/api/login', async (_request, reply) => reply.redirect('/auth', 302));

  app.post(
    '/api/register',
    { schema: { body: registerBodySchema, response: userReply }, config: { rateLimit: ipLimit } },
    async (request, reply) => {
      const user = await registerUser(deps(), request.body);
      await startSession(request, reply, user.id);
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  app.post(
    '/api/login',
    { schema: { body: loginBodySchema, response: userReply }, config: { rateLimit: ipLimit } },
    async (request, reply) => {
      const user = await authenticateUser(deps(), request.body);
      await startSession(request, reply, user.id);
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

  app.get('/api/session', { schema: { response: { 200: sessionSchema } } }, async (request) => ({
    user: request.user ? toCurrentUser(request.user) : null,
  }));

  app.post(
    '/api/forgot-password',
    {
      schema: { body: forgotPasswordBodySchema, response: { 200: messageSchema } },
      config: { rateLimit: ipLimit },
    },
    async (request) => {
      await requestPasswordReset(deps(), request.body);
      return { message: 'If an account exists for that email, a password reset link has been sent.' };
    },
  );

  app.post(
    '/api/reset-password',
    {
      schema: { body: resetPasswordBodySchema, response: { 200: messageSchema } },
      config: { rateLimit: ipLimit },
    },
    async (request, reply) => {
      await resetPassword(deps(), request.body);
      clearSessionCookie(app, reply);
      return { message: 'Your password has been reset. You can now sign in with your new password.' };
    },
  );
}
