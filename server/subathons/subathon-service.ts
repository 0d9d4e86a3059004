import type { CounterEventBody, LoggedEvent, MultiplierState } from '@core/api/subathon';
import { applyControl } from '@core/counter/live/apply-control';
import type { ControlAction, RunState } from '@core/counter/live/run-state';
import type { CounterSettings } from '@core/counter/settings';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { applyEvent, revertEvent } from '@core/counter/subathon/apply-event';
import {
  activeMultiplier,
  capMinutesSchema,
  type EventRule,
  eventRulesSchema,
} from '@core/counter/subathon/event-rules';
import { AppError } from '@core/errors/app-error';
import type { EventSource } from '@core/live-sources/platforms';
import type { Database } from '../db/client';
import type { CounterEventRow } from '../db/schema';
import { findCounterRun, lockCounterRun, lockRun, saveRun, toRunState } from '../live/run-queries';
import {
  findEventsByKeys,
  insertCounterEvents,
  lockEvent,
  markEventUndone,
  type NewCounterEvent,
  saveMultiplier,
  toLoggedEvent,
} from './event-log-queries';

export const NOT_SYNCED_MESSAGE =
  'Events only apply to synced (live) counters. Turn on Live control in the counter settings.';
export const ALREADY_UNDONE_MESSAGE = 'This event was already undone.';
export const NOTHING_TO_UNDO_MESSAGE = 'This event added nothing, so there is nothing to undo.';
const NOT_FOUND = 'Counter not found';

export type { EventSource };

/** The subathon part of stored settings; a stored bad value counts as none (never a 500). */
export function subathonSettings(raw: Record<string, unknown>) {
  const rules = eventRulesSchema.safeParse(raw.eventRules);
  const cap = capMinutesSchema.safeParse(raw.capMinutes);
  return {
    ...resolveViewerSettings(raw),
    eventRules: (rules.success ? rules.data : []) as EventRule[],
    capMinutes: cap.success ? cap.data : undefined,
  };
}

async function loadSynced(db: Database, counterId: string) {
  const found = await findCounterRun(db, counterId);
  if (!found) throw new AppError('not_found', NOT_FOUND);
  if (found.settings.synced !== true) throw new AppError('validation', NOT_SYNCED_MESSAGE);
  return found;
}

export interface AppliedEvent {
  duplicate: boolean;
  event: CounterEventRow;
  /** The event as the API and the outbound webhooks show it. */
  logged: LoggedEvent;
  run: RunState;
  changed: boolean;
  countdownType: 'number' | 'datetime';
  /** The counter's settings when it was applied (milestones, range). */
  settings: CounterSettings;
}

interface QueuedEvent {
  source: EventSource;
  body: CounterEventBody;
  resolve: (applied: AppliedEvent) => void;
  reject: (error: unknown) => void;
}

// Events for one counter wait here while its current transaction runs, then go in together.
const MAX_BATCH = 100;
const queues = new WeakMap<Database, Map<string, QueuedEvent[]>>();

/**
 * Applies one stream event to a counter's run, once per sender id (`source:id`). Events for a
 * counter are applied one transaction at a time under the run's row lock, in arrival order; those
 * that arrive while one runs go into the next together (group commit), so a burst of hundreds a
 * second costs a few statements per batch instead of several per event. Each caller still gets
 * its own event's outcome; a repeated id finds the first copy (logged earlier, or earlier in the
 * same batch) and changes nothing.
 */
export function applyCounterEvent(
  db: Database,
  counterId: string,
  source: EventSource,
  body: CounterEventBody,
): Promise<AppliedEvent> {
  const byCounter = queues.get(db) ?? new Map<string, QueuedEvent[]>();
  queues.set(db, byCounter);
  return new Promise<AppliedEvent>((resolve, reject) => {
    const queue = byCounter.get(counterId);
    if (queue) {
      queue.push({ source, body, resolve, reject });
      return;
    }
    const fresh: QueuedEvent[] = [{ source, body, resolve, reject }];
    byCounter.set(counterId, fresh);
    void drainQueue(db, byCounter, counterId, fresh);
  });
}

async function drainQueue(
  db: Database,
  byCounter: Map<string, QueuedEvent[]>,
  counterId: string,
  queue: QueuedEvent[],
) {
  while (queue.length > 0) {
    // Let every request that is ready now join the batch first: a tick runs once the pending
    // promise continuations have run, i.e. after all requests whose key and owner look-ups were
    // answered together (shared-lookup.ts) have queued their event. Without it, on PGlite (then on
    // this thread, in its own since decision 026a) each request ran to its commit before the next
    // one, and no batch formed.
    await new Promise<void>((resolve) => process.nextTick(resolve));
    const batch = queue.splice(0, MAX_BATCH);
    try {
      const results = await applyBatch(db, counterId, batch);
      for (const [i, item] of batch.entries()) item.resolve(results[i]!);
    } catch (error) {
      // One event's failure must not fail the others: retry them one by one.
      if (batch.length === 1) batch[0]!.reject(error);
      else
        for (const item of batch)
          await applyBatch(db, counterId, [item]).then((r) => item.resolve(r[0]!), item.reject);
    }
  }
  byCounter.delete(counterId);
}

async function applyBatch(db: Database, counterId: string, batch: QueuedEvent[]): Promise<AppliedEvent[]> {
  return db.transaction(async (tx) => {
    const t: Database = tx;
    // Settings and the locked run in one statement: a batch costs a fixed handful of statements.
    const found = await lockCounterRun(t, counterId);
    if (!found) throw new AppError('not_found', NOT_FOUND);
    if (found.settings.synced !== true) throw new AppError('validation', NOT_SYNCED_MESSAGE);
    const settings = subathonSettings(found.settings);
    const countdownType = settings.countdownType === 'datetime' ? 'datetime' : 'number';
    const { row } = found;
    let run = toRunState(row);
    const now = Date.now();
    const multiplier = activeMultiplier({ factor: row.multiplier, until: row.multiplierUntil }, now);
    const keys = batch.map((item) => `${item.source}:${item.body.id}`);
    // Under the run lock no other transaction logs events for this counter: what is logged now
    // stays the whole truth until this one commits.
    const logged = new Map((await findEventsByKeys(t, counterId, keys)).map((e) => [e.eventKey, e]));
    const planned: { key: string; run: RunState; changed: boolean; fresh: boolean }[] = [];
    const rows: NewCounterEvent[] = [];
    let anyChange = false;
    batch.forEach(({ source, body }, i) => {
      const key = keys[i]!;
      if (logged.has(key) || rows.some((r) => r.eventKey === key)) {
        planned.push({ key, run, changed: false, fresh: false });
        return;
      }
      const outcome = applyEvent(
        run,
        settings,
        { type: body.type, tier: body.tier, amount: body.amount },
        multiplier,
        now,
      );
      rows.push({
        counterId,
        eventKey: key,
        source,
        type: body.type,
        tier: body.tier ?? null,
        userName: body.user ?? null,
        amount: body.amount,
        message: body.message ?? null,
        multiplier,
        addedMs: outcome.addedMs,
        cappedMs: outcome.cappedMs,
        addedValue: outcome.addedValue,
        note: outcome.note,
        // One transaction, one clock: a millisecond apart keeps the log in arrival order.
        createdAt: new Date(now + rows.length),
      });
      if (outcome.changed) {
        run = outcome.state;
        anyChange = true;
      }
      planned.push({ key, run, changed: outcome.changed, fresh: true });
    });
    for (const e of await insertCounterEvents(t, rows)) logged.set(e.eventKey, e);
    if (anyChange) await saveRun(t, counterId, run);
    return planned.map((p) => {
      // Every event is logged under the key it was sent with. If one is not (a key the database
      // stores differently), throwing here rolls the batch back instead of committing rows that
      // the answer cannot name.
      const event = logged.get(p.key);
      // Stryker disable next-line ConditionalExpression,StringLiteral: under the run lock each planned key is logged by this batch or was before it, and text keys read back as written; only a broken dedupe (a fresh key planned as a repeat) reaches it, and then the retry one by one gives the same answers
      if (!event) throw new Error(`event ${JSON.stringify(p.key)} not found under its own key`);
      return {
        duplicate: !p.fresh,
        event,
        logged: toLoggedEvent(event),
        run: p.run,
        changed: p.changed,
        countdownType,
        settings,
      };
    });
  });
}

export type ChatCommandType = 'addtime' | 'subtime' | 'pause' | 'resume';
export const CHAT_UNDO_MESSAGE =
  'A pause or resume from chat cannot be undone here. Use Pause or Resume on the control page.';

/**
 * A moderator's chat command (issue 18) on one counter: the control action and its line in the
 * event log (source 'chat', who, the command text, the time it actually added or took away) in
 * one transaction under the run's lock, once per chat message. Time commands can be undone from
 * the log like any event; a command the run refuses (pausing a paused run) changes and logs nothing.
 */
export async function applyChatCommand(
  db: Database,
  counterId: string,
  input: { type: ChatCommandType; ms?: number; user: string | null; text: string; messageId: string },
) {
  const found = await loadSynced(db, counterId);
  const settings = resolveViewerSettings(found.settings);
  const action: ControlAction =
    input.type === 'addtime' || input.type === 'subtime'
      ? { action: 'add-time', ms: input.type === 'addtime' ? (input.ms ?? 0) : -(input.ms ?? 0) }
      : { action: input.type };
  return db.transaction(async (tx) => {
    const t: Database = tx;
    const run = await lockRun(t, counterId);
    const eventKey = `chat:${input.messageId}`;
    if ((await findEventsByKeys(t, counterId, [eventKey])).length > 0) return { changed: false, run };
    const now = Date.now();
    const r = applyControl(run, action, settings, now);
    if (!r.ok || !r.changed) return { changed: false, run };
    await saveRun(t, counterId, r.state);
    await insertCounterEvents(t, [
      {
        counterId,
        eventKey,
        source: 'chat',
        type: input.type,
        tier: null,
        userName: input.user?.slice(0, 100) ?? null,
        amount: input.ms ? input.ms / 1000 : 1,
        message: input.text.slice(0, 500),
        multiplier: 1,
        addedMs: r.state.addedMs - run.addedMs,
        cappedMs: 0,
        addedValue: 0,
        note: null,
        createdAt: new Date(now),
      },
    ]);
    return { changed: true, run: r.state };
  });
}

/** Takes an event's effect back, exactly once (a second undo answers 409 and changes nothing). */
export async function undoCounterEvent(db: Database, counterId: string, eventId: string) {
  // Events exist only on counters that were synced; undo stays open if the owner turned it off since.
  const found = await findCounterRun(db, counterId);
  if (!found) throw new AppError('not_found', NOT_FOUND);
  const settings = resolveViewerSettings(found.settings);
  return db.transaction(async (tx) => {
    const t: Database = tx;
    const run = await lockRun(t, counterId);
    const event = await lockEvent(t, counterId, eventId);
    if (!event) throw new AppError('not_found', 'Event not found');
    if (event.undoneAt) throw new AppError('conflict', ALREADY_UNDONE_MESSAGE);
    if (event.source === 'chat' && (event.type === 'pause' || event.type === 'resume'))
      throw new AppError('validation', CHAT_UNDO_MESSAGE);
    // Marking such an event undone would change nothing but the log, and the log would then claim
    // something was taken back.
    if (event.addedMs === 0 && event.addedValue === 0)
      throw new AppError('conflict', NOTHING_TO_UNDO_MESSAGE);
    const r = revertEvent(run, settings, event, Date.now());
    if (!r.ok) throw new AppError('validation', r.message);
    if (r.changed) await saveRun(t, counterId, r.state);
    const undone = await markEventUndone(t, event.id);
    return { run: r.state, changed: r.changed, event: undone, designVersion: found.designVersion };
  });
}

/** Happy hour: every event counts `factor` times for `minutes` (factor 1 ends it). */
export async function setMultiplier(
  db: Database,
  counterId: string,
  factor: number,
  minutes: number,
): Promise<MultiplierState> {
  // Like the control actions, open on any owned counter; only synced ones receive events.
  const state = factor === 1 ? { factor: 1, until: null } : { factor, until: Date.now() + minutes * 60_000 };
  await saveMultiplier(db, counterId, state);
  return state;
}
