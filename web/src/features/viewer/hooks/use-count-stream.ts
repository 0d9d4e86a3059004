import type { LiveSnapshot } from '@core/counter/live/run-state';
import type { CounterSource } from '@core/live-sources/counter-source-schema';
import { connectLive } from '@web/components/live/live-connection';
import { useCallback, useEffect, useState } from 'react';
import { stepDirection } from '../utils/live-count';
import { useDesignFollower } from './use-design-follower';
import type { LiveDesign } from './use-live-run';

/** How often an open display re-reads the count when nothing changed (how fresh it is). */
export const COUNT_REFRESH_MS = 60_000;

interface Shown {
  source: CounterSource | undefined;
  /** Which way the last step went, so rolling digits move as the count did. */
  direction: 'up' | 'down';
}

export interface CountStream extends Shown {
  /** Shows a count read elsewhere (the view read again after an edit). */
  show: (source: CounterSource) => void;
}

// A newer reading never gives way to an older one that arrives later (a re-read that crossed an
// event on the way): the sum's update time only grows while the accounts stay the same.
const isOlder = (next: CounterSource, shown: CounterSource | undefined) =>
  shown !== undefined &&
  next.parts.length === shown.parts.length &&
  (next.updatedAt ?? 0) < (shown.updatedAt ?? 0);

/**
 * A live count's display follows its counter's event stream (the same one synced counters use):
 * every change of the count, its precision or its freshness arrives as an event, and with it the
 * counter's design and its owner's plan, so an edit shows without a reload (as useLiveRun does).
 */
export function useCountStream(
  id: string,
  initial: CounterSource | undefined,
  design: LiveDesign,
): CountStream {
  const [state, setState] = useState<Shown>({ source: initial, direction: 'up' });
  const follow = useDesignFollower(design);

  const show = useCallback((next: CounterSource) => {
    setState((prev) =>
      isOlder(next, prev.source)
        ? prev
        : {
            source: next,
            direction: stepDirection(prev.source?.value, next.value, prev.direction),
          },
    );
  }, []);

  const accept = useCallback(
    (s: LiveSnapshot) => {
      if (follow(s) && s.source) show(s.source);
    },
    [follow, show],
  );

  useEffect(() => connectLive(id, accept, { refreshMs: COUNT_REFRESH_MS }), [id, accept]);
  return { ...state, show };
}
