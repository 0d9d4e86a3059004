import { type CounterEventBody, counterEventBodySchema } from '@core/api/subathon';
import { parseChatCommand } from '@core/counter/subathon/chat-command';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { counterRuns, counters } from '../db/schema';
import { runChanged } from '../effects/after-commit';
import { eventApplied } from '../effects/run-effects';
import { applyChatCommand, applyCounterEvent, type EventSource } from '../subathons/subathon-service';

// What every streaming platform's webhook does once it has mapped a notification (issue 18):
// the same event-application path and the same chat commands for Twitch and Kick, so a rule,
// the cap, the multiplier and the event log behave alike whichever platform an event came from.

/**
 * Applies a mapped platform event to every running or paused synced counter of the user. A body
 * the events endpoint would refuse (an amount out of range) is dropped: the platform is
 * acknowledged, nothing is written.
 */
export async function applyStreamEvent(
  app: FastifyInstance,
  userId: string,
  source: Exclude<EventSource, 'api' | 'chat'>,
  mapped: unknown,
): Promise<void> {
  const body = counterEventBodySchema.safeParse(mapped);
  if (!body.success) return;
  const event: CounterEventBody = body.data;
  for (const counter of await runningSyncedCounters(app.db, userId)) {
    const applied = await applyCounterEvent(app.db, counter.id, source, event);
    if (!applied.duplicate) await eventApplied(app, counter.id, applied);
  }
}

export interface ChatLine {
  text: string;
  /** The chatter's display name, for the event log. */
  user: string | null;
  /** The platform's id of the chat message: a command is applied once per message. */
  messageId: string;
  /** The broadcaster or one of the channel's moderators sent it. */
  mayCommand: boolean;
}

/**
 * A chat message that may be a command (`!addtime 5m`, `!pause`…): applied, through the event log
 * (source 'chat'), to every running or paused synced counter of the broadcaster. Time commands skip
 * number counters; `!timer` only answers in chat, which we do not do yet.
 */
export async function applyChatLine(
  app: FastifyInstance,
  userId: string,
  prefix: string,
  line: ChatLine,
): Promise<void> {
  const command = parseChatCommand(line.text, prefix);
  if (!command || !line.mayCommand || command.command === 'timer') return;
  for (const counter of await runningSyncedCounters(app.db, userId)) {
    if ('ms' in command && counter.countdownType !== 'datetime') continue;
    const result = await applyChatCommand(app.db, counter.id, {
      type: command.command,
      ...('ms' in command ? { ms: command.ms } : {}),
      user: line.user,
      text: line.text,
      messageId: line.messageId,
    });
    if (result.changed) await runChanged(app, counter.id);
  }
}

/** The user's synced counters whose run is going (running or paused): their subathons and goals. */
async function runningSyncedCounters(db: Database, userId: string) {
  return db
    .select({ id: counters.id, countdownType: sql<string>`${counters.settings}->>'countdownType'` })
    .from(counters)
    .innerJoin(counterRuns, eq(counterRuns.counterId, counters.id))
    .where(
      and(
        eq(counters.userId, userId),
        sql`coalesce((${counters.settings}->>'synced')::boolean, false)`,
        inArray(counterRuns.status, ['running', 'paused']),
      ),
    );
}
