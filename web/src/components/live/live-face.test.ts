import { INITIAL_RUN_STATE } from '@core/counter/live/idle-run';
import type { RunState } from '@core/counter/live/run-state';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { zonedLocalToInstant } from '@core/counter/time-zone';
import { describe, expect, it } from 'vitest';
import { computeLiveView, nextLiveDelay } from './live-face';

const idle: RunState = INITIAL_RUN_STATE;
const numberSettings = resolveViewerSettings({
  countdownType: 'number',
  startNumber: 0,
  endNumber: 10,
  speed: 1000,
});
const dateSettings = resolveViewerSettings({
  countdownType: 'datetime',
  endDateTime: '2030-01-01T00:00',
  timeZone: 'UTC',
});
const END = zonedLocalToInstant('2030-01-01T00:00', 'UTC');

describe('computeLiveView', () => {
  it('shows a running number from the server run and the clock, and completion at the end', () => {
    const run: RunState = { ...idle, status: 'running', startedAt: 0, value: 0, valueAt: 0, version: 1 };
    expect(computeLiveView(run, numberSettings, 3_500)).toMatchObject({
      state: { status: 'running' },
      face: { kind: 'number', value: 3 },
      completed: false,
    });
    expect(nextLiveDelay(run, numberSettings, 3_500)).toBe(500);
    expect(computeLiveView(run, numberSettings, 60_000)).toMatchObject({
      completed: true,
      state: { status: 'completed' },
    });
    expect(nextLiveDelay(run, numberSettings, 60_000)).toBeNull();
  });

  it('shows a paused countdown frozen, with the time added', () => {
    const run: RunState = {
      ...idle,
      status: 'paused',
      startedAt: END - 7_200_000,
      pausedAt: END - 3_600_000,
      addedMs: 60_000,
    };
    const view = computeLiveView(run, dateSettings, END - 10);
    expect(view.state.status).toBe('paused');
    expect(view.face).toEqual({
      kind: 'countdown',
      parts: [
        { value: '00', label: 'days' },
        { value: '01', label: 'hours' },
        { value: '01', label: 'mins' },
        { value: '00', label: 'secs' },
      ],
    });
    expect(nextLiveDelay(run, dateSettings, END - 10)).toBeNull();
  });

  it('takes the warning colour in the last seconds of a live run (issue #17)', () => {
    const warned = resolveViewerSettings({
      countdownType: 'datetime',
      endDateTime: '2030-01-01T00:00',
      timeZone: 'UTC',
      warnBelowSeconds: 60,
    });
    const run: RunState = { ...idle, status: 'running', startedAt: END - 7_200_000, version: 1 };
    expect(computeLiveView(run, warned, END - 30_000).face).toMatchObject({ warn: true });
    expect(computeLiveView(run, warned, END - 90_000).face).not.toHaveProperty('warn');
  });

  it('gives the state its run: start, paused time, pause instant, completion instant', () => {
    const run: RunState = {
      ...idle,
      status: 'running',
      startedAt: 100,
      pausedTotalMs: 250,
      value: 0,
      valueAt: 0,
    };
    expect(computeLiveView(run, numberSettings, 3_500)).toEqual({
      state: { status: 'running', startedAt: 100, pausedMs: 250 },
      face: { kind: 'number', value: 3, progress: 30 },
      completed: false,
    });
    const paused: RunState = { ...run, status: 'paused', pausedAt: 2_000 };
    expect(computeLiveView(paused, numberSettings, 3_500).state).toEqual({
      status: 'paused',
      startedAt: 100,
      pausedMs: 250,
      pausedAt: 2_000,
    });
    const done: RunState = { ...run, status: 'completed', updatedAt: 9_000 };
    expect(computeLiveView(done, numberSettings, 12_000)).toMatchObject({
      state: { status: 'completed', startedAt: 100, pausedMs: 250, completedAt: 9_000 },
      completed: true,
    });
  });

  it('takes now for a start or a pause instant the run does not have', () => {
    const run: RunState = { ...idle, status: 'running', value: 0, valueAt: 0 };
    expect(computeLiveView(run, numberSettings, 500).state).toEqual({
      status: 'running',
      startedAt: 500,
      pausedMs: 0,
    });
    const paused: RunState = { ...run, status: 'paused' };
    expect(computeLiveView(paused, numberSettings, 700).state).toEqual({
      status: 'paused',
      startedAt: 700,
      pausedMs: 0,
      pausedAt: 700,
    });
  });

  it('shows an idle counter at its start', () => {
    expect(computeLiveView(idle, numberSettings, 5_000)).toEqual({
      state: { status: 'idle' },
      face: { kind: 'number', value: 0, progress: 0 },
      completed: false,
    });
    expect(nextLiveDelay(idle, numberSettings, 5_000)).toBeNull();
  });

  it('rounds the time left up to the second and hides leading zero units when set', () => {
    const run: RunState = { ...idle, status: 'running', startedAt: END - 7_200_000, version: 1 };
    const hidden = { ...dateSettings, hideLeadingZeros: true };
    expect(computeLiveView(run, hidden, END - 61_500).face).toEqual({
      kind: 'countdown',
      parts: [
        { value: '01', label: 'mins' },
        { value: '02', label: 'secs' },
      ],
    });
    // No usable end: nothing left to show, and nothing to wait for.
    const broken = { ...dateSettings, endDateTime: 'not a date' };
    expect(computeLiveView(run, broken, END).face).toMatchObject({
      parts: [{ value: '00' }, { value: '00' }, { value: '00' }, { value: '00' }],
    });
    expect(nextLiveDelay(run, broken, END)).toBeNull();
  });

  it('warns from warnBelowSeconds down, but not once the run is complete', () => {
    const warned = { ...dateSettings, warnBelowSeconds: 60 };
    const run: RunState = { ...idle, status: 'running', startedAt: END - 7_200_000, version: 1 };
    expect(computeLiveView(run, warned, END - 60_000).face).toMatchObject({ warn: true });
    expect(computeLiveView(run, warned, END - 60_001).face).not.toHaveProperty('warn');
    expect(computeLiveView(run, warned, END).face).not.toHaveProperty('warn');
    expect(computeLiveView(run, dateSettings, END - 1_000).face).not.toHaveProperty('warn');
  });
});

describe('nextLiveDelay', () => {
  const run: RunState = { ...idle, status: 'running', startedAt: END - 7_200_000, version: 1 };

  it('waits for the next whole second of a running countdown', () => {
    expect(nextLiveDelay(run, dateSettings, END - 1_500)).toBe(500);
    expect(nextLiveDelay(run, dateSettings, END - 2_000)).toBe(1_000);
    expect(nextLiveDelay({ ...run, addedMs: 250 }, dateSettings, END - 2_000)).toBe(250);
    expect(nextLiveDelay(run, dateSettings, END)).toBeNull();
  });

  it("waits for a running number's next tick, counted from its value's instant", () => {
    const numbers: RunState = { ...idle, status: 'running', startedAt: 0, value: 0, valueAt: 1_000 };
    expect(nextLiveDelay(numbers, numberSettings, 1_200)).toBe(800);
    // A value instant ahead of this display's clock: a whole tick, not more.
    expect(nextLiveDelay(numbers, numberSettings, 400)).toBe(1_000);
    expect(nextLiveDelay({ ...numbers, valueAt: null }, numberSettings, 1_234)).toBe(1_000);
  });

  it('has nothing to wait for when paused', () => {
    const numbers: RunState = { ...idle, status: 'paused', startedAt: 0, value: 2, valueAt: 0, pausedAt: 10 };
    expect(nextLiveDelay(numbers, numberSettings, 1_200)).toBeNull();
  });
});
