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
});
