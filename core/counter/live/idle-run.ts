import type { RunState } from './run-state';

// Kept apart from run-state.ts (which holds the zod schemas) so the viewer's live chunk can use
// these values without pulling in zod.

/** A run that is not going: what reset returns to, whatever the counter's type. */
export const IDLE_RUN_FIELDS = {
  status: 'idle',
  startedAt: null,
  pausedAt: null,
  pausedTotalMs: 0,
  addedMs: 0,
  value: null,
  valueAt: null,
} as const satisfies Partial<RunState>;

/** The run of a counter that never ran (no row in counter_runs). */
export const INITIAL_RUN_STATE: RunState = { ...IDLE_RUN_FIELDS, seed: 1, version: 0, updatedAt: 0 };
