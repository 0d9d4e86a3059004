import type { LiveSnapshot, RunState } from '@core/counter/live/run-state';
import type { CounterSettings } from '@core/counter/settings';
import {
  counterClockUrl,
  seedServerClock,
  serverClockNow,
  useServerClock,
} from '@web/components/counter-display/server-clock';
import { connectLive } from '@web/components/live/live-connection';
import { computeLiveView, type LiveView, nextLiveDelay } from '@web/components/live/live-face';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Follows a counter's server-kept run and re-renders when the shown value changes. When the stream
 * names a newer design (the counter was edited elsewhere), onDesignChange lets the page re-read it.
 * Time is the server's, by the one server clock of every display (server-clock.ts).
 */
export function useLiveSnapshot(id: string, settings: CounterSettings | null, onDesignChange?: () => void) {
  const [run, setRun] = useState<RunState | null>(null);
  const clockVersion = useServerClock(counterClockUrl(id));
  const [, setTick] = useState(0);
  const design = useRef<number | null>(null);
  const onDesign = useRef(onDesignChange);
  onDesign.current = onDesignChange;
  const accept = useCallback((s: LiveSnapshot) => {
    if (design.current !== null && s.designVersion > design.current) onDesign.current?.();
    design.current = Math.max(design.current ?? 0, s.designVersion);
    seedServerClock(s.serverNow);
    setRun((prev) => (prev && prev.version > s.run.version ? prev : s.run));
  }, []);
  useEffect(() => connectLive(id, accept), [id, accept]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clockVersion: the server clock was corrected
  useEffect(() => {
    if (!run || !settings) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      setTick((n) => n + 1);
      const delay = nextLiveDelay(run, settings, serverClockNow());
      if (delay !== null) timer = setTimeout(tick, delay + 2);
    };
    tick();
    return () => clearTimeout(timer);
  }, [run, settings, clockVersion]);
  const view: LiveView | null = run && settings ? computeLiveView(run, settings, serverClockNow()) : null;
  return { view, run, accept };
}
