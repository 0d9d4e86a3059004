import { z } from 'zod';
import type { RefundState } from '../plan/payment-state';

// Admin views of billing (issue 15): a user's Paddle records, open cancel jobs, unmatched events
// and reconciliation.

export const REFUND_LABELS: Record<RefundState, string | null> = {
  none: null,
  pending: 'Refund requested, awaiting approval in Paddle',
  partial: 'Partially refunded',
  full: 'Refunded',
  chargeback: 'Charged back',
};

export const adminUserBillingSchema = z.object({
  subscriptions: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      endedReason: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAt: z.string().nullable(),
    }),
  ),
  transactions: z.array(
    z.object({
      id: z.string(),
      subscriptionId: z.string().nullable(),
      status: z.string(),
      total: z.string().nullable(),
      currency: z.string().nullable(),
      billedAt: z.string().nullable(),
      refund: z.string().nullable(),
    }),
  ),
});
export type AdminUserBilling = z.infer<typeof adminUserBillingSchema>;

export const billingJobsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      target: z.string(),
      userId: z.string().nullable(),
      attempts: z.number(),
      nextRunAt: z.string(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type BillingJobs = z.infer<typeof billingJobsSchema>;

export const unmatchedEventsSchema = z.object({
  items: z.array(
    z.object({
      eventId: z.string(),
      type: z.string(),
      occurredAt: z.string().nullable(),
      customerId: z.string().nullable(),
      subscriptionId: z.string().nullable(),
    }),
  ),
});
export type UnmatchedEvents = z.infer<typeof unmatchedEventsSchema>;

export const reconcileReportSchema = z.object({
  customers: z.number(),
  changes: z.array(z.string()),
});
export type ReconcileReport = z.infer<typeof reconcileReportSchema>;

/** Why Reconcile cannot run: the same words on the disabled button and in the server's refusal. */
export const RECONCILE_NOT_CONFIGURED =
  'Reconcile needs Paddle: PADDLE_API_KEY is not set, so there are no Paddle records to read.';
