import { AppError } from '@core/errors/app-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { routedPath } from '../plugins/request-path';
import { findSessionUser, SESSION_TTL_MS } from './session-queries';

export const SESSION_COOKIE = 'cs_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    expires: expiresAt,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
  });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user)
    throw new AppError('unauthorized', 'Unauthorized: please sign in.', undefined, 'sign_in_required');
  return request.user;
}

// Route hook: visitors get 401 before their body is even validated.
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('forbidden', 'Forbidden: admin access required.');
  return user;
}

// Loads the signed-in user for API requests only; static files never touch the database.
async function sessionPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!routedPath(request).startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const found = await findSessionUser(app.db, token);
    if (!found) return;
    request.user = found.user;
    request.sessionId = found.sessionId;
    if (found.renewedUntil) setSessionCookie(app, reply, token, found.renewedUntil);
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['db'] });
