import { messageSchema } from '@core/api/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BillingEnding, deleteOwnAccount } from '../accounts/account-deletion';
import { counterChanged } from '../effects/after-commit';
import { revokeAtPlatformsLater, revokeDeps } from '../platform-apis/end-connections';
import { authenticated, clearSessionCookie, requireUser } from './session-plugin';

export interface AccountRoutesOptions {
  /** Billing's part of a deletion (billing/account-billing.ts); app.ts passes it, billing sits above auth. */
  billing: (app: FastifyInstance) => BillingEnding;
}

export default async function accountRoutes(fastify: FastifyInstance, opts: AccountRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The signed-in user's own 'Delete account' (confirmed in the dashboard): billing ends with it.
  app.delete(
    '/api/user',
    { preValidation: authenticated, schema: { response: { 200: messageSchema } } },
    async (request, reply) => {
      const { counterIds, connections } = await deleteOwnAccount(
        app.db,
        opts.billing(app),
        requireUser(request).id,
      );
      revokeAtPlatformsLater(revokeDeps(app), connections);
      await counterChanged(app, counterIds);
      clearSessionCookie(app, reply);
      return { message: 'Your account has been deleted.' };
    },
  );
}
