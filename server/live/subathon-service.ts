import type { CounterEventBody, MultiplierState } from '../../core/api/subathon';
import type { RunState } from '../../core/counter/live/run-state';
import { resolveViewerSettings } from '../../core/counter/settings-defaults';
import { applyEvent, revertEvent } from '../../core/counter/subathon/apply-event';
import {
  activeMultiplier,
  capMinutesSchema,
  type EventRule,
  eventRulesSchema,
} from '../../core/counter/subathon/event-rules';
import { AppError } from '../../core/errors/app-error';
import type { Database } from '../db/client';
import type { CounterEventRow } from '../db/schema';
import {
  findEventByKey,
  insertCounterEvent,
  lockEvent,
  markEventUndone,
  saveMultiplier,
} from './event-log-queries';
import { findCounterRun, lockRun, lockRunRow, saveRun, toRunState } from './run-queries';

export const NOT_SYNCED_MESSAGE =
  'Events only apply to synced (live) counters. Turn on Live control in the counter settings.';
export const ALREADY_UNDONE_MESSAGE = 'This event was already undone.';
const NOT_FOUND = 'Counter not found';

export type EventSource = 'api' | 'twitch' | 'kick' | 'chat';

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
  run: RunState;
  changed: boolean;
  countdownType: 'number' | 'datetime';
}

/**
 * Applies one stream event to a counter's run, once per sender id. Under the run's row lock, so
 * events (and duplicates of one) are serialized per counter: the second copy of an id finds the
 * first one logged and changes nothing.
 */
export async function applyCounterEvent(
  db: Database,
  counterId: string,
  source: EventSource,
  body: CounterEventBody,
): Promise<AppliedEvent> {
  const found = await loadSynced(db, counterId);
  const settings = subathonSettings(found.settings);
  const countdownType = settings.countdownType === 'datetime' ? 'datetime' : 'number';
  const eventKey = `${source}:${body.id}`;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await lockRunRow(t, counterId);
    const run = toRunState(row);
    const now = Date.now();
    const multiplier = activeMultiplier(
      { factor: row?.multiplier ?? 1, until: row?.multiplierUntil ?? null },
      now,
    );
    const tier = body.tier;
    const outcome = applyEvent(
      run,
      settings,
      { type: body.type, tier, amount: body.amount },
      multiplier,
      now,
    );
    // Insert first: under the run lock a conflict means an earlier copy of this id was logged
    // (committed), so this copy changes nothing and answers with the first one's effect.
    const event = await insertCounterEvent(t, {
      counterId,
      eventKey,
      source,
      type: body.type,
      tier: tier ?? null,
      userName: body.user ?? null,
      amount: body.amount,
      message: body.message ?? null,
      multiplier,
      addedMs: outcome.addedMs,
      cappedMs: outcome.cappedMs,
      addedValue: outcome.addedValue,
      note: outcome.note,
    });
    if (!event) {
      const first = (await findEventByKey(t, counterId, eventKey))!;
      return { duplicate: true, event: first, run, changed: false, countdownType };
    }
    if (outcome.changed) await saveRun(t, counterId, outcome.state);
    return { duplicate: false, event, run: outcome.state, changed: outcome.changed, countdownType };
  });
}

/** Takes an event's effect back, exactly once (a second undo answers 409 and changes nothing). */
export async function undoCounterEvent(db: Database, counterId: string, eventId: string) {
  // Events exist only on counters that were synced; undo stays open if the owner turned it off since.
  const found = await findCounterRun(db, counterId);
  if (!found) throw new AppError('not_found', NOT_FOUND);
  const settings = resolveViewerSettings(found.settings);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const run = await lockRun(t, counterId);
    const event = await lockEvent(t, counterId, eventId);
    if (!event) throw new AppError('not_found', 'Event not found');
    if (event.undoneAt) throw new AppError('conflict', ALREADY_UNDONE_MESSAGE);
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
