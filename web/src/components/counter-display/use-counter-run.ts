import {
  INITIAL_VIEWER_STATE,
  reduceViewerState,
  type ViewerState,
} from '@core/counter/engine/viewer-machine';
import type { CounterSettings } from '@core/counter/settings';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import { computeFace, createNumberClock, nextTickDelay } from './run-face';
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
}

const newSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;

/**
 * Drives a counter with the viewer state machine. The value is always derived from the clock
 * (elapsed running time, or the end instant), never from counting ticks: timers only decide when
 * to look at the clock again, so a throttled or hidden tab is exact the moment it wakes.
 */
export function useCounterRun(settings: CounterSettings, initialNow?: number): CounterRun {
  const [state, dispatch] = useReducer(reduceViewerState, INITIAL_VIEWER_STATE);
  // A server-rendered first frame was drawn at initialNow: the first render uses the same instant so
  // hydration matches, then the clock is read again.
  const [now, setNow] = useState(() => initialNow ?? Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: only after the first (hydrating) render
  useEffect(() => {
    if (initialNow !== undefined) setNow(Date.now());
  }, []);
  const clock = useMemo(() => createNumberClock(settings, newSeed()), [settings]);
  const face = computeFace(settings, state, now, clock);

  useEffect(() => {
    if (state.status !== 'running') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // From a timer the new value is committed synchronously (flushSync): the digits change within
    // a millisecond or two of the second boundary instead of after another scheduler hop.
    const tick = (sync: boolean) => {
      clearTimeout(timer);
      const t = Date.now();
      if (sync) flushSync(() => setNow(t));
      else setNow(t);
      const delay = nextTickDelay(settings, state, t, clock);
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
  }, [state, settings, clock]);

  const start = useCallback(() => {
    clock.reseed(newSeed());
    const t = Date.now();
    setNow(t);
    dispatch({ type: 'START', now: t });
  }, [clock]);
  const toggle = useCallback(() => {
    const t = Date.now();
    if (state.status === 'idle') start();
    else if (state.status === 'running') {
      // The frozen frame is the paused instant's, drawn now: not the last tick's, to be replaced by
      // the paused value at whatever renders next.
      setNow(t);
      dispatch({ type: 'PAUSE', now: t });
    } else if (state.status === 'paused') dispatch({ type: 'RESUME', now: t });
  }, [state.status, start]);
  const restart = useCallback(() => dispatch({ type: 'RESTART' }), []);
  const stop = useCallback(() => dispatch({ type: 'STOP' }), []);

  return { state, face, completed: state.status === 'completed', start, toggle, restart, stop };
}
