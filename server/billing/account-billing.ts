import type { FastifyInstance } from 'fastify';
import type { BillingEnding } from '../accounts/account-deletion';
import { cancelSoon } from './billing-jobs';
import { endBilling } from './end-billing';

/** Billing's part of deleting an account (accounts/account-deletion.ts): ends it, then cancels at Paddle. */
export function accountBilling(app: Pick<FastifyInstance, 'db' | 'paddle'>): BillingEnding {
  return {
    end: (tx, user, now) => endBilling(tx, user, 'deleted', now),
    cancel: (targets) => cancelSoon(app.db, app.paddle, targets),
  };
}
