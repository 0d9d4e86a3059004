import { describe, expect, it } from 'vitest';
import { zonedLocalToInstant } from '../time-zone';
import { applyControl, CONTROL_MESSAGES } from './apply-control';
import { INITIAL_RUN_STATE } from './idle-run';
import type { LiveSettings } from './live-frame';
import type { ControlAction, RunState } from './run-state';
import { LIVE_COUNTDOWN, LIVE_NUMBERS } from './testing/live-settings';

// The edges of each control action that live.test.ts's walk-throughs pass over: which states an
// action leaves alone, what a new run keeps from an idle one, and when a run counts as finished.
// Written against the mutants that survived core's own tests (issue #25).

const numbers = LIVE_NUMBERS;
const countdown = LIVE_COUNTDOWN;
const END = zonedLocalToInstant('2030-01-01T00:00', 'UTC');
const T0 = END - 3_600_000;

function act(state: RunState, action: ControlAction, settings: LiveSettings, now: number) {
  const r = applyControl(state, action, settings, now, 42);
  if (!r.ok) throw new Error(r.message);
  return r;
}
const state = (fields: Partial<RunState>): RunState => ({ ...INITIAL_RUN_STATE, ...fields });

describe('applyControl: what a change records', () => {
  it('marks a change as changed, bumps the version and stamps the time', () => {
    const r = act(INITIAL_RUN_STATE, { action: 'start' }, numbers, 7_000);
    expect(r.changed).toBe(true);
    expect(r.state).toMatchObject({ version: 1, updatedAt: 7_000, startedAt: 7_000, seed: 42 });
  });

  it('says in words why an action does not fit the counter', () => {
    expect(CONTROL_MESSAGES).toEqual({
      numberOnly: 'Setting or changing the value only applies to number counters.',
      datetimeOnly: 'Adding or removing time only applies to date and time countdowns.',
      noTarget: 'This countdown has no valid end date and time.',
    });
    expect(applyControl(INITIAL_RUN_STATE, { action: 'increment', by: 1 }, countdown, 0)).toEqual({
      ok: false,
      message: 'Setting or changing the value only applies to number counters.',
    });
  });
});

describe('applyControl: start', () => {
  it('starts a number run at the start number, with the value clocked from now', () => {
    const s = act(INITIAL_RUN_STATE, { action: 'start' }, numbers, 5_000).state;
    expect(s).toMatchObject({ status: 'running', value: 10, valueAt: 5_000, pausedAt: null, addedMs: 0 });
  });

  it('starts a countdown without a number value', () => {
    const s = act(INITIAL_RUN_STATE, { action: 'start' }, countdown, T0).state;
    expect(s).toMatchObject({ status: 'running', value: null, valueAt: null, startedAt: T0 });
  });

  it('keeps time added while idle when the countdown starts', () => {
    let s = act(INITIAL_RUN_STATE, { action: 'add-time', ms: 60_000 }, countdown, T0).state;
    expect(s.status).toBe('idle');
    s = act(s, { action: 'start' }, countdown, T0).state;
    expect(s.addedMs).toBe(60_000);
  });

  it('starts a finished run over: added time and pause totals are forgotten', () => {
    const finished = state({ status: 'completed', startedAt: 0, addedMs: 5_000, pausedTotalMs: 9_000 });
    const s = act(finished, { action: 'start' }, countdown, T0).state;
    expect(s).toMatchObject({ status: 'running', addedMs: 0, pausedTotalMs: 0, startedAt: T0 });
    const numberDone = state({ status: 'completed', value: 100, valueAt: 0 });
    expect(act(numberDone, { action: 'start' }, numbers, 50).state).toMatchObject({ value: 10, valueAt: 50 });
  });

  it('leaves a paused run alone: start is not resume', () => {
    const paused = state({ status: 'paused', pausedAt: 1_000, value: 20, valueAt: 1_000 });
    expect(act(paused, { action: 'start' }, numbers, 2_000)).toMatchObject({ changed: false, state: paused });
  });

  it('starts again a running number run that has reached its end', () => {
    const atEnd = state({ status: 'running', value: 99, valueAt: 0 });
    const r = act(atEnd, { action: 'start' }, numbers, 5_000);
    expect(r.changed).toBe(true);
    expect(r.state.value).toBe(10);
  });
});

describe('applyControl: pause and resume', () => {
  it('does not pause a run that has already finished', () => {
    const s = act(INITIAL_RUN_STATE, { action: 'start' }, numbers, 0).state;
    expect(act(s, { action: 'pause' }, numbers, 500_000).changed).toBe(false);
    const c = act(INITIAL_RUN_STATE, { action: 'start' }, countdown, T0).state;
    expect(act(c, { action: 'pause' }, countdown, END + 1).changed).toBe(false);
    expect(act(c, { action: 'pause' }, countdown, END - 1).changed).toBe(true);
  });

  it('pauses a countdown without a number value and a number run at its current value', () => {
    const c = act(INITIAL_RUN_STATE, { action: 'start' }, countdown, T0).state;
    expect(act(c, { action: 'pause' }, countdown, T0 + 5).state).toMatchObject({
      status: 'paused',
      pausedAt: T0 + 5,
      value: null,
      valueAt: null,
    });
    const n = act(INITIAL_RUN_STATE, { action: 'start' }, numbers, 0).state;
    expect(act(n, { action: 'pause' }, numbers, 3_500).state).toMatchObject({ value: 13, valueAt: 3_500 });
  });

  it('resumes a number run from where it was paused, without touching added time', () => {
    const paused = state({
      status: 'paused',
      pausedAt: 1_000,
      pausedTotalMs: 100,
      value: 20,
      valueAt: 1_000,
    });
    const s = act(paused, { action: 'resume' }, numbers, 4_000).state;
    expect(s).toMatchObject({
      status: 'running',
      pausedAt: null,
      pausedTotalMs: 3_100,
      addedMs: 0,
      valueAt: 4_000,
    });
    const c = state({ status: 'paused', pausedAt: T0, addedMs: 500 });
    expect(act(c, { action: 'resume' }, countdown, T0 + 2_000).state).toMatchObject({
      addedMs: 2_500,
      valueAt: null,
    });
  });

  it('counts no pause time when the clock reads earlier than the pause', () => {
    const paused = state({ status: 'paused', pausedAt: T0, pausedTotalMs: 100 });
    const s = act(paused, { action: 'resume' }, countdown, T0 - 5_000).state;
    expect(s).toMatchObject({ pausedTotalMs: 100, addedMs: 0, status: 'running' });
  });

  it('resumes only a paused run, whatever stale pause instant another state carries', () => {
    const running = state({ status: 'running', pausedAt: 500, value: 20, valueAt: 500 });
    expect(act(running, { action: 'resume' }, numbers, 1_000)).toMatchObject({
      changed: false,
      state: running,
    });
  });

  it('does not resume a paused run without a pause instant', () => {
    const broken = state({ status: 'paused', pausedAt: null });
    expect(act(broken, { action: 'resume' }, numbers, 1_000)).toMatchObject({
      changed: false,
      state: broken,
    });
  });
});

describe('applyControl: reset', () => {
  it('is a no-op only for a run that is idle with nothing set', () => {
    expect(act(INITIAL_RUN_STATE, { action: 'reset' }, numbers, 1).changed).toBe(false);
    const withTime = state({ addedMs: 60_000 });
    expect(act(withTime, { action: 'reset' }, countdown, 1).state).toMatchObject({ addedMs: 0, version: 1 });
    const withValue = state({ value: 40 });
    expect(act(withValue, { action: 'reset' }, numbers, 1).state).toMatchObject({ value: null, version: 1 });
    const running = state({ status: 'running', startedAt: 0 });
    expect(act(running, { action: 'reset' }, countdown, 1).state).toMatchObject({
      status: 'idle',
      startedAt: null,
    });
  });
});

describe('applyControl: add-time', () => {
  it('adding nothing, or removing time from a countdown already at zero, changes nothing', () => {
    const s = act(INITIAL_RUN_STATE, { action: 'start' }, countdown, T0).state;
    expect(act(s, { action: 'add-time', ms: 0 }, countdown, T0).changed).toBe(false);
    const zero = act(s, { action: 'add-time', ms: -3_600_000 }, countdown, T0).state;
    expect(act(zero, { action: 'add-time', ms: -1_000 }, countdown, T0).changed).toBe(false);
  });

  it('keeps a running countdown running when time is added or removed short of the end', () => {
    const s = act(INITIAL_RUN_STATE, { action: 'start' }, countdown, T0).state;
    expect(act(s, { action: 'add-time', ms: 60_000 }, countdown, T0).state.status).toBe('running');
    expect(act(s, { action: 'add-time', ms: -60_000 }, countdown, T0).state.status).toBe('running');
  });

  it('keeps a finished countdown finished when time is removed later on', () => {
    const s = act(INITIAL_RUN_STATE, { action: 'start' }, countdown, T0).state;
    const done = act(s, { action: 'add-time', ms: -3_600_000 }, countdown, T0).state;
    expect(done.status).toBe('completed');
    const later = act(done, { action: 'add-time', ms: -1_000 }, countdown, T0 + 10_000);
    expect(later.changed).toBe(true);
    expect(later.state.status).toBe('completed');
    expect(later.state.addedMs).toBe(-3_590_000);
  });

  it('does not finish an idle countdown when its time is taken away', () => {
    const s = act(INITIAL_RUN_STATE, { action: 'add-time', ms: -99_000_000 }, countdown, T0).state;
    expect(s.status).toBe('idle');
  });
});

describe('applyControl: set-value and increment', () => {
  it('records a value equal to the shown one when none was set yet', () => {
    const r = act(INITIAL_RUN_STATE, { action: 'set-value', value: 10 }, numbers, 1);
    expect(r.changed).toBe(true);
    expect(r.state.value).toBe(10);
    expect(act(r.state, { action: 'set-value', value: 10 }, numbers, 2).changed).toBe(false);
    expect(act(r.state, { action: 'increment', by: 0 }, numbers, 2).changed).toBe(false);
  });

  it('moves on from a set value from the moment it was set', () => {
    const s = act(INITIAL_RUN_STATE, { action: 'start' }, numbers, 0).state;
    const set = act(s, { action: 'set-value', value: 50 }, numbers, 20_000).state;
    expect(set).toMatchObject({ value: 50, valueAt: 20_000, status: 'running' });
  });

  it('keeps an idle or paused run where it is even at the end of the range', () => {
    expect(act(INITIAL_RUN_STATE, { action: 'set-value', value: 100 }, numbers, 1).state.status).toBe('idle');
    const paused = state({ status: 'paused', pausedAt: 5, value: 20, valueAt: 5 });
    expect(act(paused, { action: 'set-value', value: 100 }, numbers, 9).state).toMatchObject({
      status: 'paused',
      value: 100,
    });
    const running = state({ status: 'running', value: 20, valueAt: 5 });
    expect(act(running, { action: 'increment', by: 500 }, numbers, 5).state).toMatchObject({
      status: 'completed',
      value: 100,
    });
  });
});

describe('applyControl: negative and decimal values', () => {
  const signed: LiveSettings = { ...numbers, startNumber: -10, endNumber: 10, decimals: 1 };

  it('sets and adds values below zero and with the format’s places, exactly', () => {
    const set = act(INITIAL_RUN_STATE, { action: 'set-value', value: -2.5 }, signed, 1).state;
    expect(set.value).toBe(-2.5);
    const added = act(set, { action: 'increment', by: 0.1 }, signed, 2).state;
    expect(added.value).toBe(-2.4);
    const thrice = [0.1, 0.1, 0.1].reduce(
      (s, by) => act(s, { action: 'increment', by }, signed, 3).state,
      act(INITIAL_RUN_STATE, { action: 'set-value', value: 0 }, signed, 3).state,
    );
    expect(thrice.value).toBe(0.3);
  });

  it('refuses a value with more places than the counter shows, and names the limit', () => {
    expect(applyControl(INITIAL_RUN_STATE, { action: 'set-value', value: 1.234 }, signed, 1)).toEqual({
      ok: false,
      message: 'value can have at most 1 decimal place (the Decimals format)',
    });
    expect(applyControl(INITIAL_RUN_STATE, { action: 'set-value', value: 1.25 }, signed, 1)).toEqual({
      ok: false,
      message: 'value can have at most 1 decimal place (the Decimals format)',
    });
    expect(applyControl(INITIAL_RUN_STATE, { action: 'increment', by: 0.5 }, numbers, 1)).toEqual({
      ok: false,
      message: 'by must be a whole number: set Decimals in the number format to use decimal places',
    });
  });

  it('clamps into a range below zero', () => {
    expect(act(INITIAL_RUN_STATE, { action: 'set-value', value: -50 }, signed, 1).state.value).toBe(-10);
  });
});
