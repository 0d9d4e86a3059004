import { describe, expect, it } from 'vitest';
import { zonedLocalToInstant } from '../time-zone';
import { INITIAL_RUN_STATE } from './idle-run';
import { clampToRange, liveFrame, liveNumberValue, liveRemainingMs, runClock } from './live-frame';
import type { RunState } from './run-state';
import { LIVE_COUNTDOWN, LIVE_NUMBERS } from './testing/live-settings';

// What every display computes from a run state, for the states live.test.ts's walk-throughs do not
// reach through applyControl: stale fields, a clock that reads early, a target that moved.

const numbers = LIVE_NUMBERS;
const countdown = LIVE_COUNTDOWN;
const END = zonedLocalToInstant('2030-01-01T00:00', 'UTC');
const state = (fields: Partial<RunState>): RunState => ({ ...INITIAL_RUN_STATE, ...fields });

describe('runClock', () => {
  it('stands still at the pause instant only while paused', () => {
    expect(runClock(state({ status: 'paused', pausedAt: 500 }), 9_000)).toBe(500);
    expect(runClock(state({ status: 'running', pausedAt: 500 }), 9_000)).toBe(9_000);
    expect(runClock(state({ status: 'paused', pausedAt: null }), 9_000)).toBe(9_000);
  });
});

describe('clampToRange', () => {
  it('keeps a value between start and end, whichever way the counter runs', () => {
    for (const range of [
      { startNumber: 10, endNumber: 100 },
      { startNumber: 100, endNumber: 10 },
    ]) {
      expect(clampToRange(5, range)).toBe(10);
      expect(clampToRange(50, range)).toBe(50);
      expect(clampToRange(500, range)).toBe(100);
    }
  });
});

describe('liveNumberValue', () => {
  it('shows the stored value, or the start number, while not running', () => {
    expect(liveNumberValue(state({ status: 'idle' }), numbers, 50_000)).toBe(10);
    expect(liveNumberValue(state({ status: 'paused', value: 40, valueAt: 0 }), numbers, 50_000)).toBe(40);
    expect(liveNumberValue(state({ status: 'completed', value: 0, valueAt: 0 }), numbers, 50_000)).toBe(10);
  });

  it('does not move a running value that has no instant to count from', () => {
    expect(liveNumberValue(state({ status: 'running', value: 40, valueAt: null }), numbers, 50_000)).toBe(40);
  });

  it('counts on from the stored value, and not at all while the clock reads before it', () => {
    const s = state({ status: 'running', value: 40, valueAt: 10_000 });
    expect(liveNumberValue(s, numbers, 13_000)).toBe(43);
    expect(liveNumberValue(s, numbers, 4_000)).toBe(40);
    const down = { ...numbers, startNumber: 100, endNumber: 10 };
    expect(liveNumberValue(s, down, 13_000)).toBe(37);
    expect(liveNumberValue(s, down, 1_000_000)).toBe(10);
  });
});

describe('liveRemainingMs and liveFrame for countdowns', () => {
  it('has no remaining time without a usable end, and such a countdown is not complete', () => {
    const bad = { ...countdown, endDateTime: 'nonsense' };
    expect(liveRemainingMs(state({ status: 'running' }), bad, 0)).toBeNull();
    expect(liveFrame(state({ status: 'running' }), bad, 0)).toEqual({
      status: 'running',
      value: 0,
      remainingMs: null,
      complete: false,
    });
  });

  it('counts an idle countdown past its end as not started, not as complete', () => {
    expect(liveFrame(state({ status: 'idle' }), countdown, END + 1)).toMatchObject({
      remainingMs: 0,
      complete: false,
    });
    expect(liveFrame(state({ status: 'running' }), countdown, END + 1).complete).toBe(true);
    expect(liveFrame(state({ status: 'running' }), countdown, END - 1).complete).toBe(false);
  });

  it('keeps a completed run complete when its end is moved later', () => {
    const done = state({ status: 'completed', addedMs: 0 });
    expect(liveFrame(done, countdown, END - 60_000)).toMatchObject({ remainingMs: 60_000, complete: true });
  });
});

describe('liveFrame for number counters', () => {
  it('reports a value at the end as complete only once the run has started', () => {
    expect(liveFrame(state({ status: 'idle', value: 100 }), numbers, 0)).toEqual({
      status: 'idle',
      value: 100,
      remainingMs: null,
      complete: false,
    });
    expect(
      liveFrame(state({ status: 'paused', pausedAt: 0, value: 100, valueAt: 0 }), numbers, 0).complete,
    ).toBe(true);
    expect(liveFrame(state({ status: 'completed', value: 50, valueAt: 0 }), numbers, 0)).toMatchObject({
      value: 50,
      complete: true,
    });
  });
});
