import { initialViewerState, reduceViewerState, type ViewerState } from '@core/counter/engine/viewer-machine';
import type { CounterSettings } from '@core/counter/settings';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import { computeFace, createNumberClock, nextTickDelay, readRunTimer, type TimerContext } from './run-face';
import type { CounterFace } from './types';

export interface CounterRun {
  state: ViewerState;
  face: CounterFace;
  completed: boolean;
  start: () => void;
  /** Pause when running, resume when paused, start when idle. */
  toggle: () => void;
  restart: () => void;
  stop: () => void;
  /** A countdown past zero: its end passed (message, overtime or a recurring occurrence's hold). */
  reached: boolean;
}

export interface CounterRunOptions {
  /** The clock countdowns read (the viewer's is the server's); Date.now by default. */
  now?: () => number;
  /** Changes when that clock was corrected, so the display re-reads it. */
  clockVersion?: number;
  /** Evergreen timers: this visitor's first visit (null: now). */
  timer?: TimerContext;
}

const NO_OPTIONS: CounterRunOptions = {};

const newSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;

/**
 * Drives a counter with the viewer state machine. The value is always derived from the clock
 * (elapsed running time, or the end instant), never from counting ticks: timers only decide when
 * to look at the clock again, so a throttled or hidden tab is exact the moment it wakes.
 */
export function useCounterRun(
  settings: CounterSettings,
  initialNow?: number,
  options: CounterRunOptions = NO_OPTIONS,
): CounterRun {
  // Number counters measure elapsed time, which no clock offset changes; countdowns read the
  // given (server) clock.
  const readClock = settings.countdownType === 'datetime' && options.now ? options.now : Date.now;
  const timerContext = options.timer;
  // A server-rendered first frame was drawn at initialNow: the first render uses the same instant so
  // hydration matches, then the clock is read again (and whenever it is corrected).
  const [now, setNow] = useState(() => initialNow ?? readClock());
  // A date countdown is already running on its first frame, the server's too (viewer-machine.ts).
  const [state, dispatch] = useReducer(reduceViewerState, undefined, () =>
    initialViewerState(settings.countdownType, now),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: after hydration, and on each correction
  useEffect(() => {
    if (initialNow !== undefined || options.clockVersion) setNow(readClock());
  }, [options.clockVersion, timerContext?.evergreenStartedAt]);
  const clock = useMemo(() => createNumberClock(settings, newSeed()), [settings]);
  const face = computeFace(settings, state, now, clock, timerContext);
  const reading =
    settings.countdownType === 'datetime' ? readRunTimer(settings, state, now, timerContext) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a corrected clock reschedules the next tick
  useEffect(() => {
    if (state.status !== 'running') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // From a timer the new value is committed synchronously (flushSync): the digits change within
    // a millisecond or two of the second boundary instead of after another scheduler hop.
    const tick = (sync: boolean) => {
      clearTimeout(timer);
      const t = readClock();
      if (sync) flushSync(() => setNow(t));
      else setNow(t);
      const delay = nextTickDelay(settings, state, t, clock, timerContext);
      if (delay === null) dispatch({ type: 'COMPLETE', now: t });
      else timer = setTimeout(() => tick(true), delay);
    };
    tick(false);
    // Background tabs throttle timers; re-read the clock as soon as we are visible again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [state, settings, clock, readClock, timerContext, options.clockVersion]);

  const start = useCallback(() => {
    clock.reseed(newSeed());
    const t = readClock();
    setNow(t);
    dispatch({ type: 'START', now: t });
  }, [clock, readClock]);
  const toggle = useCallback(() => {
    const t = readClock();
    if (state.status === 'idle') start();
    else if (state.status === 'running') {
      // The frozen frame is the paused instant's, drawn now: not the last tick's, to be replaced by
      // the paused value at whatever renders next.
      setNow(t);
      dispatch({ type: 'PAUSE', now: t });
    } else if (state.status === 'paused') dispatch({ type: 'RESUME', now: t });
  }, [state.status, start, readClock]);
  const restart = useCallback(() => dispatch({ type: 'RESTART' }), []);
  const stop = useCallback(() => dispatch({ type: 'STOP' }), []);

  const reached = reading !== null && reading.phase !== 'counting';
  // A dated timer that stopped completes the run; overtime keeps running, and a recurring timer
  // shows its message only while holding its occurrence.
  const completed = state.status === 'completed' || (reading?.phase === 'done' && state.status === 'running');
  return { state, face, completed, start, toggle, restart, stop, reached };
}
