import type { CounterViewResult } from './api/load-counter-view';

/**
 * Whether a counter follows live counts, and so shows the platforms' count instead of counting by
 * itself: its view carries `source` (core/api/counters.ts: absent for other counters). The view is
 * the sign rather than settings.liveSources, which the viewer's settings resolver does not keep.
 * Its own file: the first-load viewer asks this before it loads the live-count screen
 * (mount-viewer.tsx), and must not pull in the screen's helpers to do so.
 */
export const followsLiveCounts = (result: CounterViewResult) =>
  result.status === 'found' && result.source !== undefined && result.settings.synced !== true;
