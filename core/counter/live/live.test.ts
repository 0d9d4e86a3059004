import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedLocalToInstant } from '../time-zone';
import { applyControl, CONTROL_MESSAGES } from './apply-control';
import { INITIAL_RUN_STATE } from './idle-run';
import { type LiveSettings, liveFrame } from './live-frame';
import { type ControlAction, controlActionSchema, type RunState } from './run-state';
import { LIVE_COUNTDOWN, LIVE_NUMBERS } from './testing/live-settings';

// The shared live test counters (testing/live-settings.ts), counting from 0 here.
const numberSettings: LiveSettings = { ...LIVE_NUMBERS, startNumber: 0 };
const datetimeSettings: LiveSettings = { ...LIVE_COUNTDOWN, startNumber: 0 };
const END = zonedLocalToInstant('2030-01-01T00:00', 'UTC');
const T0 = END - 3_600_000; // an hour before the end

function run(state: RunState, action: ControlAction, settings: LiveSettings, now: number): RunState {
  const r = applyControl(state, action, settings, now, 42);
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

describe('applyControl and liveFrame: number counters', () => {
  it('starts, counts from the clock, pauses frozen and resumes where it stopped', () => {
    let s = run(INITIAL_RUN_STATE, { action: 'start' }, numberSettings, 0);
    expect(s.status).toBe('running');
    expect(s.version).toBe(1);
    expect(liveFrame(s, numberSettings, 5_500).value).toBe(5);
    s = run(s, { action: 'pause' }, numberSettings, 5_500);
    expect(liveFrame(s, numberSettings, 60_000).value).toBe(5);
    s = run(s, { action: 'resume' }, numberSettings, 60_000);
    expect(liveFrame(s, numberSettings, 63_000).value).toBe(8);
    expect(s.pausedTotalMs).toBe(54_500);
  });

  it('clamps set-value and increment to the range: never past the end, never before the start', () => {
    let s = run(INITIAL_RUN_STATE, { action: 'start' }, numberSettings, 0);
    s = run(s, { action: 'set-value', value: 5_000 }, numberSettings, 1);
    expect(liveFrame(s, numberSettings, 2).value).toBe(100);
    expect(s.status).toBe('completed');
    expect(liveFrame(s, numberSettings, 2).complete).toBe(true);
    s = run(s, { action: 'increment', by: -1_000 }, numberSettings, 3);
    expect(liveFrame(s, numberSettings, 3).value).toBe(0);
    expect(s.status).toBe('running');
    s = run(s, { action: 'increment', by: 10 }, numberSettings, 3);
    expect(liveFrame(s, numberSettings, 3).value).toBe(10);
  });

  it('counts down when the end is below the start, clamped the other way', () => {
    const down = { ...numberSettings, startNumber: 50, endNumber: 10 };
    let s = run(INITIAL_RUN_STATE, { action: 'start' }, down, 0);
    expect(liveFrame(s, down, 3_000).value).toBe(47);
    s = run(s, { action: 'set-value', value: 0 }, down, 3_000);
    expect(liveFrame(s, down, 3_000).value).toBe(10);
    expect(liveFrame(s, down, 3_000).complete).toBe(true);
  });

  it('keeps a value set while idle when started, and reset forgets it', () => {
    let s = run(INITIAL_RUN_STATE, { action: 'set-value', value: 40 }, numberSettings, 0);
    expect(s.status).toBe('idle');
    expect(liveFrame(s, numberSettings, 10_000).value).toBe(40);
    s = run(s, { action: 'start' }, numberSettings, 10_000);
    expect(liveFrame(s, numberSettings, 12_000).value).toBe(42);
    s = run(s, { action: 'reset' }, numberSettings, 12_000);
    expect(s.status).toBe('idle');
    expect(liveFrame(s, numberSettings, 20_000).value).toBe(0);
  });

  it('treats actions that do not apply to the status as no-ops', () => {
    const r = applyControl(INITIAL_RUN_STATE, { action: 'pause' }, numberSettings, 0);
    expect(r).toMatchObject({ ok: true, changed: false, state: INITIAL_RUN_STATE });
    const started = run(INITIAL_RUN_STATE, { action: 'start' }, numberSettings, 0);
    expect(applyControl(started, { action: 'start' }, numberSettings, 1)).toMatchObject({ changed: false });
    expect(applyControl(started, { action: 'resume' }, numberSettings, 1)).toMatchObject({ changed: false });
  });

  it('refuses add-time on number counters and set-value on countdowns', () => {
    expect(applyControl(INITIAL_RUN_STATE, { action: 'add-time', ms: 1000 }, numberSettings, 0)).toEqual({
      ok: false,
      message: CONTROL_MESSAGES.datetimeOnly,
    });
    expect(applyControl(INITIAL_RUN_STATE, { action: 'set-value', value: 1 }, datetimeSettings, 0)).toEqual({
      ok: false,
      message: CONTROL_MESSAGES.numberOnly,
    });
  });

  it('restarts a finished run from the start number', () => {
    let s = run(INITIAL_RUN_STATE, { action: 'start' }, numberSettings, 0);
    expect(liveFrame(s, numberSettings, 500_000).complete).toBe(true);
    s = run(s, { action: 'start' }, numberSettings, 500_000);
    expect(liveFrame(s, numberSettings, 501_000).value).toBe(1);
  });

  it('property: the shown value always stays within start..end whatever the actions', () => {
    const action = fc.oneof(
      fc.constant<ControlAction>({ action: 'start' }),
      fc.constant<ControlAction>({ action: 'pause' }),
      fc.constant<ControlAction>({ action: 'resume' }),
      fc.constant<ControlAction>({ action: 'reset' }),
      fc.integer({ min: 0, max: 1e6 }).map<ControlAction>((value) => ({ action: 'set-value', value })),
      fc.integer({ min: -1e6, max: 1e6 }).map<ControlAction>((by) => ({ action: 'increment', by })),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(action, fc.integer({ min: 0, max: 20_000 })), { maxLength: 20 }),
        (steps) => {
          let s = INITIAL_RUN_STATE;
          let now = 0;
          for (const [a, dt] of steps) {
            now += dt;
            s = run(s, a, numberSettings, now);
            const v = liveFrame(s, numberSettings, now + dt).value;
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});

describe('applyControl and liveFrame: datetime counters', () => {
  it('shows end + added − now, frozen while paused, and the pause pushes the end back', () => {
    let s = run(INITIAL_RUN_STATE, { action: 'start' }, datetimeSettings, T0);
    expect(liveFrame(s, datetimeSettings, T0 + 1000).remainingMs).toBe(3_599_000);
    s = run(s, { action: 'pause' }, datetimeSettings, T0 + 1000);
    expect(liveFrame(s, datetimeSettings, T0 + 61_000).remainingMs).toBe(3_599_000);
    s = run(s, { action: 'resume' }, datetimeSettings, T0 + 61_000);
    expect(liveFrame(s, datetimeSettings, T0 + 62_000).remainingMs).toBe(3_598_000);
  });

  it('adds and removes time, never below zero remaining', () => {
    let s = run(INITIAL_RUN_STATE, { action: 'start' }, datetimeSettings, T0);
    s = run(s, { action: 'add-time', ms: 60_000 }, datetimeSettings, T0);
    expect(liveFrame(s, datetimeSettings, T0).remainingMs).toBe(3_660_000);
    s = run(s, { action: 'add-time', ms: -10 * 3_600_000 }, datetimeSettings, T0 + 5);
    expect(liveFrame(s, datetimeSettings, T0 + 5).remainingMs).toBe(0);
    expect(s.status).toBe('completed');
    expect(liveFrame(s, datetimeSettings, T0 + 5).complete).toBe(true);
    s = run(s, { action: 'add-time', ms: 10_000 }, datetimeSettings, T0 + 5);
    expect(s.status).toBe('running');
    expect(liveFrame(s, datetimeSettings, T0 + 5).remainingMs).toBe(10_000);
  });

  it('removing time while paused is bounded by the frozen remaining time', () => {
    let s = run(INITIAL_RUN_STATE, { action: 'start' }, datetimeSettings, T0);
    s = run(s, { action: 'pause' }, datetimeSettings, T0 + 600_000);
    s = run(s, { action: 'add-time', ms: -3_600_000 }, datetimeSettings, T0 + 9_000_000);
    expect(liveFrame(s, datetimeSettings, T0 + 9_000_000).remainingMs).toBe(0);
    expect(s.status).toBe('paused');
  });

  it('refuses time changes without a usable end', () => {
    const bad = { ...datetimeSettings, endDateTime: 'nonsense' };
    expect(applyControl(INITIAL_RUN_STATE, { action: 'add-time', ms: 1 }, bad, 0)).toEqual({
      ok: false,
      message: CONTROL_MESSAGES.noTarget,
    });
  });

  it('property: remaining time is never negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -1e8, max: 1e8 }), fc.integer({ min: 0, max: 1e7 })), {
          maxLength: 15,
        }),
        (steps) => {
          let s = run(INITIAL_RUN_STATE, { action: 'start' }, datetimeSettings, T0);
          let now = T0;
          for (const [ms, dt] of steps) {
            now += dt;
            s = run(s, { action: 'add-time', ms }, datetimeSettings, now);
            expect(liveFrame(s, datetimeSettings, now).remainingMs).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('controlActionSchema', () => {
  it('accepts the actions and refuses unknown ones and stray fields', () => {
    expect(controlActionSchema.safeParse({ action: 'add-time', ms: -60_000 }).success).toBe(true);
    expect(controlActionSchema.safeParse({ action: 'explode' }).success).toBe(false);
    expect(controlActionSchema.safeParse({ action: 'start', extra: 1 }).success).toBe(false);
    expect(controlActionSchema.safeParse({ action: 'set-value', value: -1 }).success).toBe(true);
    expect(controlActionSchema.safeParse({ action: 'set-value', value: '1' }).success).toBe(false);
    expect(controlActionSchema.safeParse({ action: 'add-time', ms: 1.5 }).success).toBe(false);
  });
});
