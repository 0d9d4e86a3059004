import { formatCountdownParts, splitDuration } from '@core/counter/engine/countdown';
import { INITIAL_RUN_STATE } from '@core/counter/live/idle-run';
import type { LiveSnapshot, RunState } from '@core/counter/live/run-state';
import type { CounterSettings } from '@core/counter/settings';
import {
  counterClockUrl,
  serverClockNow,
  useServerClock,
} from '@web/components/counter-display/server-clock';
import type { CounterRun } from '@web/components/counter-display/use-counter-run';
import { useCallback, useEffect, useState } from 'react';
import { type LiveDesign, useDesignFollower } from './use-design-follower';

type LiveModule = typeof import('./live-runtime');
type ControlBody = import('@web/components/live/live-connection').ControlBody;

export interface LiveRun extends CounterRun {
  /** The signed-in visitor owns the counter: only then do controls show. */
  isOwner: boolean;
  /** The server run's version (−1 before the first snapshot): moves with every change. */
  serverVersion: number;
}

// Below any server version, so the first snapshot always replaces it.
const IDLE: RunState = { ...INITIAL_RUN_STATE, version: -1 };

const IDLE_FACE = (settings: CounterSettings): CounterRun['face'] =>
  settings.countdownType === 'datetime'
    ? { kind: 'countdown', parts: formatCountdownParts(splitDuration(0), settings.hideLeadingZeros) }
    : { kind: 'number', value: settings.startNumber, progress: 0 };

export type { LiveDesign } from './use-design-follower';

/**
 * A synced counter's run, kept on the server and followed over Server-Sent Events; the owner's
 * buttons call the control API. Returns null for unsynced counters, which run on their own.
 * The run's instants are the server's: they are read against the viewer's one server clock
 * (server-clock.ts, the midpoint of HEAD round trips), which a snapshot only seeds. A snapshot's
 * arrival time is no measure of the clock: an event delivered late would shift every display.
 */
export function useLiveRun(
  id: string,
  settings: CounterSettings,
  enabled: boolean,
  signedIn: boolean,
  design?: LiveDesign,
): LiveRun | null {
  const [run, setRun] = useState<RunState>(IDLE);
  const clockVersion = useServerClock(enabled ? counterClockUrl(id) : null);
  const [, setTick] = useState(0);
  const [isOwner, setIsOwner] = useState(false);
  const [mod, setMod] = useState<LiveModule | null>(null);
  const follow = useDesignFollower(design);

  // Versions only move forward, whichever arrives first: the stream, a resync or a control answer.
  // So do designs: every snapshot names the counter's current one, and the owner's edit (or its
  // deletion) shows on every open display without a reload.
  const accept = useCallback(
    (s: LiveSnapshot) => {
      if (follow(s)) setRun((prev) => (prev.version > s.run.version ? prev : s.run));
    },
    [follow],
  );

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let stop = () => {};
    void import('./live-runtime').then((m) => {
      if (!active) return;
      setMod(() => m);
      stop = m.connectLive(id, accept);
    });
    return () => {
      active = false;
      stop();
    };
  }, [enabled, id, accept]);

  useEffect(() => {
    if (!enabled || !signedIn) return;
    let active = true;
    void import('./live-runtime')
      .then((m) => m.loadIsOwner(id))
      .then((owner) => {
        if (active) setIsOwner(owner);
      });
    return () => {
      active = false;
    };
  }, [enabled, signedIn, id]);

  // Timers only decide when to look at the clock again; the frame comes from the run and the clock
  // (a new clock measurement re-reads it at once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: clockVersion: the server clock was corrected
  useEffect(() => {
    if (!enabled || !mod) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      setTick((n) => n + 1);
      const delay = mod.nextLiveDelay(run, settings, serverClockNow());
      if (delay !== null) timer = setTimeout(tick, delay + 2);
    };
    tick();
    return () => clearTimeout(timer);
  }, [enabled, mod, run, settings, clockVersion]);

  const control = useCallback(
    (body: ControlBody) => {
      void mod?.sendControl(id, body).then((s) => {
        if (s) accept(s);
      });
    },
    [mod, id, accept],
  );

  if (!enabled) return null;
  // Until the live chunk is here the counter shows its idle face, without controls.
  const view = mod
    ? mod.computeLiveView(run, settings, serverClockNow())
    : { state: { status: 'idle' as const }, face: IDLE_FACE(settings), completed: false };
  const status = view.state.status;
  return {
    ...view,
    reached: view.completed,
    isOwner: isOwner && mod !== null,
    serverVersion: run.version,
    start: () => control({ action: 'start' }),
    toggle: () => {
      if (status === 'running') control({ action: 'pause' });
      else if (status === 'paused') control({ action: 'resume' });
      else control({ action: 'start' });
    },
    restart: () => control({ action: 'start' }),
    stop: () => control({ action: 'reset' }),
  };
}
