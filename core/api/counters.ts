import { z } from 'zod';
import type { CounterSource } from '../live-sources/counter-source-schema';

// Response shapes of the counters API (docs/product.md §7); request bodies use counterBodySchema from core/counter.
// synced: whether the counter follows a server-side run, so a Control button has something to drive.
export const counterSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  synced: z.boolean(),
  /** The counter shows live follower or subscriber counts (settings.liveSources). */
  followsLiveCounts: z.boolean(),
  /** When the design was last saved: the dashboard sorts by it and refreshes the thumbnail with it. */
  updatedAt: z.string(),
  /** A number counter or a date-and-time countdown: the dashboard card names it. */
  kind: z.enum(['number', 'countdown']),
  /** A dated countdown's end instant (ISO), so a card can say counting or ended; else null. */
  endsAt: z.string().nullable(),
  /** A number counter's goal (its end number); null on countdowns. */
  goal: z.number().nullable(),
});
export type CounterSummary = z.infer<typeof counterSummarySchema>;

// Stored settings are passed through as they are: the viewer resolves them field by field.
export const storedSettingsSchema = z.record(z.string(), z.unknown());

export const counterDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  settings: storedSettingsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CounterDetail = z.infer<typeof counterDetailSchema>;

// GET /api/counters/{id}/view: only what a public viewer needs, never the owner's identity. A
// type, not a schema: the route serves it from the view cache unvalidated (the hot path).
export interface CounterView {
  settings: Record<string, unknown>;
  user: { subscriptionStatus: 'free' | 'active' };
  /** The settings revision; live displays compare it with the event stream's (issue 8). */
  designVersion: number;
  /** A counter following live counts: what it shows now (core/live-sources/). Absent otherwise. */
  source?: CounterSource;
}

// docs/product.md §7 names embedCode; the browser-source URL and its suggested size serve OBS (issue 23).
export const embedCodeSchema = z.object({
  embedCode: z.string(),
  browserSourceUrl: z.string(),
  width: z.number(),
  height: z.number(),
  // The e-mail tab (issue 19): the live GIF's <img> snippet.
  email: z.object({
    imageUrl: z.string(),
    counterUrl: z.string(),
    alt: z.string(),
    width: z.number(),
    height: z.number(),
    html: z.string(),
  }),
});
export type EmbedCode = z.infer<typeof embedCodeSchema>;

export const COUNTER_ID_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;
export const counterIdParamsSchema = z.object({ id: z.string().max(64) });

// PUT /api/counters/{id}/logo: the stored logo's content hash (for settings.logo) and its address.
export const uploadedLogoSchema = z.object({ logo: z.string(), url: z.string() });
export type UploadedLogoAnswer = z.infer<typeof uploadedLogoSchema>;
