// The public viewer's run state (docs/product.md §4 'Viewer') as a reducer. It stores instants, not tick
// counts, so elapsed running time always comes from the clock: pauses are subtracted exactly and
// a tab that slept shows the right value the moment it wakes.

export type ViewerState =
  | { status: 'idle' }
  | { status: 'running'; startedAt: number; pausedMs: number }
  | { status: 'paused'; startedAt: number; pausedMs: number; pausedAt: number }
  | { status: 'completed'; startedAt: number; pausedMs: number; completedAt: number };

export type ViewerEvent =
  | { type: 'START'; now: number }
  | { type: 'PAUSE'; now: number }
  | { type: 'RESUME'; now: number }
  | { type: 'COMPLETE'; now: number }
  | { type: 'RESTART' }
  // Back to Settings stops the run from any state.
  | { type: 'STOP' };

export const INITIAL_VIEWER_STATE: ViewerState = { status: 'idle' };

/**
 * Where a display's run begins. A date countdown counts to one instant that every viewer shares,
 * so it runs from the moment any display opens (share page, embed, OBS, demo): there is nothing
 * for a visitor to start, and every display shows the same time left. A number counter's run
 * belongs to its viewer, who starts it.
 */
export function initialViewerState(countdownType: 'number' | 'datetime', now: number): ViewerState {
  return countdownType === 'datetime'
    ? { status: 'running', startedAt: now, pausedMs: 0 }
    : INITIAL_VIEWER_STATE;
}

/** Invalid transitions return the same state object, so React skips the re-render. */
export function reduceViewerState(state: ViewerState, event: ViewerEvent): ViewerState {
  switch (event.type) {
    case 'START':
      // Start always begins from zero elapsed time ("time reset").
      return state.status === 'idle' ? { status: 'running', startedAt: event.now, pausedMs: 0 } : state;
    case 'PAUSE':
      return state.status === 'running' ? { ...state, status: 'paused', pausedAt: event.now } : state;
    case 'RESUME':
      if (state.status !== 'paused') return state;
      return {
        status: 'running',
        startedAt: state.startedAt,
        pausedMs: state.pausedMs + Math.max(0, event.now - state.pausedAt),
      };
    case 'COMPLETE':
      if (state.status !== 'running') return state;
      return {
        status: 'completed',
        startedAt: state.startedAt,
        pausedMs: state.pausedMs,
        completedAt: event.now,
      };
    case 'RESTART':
      return state.status === 'completed' ? INITIAL_VIEWER_STATE : state;
    case 'STOP':
      return state.status === 'idle' ? state : INITIAL_VIEWER_STATE;
    default:
      return state;
  }
}

/** Running time so far, excluding pauses; frozen while paused and after completion. */
export function elapsedRunningMs(state: ViewerState, now: number): number {
  switch (state.status) {
    case 'idle':
      return 0;
    case 'running':
      return Math.max(0, now - state.startedAt - state.pausedMs);
    case 'paused':
      return Math.max(0, state.pausedAt - state.startedAt - state.pausedMs);
    case 'completed':
      return Math.max(0, state.completedAt - state.startedAt - state.pausedMs);
  }
}
