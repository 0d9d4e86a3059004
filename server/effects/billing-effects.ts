import type { FastifyInstance } from 'fastify';
import { ownerPlanChanged } from './after-commit';
import type { BillingFollowUpWork } from './effect-ports';

/**
 * A billing event (a Paddle webhook, events kept for a customer and applied once their user is
 * known) was committed: the owner's cached views and live displays show the plan it changed, and
 * what it left to do runs now, bounded in time (cancels in Paddle, refunds of duplicate payments,
 * e-mails).
 */
export async function billingEventApplied(
  app: FastifyInstance,
  work: BillingFollowUpWork,
  planChangedFor?: string | null,
): Promise<void> {
  if (planChangedFor) await ownerPlanChanged(app, planChangedFor);
  await app.billingFollowUps.start(work);
}
