import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { platformApis } from '../platform-apis/end-connections';
import type { AuthDeps } from './auth-service';
import { SESSION_COOKIE, setSessionCookie } from './session-plugin';
import { createSession, deleteSessionByToken } from './session-queries';

export function authDeps(app: FastifyInstance): AuthDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    appUrl: app.config.appUrl,
    loginLimit: app.config.LOGIN_RATE_LIMIT,
    log: app.log,
    background: app.background,
    adminEmail: app.config.ADMIN_EMAIL,
    platforms: platformApis(app),
  };
}

export const ipLimit = (app: FastifyInstance) => ({ max: app.config.IP_RATE_LIMIT, timeWindow: '1 minute' });

// A new session at every sign-in: the old cookie's session (if any) is ended, never reused.
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const old = request.cookies[SESSION_COOKIE];
  if (old) await deleteSessionByToken(app.db, old);
  const { token, expiresAt } = await createSession(app.db, userId);
  setSessionCookie(app, reply, token, expiresAt);
}
