import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ViewerEvent, ViewerState } from './viewer-machine';
import {
  elapsedRunningMs,
  INITIAL_VIEWER_STATE,
  initialViewerState,
  reduceViewerState,
} from './viewer-machine';

const run = (events: ViewerEvent[], from: ViewerState = INITIAL_VIEWER_STATE) =>
  events.reduce(reduceViewerState, from);

describe('viewer state machine', () => {
  it('runs a date countdown from the moment its display opens; a number counter waits for Start', () => {
    expect(initialViewerState('datetime', 5000)).toEqual({ status: 'running', startedAt: 5000, pausedMs: 0 });
    expect(initialViewerState('number', 5000)).toBe(INITIAL_VIEWER_STATE);
    // Already running: a Start (the autostart URL's) changes nothing.
    const open = initialViewerState('datetime', 5000);
    expect(reduceViewerState(open, { type: 'START', now: 9000 })).toBe(open);
  });

  it('walks idle → running → paused → running → completed → idle', () => {
    let s = run([{ type: 'START', now: 1000 }]);
    expect(s).toEqual({ status: 'running', startedAt: 1000, pausedMs: 0 });
    s = reduceViewerState(s, { type: 'PAUSE', now: 4000 });
    expect(s.status).toBe('paused');
    s = reduceViewerState(s, { type: 'RESUME', now: 10_000 });
    expect(s).toEqual({ status: 'running', startedAt: 1000, pausedMs: 6000 });
    s = reduceViewerState(s, { type: 'COMPLETE', now: 12_000 });
    expect(s.status).toBe('completed');
    expect(elapsedRunningMs(s, 99_999)).toBe(5000);
    expect(reduceViewerState(s, { type: 'RESTART' })).toBe(INITIAL_VIEWER_STATE);
  });

  it('returns the same state object for invalid transitions', () => {
    const idle = INITIAL_VIEWER_STATE;
    const running = run([{ type: 'START', now: 0 }]);
    const paused = run([{ type: 'PAUSE', now: 5 }], running);
    const completed = run([{ type: 'COMPLETE', now: 9 }], running);
    const invalid: [ViewerState, ViewerEvent][] = [
      [idle, { type: 'PAUSE', now: 1 }],
      [idle, { type: 'RESUME', now: 1 }],
      [idle, { type: 'COMPLETE', now: 1 }],
      [idle, { type: 'RESTART' }],
      [idle, { type: 'STOP' }],
      [running, { type: 'START', now: 1 }],
      [running, { type: 'RESUME', now: 1 }],
      [running, { type: 'RESTART' }],
      [paused, { type: 'PAUSE', now: 1 }],
      [paused, { type: 'START', now: 1 }],
      [paused, { type: 'COMPLETE', now: 1 }],
      [completed, { type: 'START', now: 1 }],
      [completed, { type: 'PAUSE', now: 1 }],
      [completed, { type: 'COMPLETE', now: 1 }],
    ];
    for (const [state, event] of invalid) expect(reduceViewerState(state, event)).toBe(state);
  });

  it('STOP (Back to Settings) returns any run to idle', () => {
    expect(run([{ type: 'START', now: 0 }, { type: 'STOP' }])).toBe(INITIAL_VIEWER_STATE);
    expect(run([{ type: 'START', now: 0 }, { type: 'PAUSE', now: 1 }, { type: 'STOP' }])).toBe(
      INITIAL_VIEWER_STATE,
    );
    // An idle state (restored from a reload, not the shared constant) stays the very same object.
    const idle: ViewerState = { status: 'idle' };
    expect(reduceViewerState(idle, { type: 'STOP' })).toBe(idle);
  });

  it('ignores an event it does not know, keeping the state object', () => {
    const running = run([{ type: 'START', now: 0 }]);
    expect(reduceViewerState(running, { type: 'REWIND' } as unknown as ViewerEvent)).toBe(running);
  });

  it('measures elapsed time from the clock and freezes it while paused', () => {
    const running = run([{ type: 'START', now: 1000 }]);
    expect(elapsedRunningMs(INITIAL_VIEWER_STATE, 5000)).toBe(0);
    expect(elapsedRunningMs(running, 1000)).toBe(0);
    expect(elapsedRunningMs(running, 61_000)).toBe(60_000);
    expect(elapsedRunningMs(running, 500)).toBe(0);
    const paused = reduceViewerState(running, { type: 'PAUSE', now: 3000 });
    expect(elapsedRunningMs(paused, 1e9)).toBe(2000);
    // A second pause freezes the time net of the first one: 2 s, a 5 s pause, then 3 s more.
    const again = run(
      [
        { type: 'RESUME', now: 8000 },
        { type: 'PAUSE', now: 11_000 },
      ],
      paused,
    );
    expect(elapsedRunningMs(again, 1e9)).toBe(5000);
  });

  it('START after RESTART resets the time', () => {
    const s = run([
      { type: 'START', now: 0 },
      { type: 'COMPLETE', now: 50 },
      { type: 'RESTART' },
      { type: 'START', now: 1000 },
    ]);
    expect(elapsedRunningMs(s, 1500)).toBe(500);
  });
});

describe('viewer state machine (property)', () => {
  it('elapsed running time equals the sum of the running intervals', () => {
    const kind = fc.constantFrom('START', 'PAUSE', 'RESUME', 'COMPLETE', 'RESTART', 'STOP');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(kind, fc.nat(100_000)), { maxLength: 40 }),
        fc.nat(100_000),
        (steps, tail) => {
          let state = INITIAL_VIEWER_STATE;
          let now = 0;
          // A reference model: add each interval the machine spent in 'running'.
          let modelElapsed = 0;
          for (const [type, gap] of steps) {
            if (state.status === 'running') modelElapsed += gap;
            now += gap;
            const event = (type === 'RESTART' || type === 'STOP' ? { type } : { type, now }) as ViewerEvent;
            state = reduceViewerState(state, event);
            if (
              state.status === 'idle' ||
              (type === 'START' && state.status === 'running' && state.startedAt === now)
            ) {
              modelElapsed = 0;
            }
          }
          if (state.status === 'running') modelElapsed += tail;
          expect(elapsedRunningMs(state, now + tail)).toBe(modelElapsed);
        },
      ),
      { numRuns: 500 },
    );
  });
});
