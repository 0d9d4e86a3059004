import { resolveEndInstant } from '../engine/countdown';
import { applyControl } from '../live/apply-control';
import { type LiveSettings, liveNumberValue } from '../live/live-frame';
import type { RunState } from '../live/run-state';
import { addValues } from '../number-value';
import { type EventRule, type RuleEvent, ruleEffect } from './event-rules';

export interface EventOutcome {
  state: RunState;
  changed: boolean;
  /** Datetime counters: milliseconds actually added (0 when capped or ended). */
  addedMs: number;
  /** Milliseconds the rules asked for but the cap refused. */
  cappedMs: number;
  /** Number counters: how much the value actually moved (the range clamps it). */
  addedValue: number;
  /** Why nothing (or less) was added: no rule, the cap, an ended run; null when all applied. */
  note: 'no_rule' | 'capped' | 'ended' | null;
}

/**
 * The largest addedMs the cap allows: the end (end + added) never beyond start + cap. Pauses push
 * the end back without using the cap, so finished pauses widen the bound; before the run starts,
 * now stands for its start.
 */
export function capAddedMs(
  run: RunState,
  settings: LiveSettings,
  capMinutes: number,
  now: number,
): number | null {
  const end = resolveEndInstant(settings);
  if (end === null) return null;
  const start = run.startedAt ?? now;
  return start + capMinutes * 60_000 + run.pausedTotalMs - end;
}

/**
 * Applies an event to a run: the rules (times the multiplier) give seconds or value, the cap
 * limits added time, and an ended run takes nothing. Pure: the same inputs give the same run.
 */
export function applyEvent(
  run: RunState,
  settings: LiveSettings & { eventRules: readonly EventRule[]; capMinutes?: number | undefined },
  event: RuleEvent,
  multiplier: number,
  now: number,
): EventOutcome {
  const none = { state: run, changed: false, addedMs: 0, cappedMs: 0, addedValue: 0 };
  const isDatetime = settings.countdownType === 'datetime';
  const effect = ruleEffect(settings.eventRules, event, isDatetime ? 'datetime' : 'number', multiplier);
  if (effect.kind === 'none') return { ...none, note: 'no_rule' };
  if (run.status === 'completed') return { ...none, note: 'ended' };
  if (effect.kind === 'seconds') {
    const wanted = effect.seconds * 1000;
    let ms = wanted;
    if (settings.capMinutes !== undefined) {
      const max = capAddedMs(run, settings, settings.capMinutes, now);
      if (max !== null) ms = Math.max(0, Math.min(ms, max - run.addedMs));
    }
    const cappedMs = wanted - ms;
    const note = cappedMs > 0 ? 'capped' : null;
    if (ms === 0) return { ...none, cappedMs, note };
    const r = applyControl(run, { action: 'add-time', ms }, settings, now);
    if (!r.ok) return { ...none, note: 'no_rule' };
    return {
      state: r.state,
      changed: r.changed,
      addedMs: r.state.addedMs - run.addedMs,
      cappedMs,
      addedValue: 0,
      note,
    };
  }
  if (effect.value === 0) return { ...none, note: null };
  const before = liveNumberValue(run, settings, now);
  const r = applyControl(run, { action: 'increment', by: effect.value }, settings, now);
  if (!r.ok) return { ...none, note: 'no_rule' };
  // What the event really added (the clamp at the end may take part of it), without float residue.
  const addedValue = addValues(liveNumberValue(r.state, settings, now), -before);
  return { state: r.state, changed: r.changed, addedMs: 0, cappedMs: 0, addedValue, note: null };
}

/** Takes an event's effect back (undo): the time or value it added, removed once. */
export function revertEvent(
  run: RunState,
  settings: LiveSettings,
  effect: { addedMs: number; addedValue: number },
  now: number,
) {
  if (effect.addedMs !== 0)
    return applyControl(run, { action: 'add-time', ms: -effect.addedMs }, settings, now);
  if (effect.addedValue !== 0)
    return applyControl(run, { action: 'increment', by: -effect.addedValue }, settings, now);
  return { ok: true as const, state: run, changed: false };
}
