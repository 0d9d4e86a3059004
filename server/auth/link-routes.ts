import {
  currentUserSchema,
  forgotPasswordBodySchema,
  linkTokenBodySchema,
  messageSchema,
  resetPasswordBodySchema,
  signInLinkBodySchema,
  verifyEmailBodySchema,
} from '@core/api/auth';
import { AppError } from '@core/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { proveAddress, sendAddressProof } from './address-proof';
import { requestPasswordReset, resetPassword } from './password-reset';
import { authDeps, ipLimit, startSession } from './route-support';
import { authenticated, clearSessionCookie, requireUser } from './session-plugin';
import { requestSignInLink, signInWithLink } from './sign-in-link';
import { toCurrentUser } from './user-view';

// Response schemas are a second guard on what leaves the server. Every handler here already answers
// a fixed message or toCurrentUser's public fields, so without them no answer would change.
// Stryker disable next-line ObjectLiteral: a second guard, see above
const ok = { 200: messageSchema };
// Stryker disable next-line ObjectLiteral: a second guard, see above
const okOnly = { response: ok };
// Stryker disable next-line ObjectLiteral: a second guard, see above
const userReply = { 200: currentUserSchema };

// Everything a mailed link does: reset the password, prove the address, sign in without a password.
export default async function authLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: ipLimit(app) };

  app.post(
    '/api/forgot-password',
    { schema: { body: forgotPasswordBodySchema, response: ok }, config: limited },
    async (request) => {
      requestPasswordReset(authDeps(app), request.body);
      return { message: 'If an account exists for that email, a password reset link has been sent.' };
    },
  );

  app.post(
    '/api/reset-password',
    { schema: { body: resetPasswordBodySchema, response: ok }, config: limited },
    async (request, reply) => {
      await resetPassword(authDeps(app), request.body);
      clearSessionCookie(app, reply);
      return { message: 'Your password has been reset. You can now sign in with your new password.' };
    },
  );

  app.post(
    '/api/verify-email',
    // Stryker disable next-line ObjectLiteral: route options are read when the app is built, before a mutant is switched on; verify-email-body.test.ts fails without them
    { schema: { body: verifyEmailBodySchema, response: ok }, config: limited },
    async (request) => {
      await proveAddress(authDeps(app), request.body, request.user?.id ?? null);
      return { message: 'Your email address is confirmed.' };
    },
  );

  app.post(
    '/api/verify-email/resend',
    { preValidation: authenticated, schema: okOnly, config: limited },
    async (request) => {
      const user = requireUser(request);
      if (user.emailVerifiedAt) throw new AppError('conflict', 'Your email address is already confirmed.');
      await sendAddressProof(authDeps(app), user, false).catch((err) => {
        // Stryker disable next-line StringLiteral: log text; that the error is logged is tested
        request.log.error({ err }, 'confirmation mail failed');
        throw new AppError('unavailable', "We couldn't send the email right now. Please try again.");
      });
      return { message: `We sent a new confirmation link to ${user.email}.` };
    },
  );

  app.post(
    '/api/sign-in-link',
    { schema: { body: signInLinkBodySchema, response: ok }, config: limited },
    async (request) => {
      requestSignInLink(authDeps(app), request.body);
      return { message: 'If an account exists for that email, a sign-in link has been sent.' };
    },
  );

  app.post(
    '/api/sign-in-link/use',
    { schema: { body: linkTokenBodySchema, response: userReply }, config: limited },
    async (request, reply) => {
      const user = await signInWithLink(authDeps(app), request.body.token);
      await startSession(app, request, reply, user.id);
      return toCurrentUser(user);
    },
  );
}
