import { z } from 'zod';
import { liveSnapshotSchema, runStateSchema } from '../counter/live/run-state';
import {
  EVENT_TYPES,
  eventAmountSchema,
  MAX_MULTIPLIER,
  RULE_MESSAGES,
  SUB_TIERS,
} from '../counter/subathon/event-rules';
import { EVENT_SOURCES } from '../live-sources/platforms';

// The subathon API (issue 18): bodies and answers the server validates and the web app shows.

export const EVENT_BODY_MESSAGES = {
  id: 'id must be a string of 1 to 100 characters (your unique id for this event)',
  user: 'user can be at most 100 characters',
  message: 'message can be at most 500 characters',
} as const;

/** The refusal of a text field holding half of a surrogate pair. */
export const notTextMessage = (field: string) =>
  `${field} must be valid Unicode text (it has half of a surrogate pair)`;

// A lone surrogate (half of a UTF-16 pair, e.g. "\ud800" in JSON) is not text: stored, it becomes
// U+FFFD, so the id read back is not the id sent and the event could not be found as itself (the
// fuzz suite found a 500 and a row written). With the u flag a surrogate range matches only halves
// that are not part of a pair.
const wellFormed = (s: string) => !/[\ud800-\udfff]/u.test(s);

export const counterEventBodySchema = z.strictObject({
  // A schema's error is also its checks' message (zod 4): given once.
  id: z.string({ error: EVENT_BODY_MESSAGES.id }).min(1).max(100).refine(wellFormed, notTextMessage('id')),
  type: z.enum(EVENT_TYPES, { error: RULE_MESSAGES.type }),
  amount: eventAmountSchema.default(1),
  tier: z.enum(SUB_TIERS, { error: RULE_MESSAGES.tier }).optional(),
  user: z
    .string({ error: EVENT_BODY_MESSAGES.user })
    .max(100)
    .refine(wellFormed, notTextMessage('user'))
    .optional(),
  message: z
    .string({ error: EVENT_BODY_MESSAGES.message })
    .max(500)
    .refine(wellFormed, notTextMessage('message'))
    .optional(),
});
export type CounterEventBody = z.infer<typeof counterEventBodySchema>;

export const eventAnswerSchema = z.object({
  duplicate: z.boolean(),
  /** The logged event (for undo). */
  eventId: z.string(),
  /** Date and time counters: seconds actually added (after the cap). */
  addedSeconds: z.number().optional(),
  /** Number counters: how much the value moved. */
  addedValue: z.number().optional(),
  cappedSeconds: z.number().optional(),
  note: z.enum(['no_rule', 'capped', 'ended']).nullable(),
  run: runStateSchema,
  serverNow: z.number(),
});
export type EventAnswer = z.infer<typeof eventAnswerSchema>;

const MULTIPLIER_MESSAGE = `factor must be a whole number from 1 to ${MAX_MULTIPLIER}`;
const MINUTES_MESSAGE = 'minutes must be a whole number from 1 to 1440';
export const multiplierBodySchema = z.strictObject({
  factor: z.number({ error: MULTIPLIER_MESSAGE }).int().min(1).max(MAX_MULTIPLIER),
  minutes: z.number({ error: MINUTES_MESSAGE }).int().min(1).max(1440).default(60),
});
export const multiplierSchema = z.object({ factor: z.number(), until: z.number().nullable() });
export type MultiplierState = z.infer<typeof multiplierSchema>;

export const loggedEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  source: z.enum(EVENT_SOURCES),
  type: z.string(),
  tier: z.string().nullable(),
  user: z.string().nullable(),
  amount: z.number(),
  message: z.string().nullable(),
  multiplier: z.number(),
  addedSeconds: z.number(),
  cappedSeconds: z.number(),
  addedValue: z.number(),
  note: z.string().nullable(),
  undone: z.boolean(),
});
export type LoggedEvent = z.infer<typeof loggedEventSchema>;

export const eventLogSchema = z.object({ events: z.array(loggedEventSchema), multiplier: multiplierSchema });
export type EventLog = z.infer<typeof eventLogSchema>;

export const undoAnswerSchema = liveSnapshotSchema.extend({ event: loggedEventSchema });

/** An event as an embed's strip shows it to everyone: who, what, what it added (no message, no source). */
export const publicEventSchema = loggedEventSchema.pick({
  id: true,
  at: true,
  type: true,
  tier: true,
  user: true,
  amount: true,
  multiplier: true,
  addedSeconds: true,
  cappedSeconds: true,
  addedValue: true,
  note: true,
});
export type PublicEvent = z.infer<typeof publicEventSchema>;
export const RECENT_EVENTS_LIMIT = 8;
export const recentEventsSchema = z.object({ events: z.array(publicEventSchema) });
export type RecentEvents = z.infer<typeof recentEventsSchema>;
