import { resolveEndInstant } from '../engine/countdown';
import { isNumberComplete } from '../engine/number-run';
import { addValues, allowedPlaces } from '../number-value';
import { fitsPlaces, placesMessage } from '../number-value-rules';
import { IDLE_RUN_FIELDS } from './idle-run';
import { clampToRange, type LiveSettings, liveFrame, liveNumberValue, runClock } from './live-frame';
import type { ControlAction, RunState } from './run-state';

export type ControlResult = { ok: true; state: RunState; changed: boolean } | { ok: false; message: string };

export const CONTROL_MESSAGES = {
  numberOnly: 'Setting or changing the value only applies to number counters.',
  datetimeOnly: 'Adding or removing time only applies to date and time countdowns.',
  noTarget: 'This countdown has no valid end date and time.',
} as const;

const unchanged = (state: RunState): ControlResult => ({ ok: true, state, changed: false });

function changed(prev: RunState, next: Partial<RunState>, now: number): ControlResult {
  return { ok: true, state: { ...prev, ...next, version: prev.version + 1, updatedAt: now }, changed: true };
}

// A value at the end of the range while the run moves is a finished run.
function statusAfterValue(run: RunState, value: number, settings: LiveSettings): RunState['status'] {
  if (run.status === 'idle' || run.status === 'paused') return run.status;
  return isNumberComplete(value, settings) ? 'completed' : 'running';
}

/**
 * The next run state after an owner's action. Pure: `now` and the seed of a new run are passed
 * in. Actions that do not apply to the current status are no-ops (changed: false), so a bot that
 * repeats "start" does no harm; actions that do not apply to the counter's type are refused.
 */
export function applyControl(
  run: RunState,
  action: ControlAction,
  settings: LiveSettings,
  now: number,
  nextSeed = 1,
): ControlResult {
  const isNumber = settings.countdownType !== 'datetime';
  switch (action.action) {
    case 'start': {
      const done = liveFrame(run, settings, now).complete;
      if (run.status !== 'idle' && !done) return unchanged(run);
      // From idle a value or time set beforehand is kept; a finished run starts over.
      const fresh = run.status !== 'idle';
      return changed(
        run,
        {
          status: 'running',
          startedAt: now,
          pausedAt: null,
          pausedTotalMs: 0,
          addedMs: fresh ? 0 : run.addedMs,
          value: isNumber ? (fresh ? settings.startNumber : (run.value ?? settings.startNumber)) : null,
          valueAt: isNumber ? now : null,
          seed: nextSeed,
        },
        now,
      );
    }
    case 'pause':
      if (run.status !== 'running' || liveFrame(run, settings, now).complete) return unchanged(run);
      return changed(
        run,
        {
          status: 'paused',
          pausedAt: now,
          value: isNumber ? liveNumberValue(run, settings, now) : null,
          valueAt: isNumber ? now : null,
        },
        now,
      );
    case 'resume': {
      if (run.status !== 'paused' || run.pausedAt === null) return unchanged(run);
      const pausedFor = Math.max(0, now - run.pausedAt);
      return changed(
        run,
        {
          status: 'running',
          pausedAt: null,
          pausedTotalMs: run.pausedTotalMs + pausedFor,
          // A paused countdown keeps its remaining time: the pause pushes the end back.
          addedMs: isNumber ? run.addedMs : run.addedMs + pausedFor,
          valueAt: isNumber ? now : null,
        },
        now,
      );
    }
    case 'reset':
      if (run.status === 'idle' && run.addedMs === 0 && run.value === null) return unchanged(run);
      return changed(run, IDLE_RUN_FIELDS, now);
    case 'add-time': {
      if (isNumber) return { ok: false, message: CONTROL_MESSAGES.datetimeOnly };
      const end = resolveEndInstant(settings);
      if (end === null) return { ok: false, message: CONTROL_MESSAGES.noTarget };
      // Never below zero remaining: removing more than is left lands exactly on the end.
      const clock = runClock(run, now);
      const addedMs = Math.max(run.addedMs + action.ms, clock - end);
      if (addedMs === run.addedMs) return unchanged(run);
      const left = end + addedMs - clock;
      let status = run.status;
      if (status === 'running' && left === 0) status = 'completed';
      else if (status === 'completed' && left > 0) status = 'running';
      return changed(run, { addedMs, status }, now);
    }
    case 'set-value':
    case 'increment': {
      if (!isNumber) return { ok: false, message: CONTROL_MESSAGES.numberOnly };
      // The counter shows its Decimals format's places, so a value with more is refused, not rounded.
      const given = action.action === 'set-value' ? action.value : action.by;
      const places = allowedPlaces(settings);
      if (!fitsPlaces(given, places))
        return { ok: false, message: placesMessage(action.action === 'set-value' ? 'value' : 'by', places) };
      const current = liveNumberValue(run, settings, now);
      const target = action.action === 'set-value' ? action.value : addValues(current, action.by);
      const value = clampToRange(target, settings);
      if (value === current && run.value !== null) return unchanged(run);
      return changed(run, { value, valueAt: now, status: statusAfterValue(run, value, settings) }, now);
    }
  }
}
