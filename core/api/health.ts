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
export const platformHealthSchema = z.object({
  healthy: z.boolean(),
  signals: z.array(healthSignalSchema),
  /** Live counts: each platform's settings and allowance (core/api/live-sources.ts). */
  liveCounts: z.array(liveCountHealthSchema),
});
export type HealthSignal = z.infer<typeof healthSignalSchema>;
export type PlatformHealth = z.infer<typeof platformHealthSchema>;
