import type { LiveSnapshot, RunState } from '@core/counter/live/run-state';
import type { CounterSettings } from '@core/counter/settings';
import { connectLive } from '@web/components/live/live-connection';
import { computeLiveView, type LiveView, nextLiveDelay } from '@web/components/live/live-face';
import { useCallback, useEffect, useRef, useState } from 'react';

interface Synced {
  run: RunState;
  offset: number;
}

/**
 * Follows a counter's server-kept run and re-renders when the shown value changes. When the stream
 * names a newer design (the counter was edited elsewhere), onDesignChange lets the page re-read it.
 */
export function useLiveSnapshot(id: string, settings: CounterSettings | null, onDesignChange?: () => void) {
  const [synced, setSynced] = useState<Synced | null>(null);
  const [, setTick] = useState(0);
  const design = useRef<number | null>(null);
  const onDesign = useRef(onDesignChange);
  onDesign.current = onDesignChange;
  const accept = useCallback((s: LiveSnapshot) => {
    if (design.current !== null && s.designVersion > design.current) onDesign.current?.();
    design.current = Math.max(design.current ?? 0, s.designVersion);
    setSynced((prev) =>
      prev && prev.run.version > s.run.version ? prev : { run: s.run, offset: s.serverNow - Date.now() },
    );
  }, []);
  useEffect(() => connectLive(id, accept), [id, accept]);
  useEffect(() => {
    if (!synced || !settings) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      setTick((n) => n + 1);
      const delay = nextLiveDelay(synced.run, settings, Date.now() + synced.offset);
      if (delay !== null) timer = setTimeout(tick, delay + 2);
    };
    tick();
    return () => clearTimeout(timer);
  }, [synced, settings]);
  const view: LiveView | null =
    synced && settings ? computeLiveView(synced.run, settings, Date.now() + synced.offset) : null;
  return { view, run: synced?.run ?? null, accept };
}
