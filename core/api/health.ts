import { z } from 'zod';
import { liveCountHealthSchema } from './live-sources';

// GET /api/admin/health: the admin's Platform Health card, from measured signals (issue 23).
export const healthSignalSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The measurement, written for people: '4 ms', '2 h 5 min'. */
  value: z.string(),
  ok: z.boolean(),
  /** What is wrong, when not ok. */
  problem: z.string().nullable(),
});
/** Paddle's settings: what is missing makes checkout, webhooks, refunds or Reconcile impossible. */
export const paymentsSetupSchema = z.object({
  /** Paddle's API can be called (refunds, cancels, Reconcile). */
  apiConfigured: z.boolean(),
  /** The names of the settings not set, e.g. 'PADDLE_API_KEY'. */
  missing: z.array(z.string()),
});
export type PaymentsSetup = z.infer<typeof paymentsSetupSchema>;

export const platformHealthSchema = z.object({
  healthy: z.boolean(),
  signals: z.array(healthSignalSchema),
  payments: paymentsSetupSchema,
  /** Live counts: each platform's settings and allowance (core/api/live-sources.ts). */
  liveCounts: z.array(liveCountHealthSchema),
});
export type HealthSignal = z.infer<typeof healthSignalSchema>;
export type PlatformHealth = z.infer<typeof platformHealthSchema>;
