import type { CounterSettings } from '@core/counter/settings';
import { useEffect, useState } from 'react';
import { browserStore, readEvergreenStart } from '../utils/evergreen-start';

/**
 * This visitor's first visit of an evergreen counter (server clock), read after hydration: the
 * server rendered the page as a first visit, and a returning visitor's stored start follows.
 */
export function useEvergreenStart(
  id: string,
  settings: CounterSettings,
  now: () => number,
  clockReady: boolean,
): number | null {
  const [start, setStart] = useState<number | null>(null);
  const evergreen = settings.timerMode === 'evergreen';
  // A first visit is stored by the measured server clock, not by a computer clock that may be off.
  useEffect(() => {
    if (evergreen && clockReady) setStart(readEvergreenStart(browserStore(), id, now()));
  }, [evergreen, id, now, clockReady]);
  return evergreen ? start : null;
}
