import type { ViewerState } from '@core/counter/engine/viewer-machine';
import { formatCounterValue } from '@core/counter/locale/format-value';
import type { CounterSettings } from '@core/counter/settings';
import type { CounterSource } from '@core/live-sources/counter-source-schema';
import { goalProgress, goalReached, hasGoal } from '@core/live-sources/live-goal';
import { formatPercent } from '@core/painter/display-rules';
import type { CounterFace } from '@web/components/counter-display/types';

// What a counter following live counts shows: the platforms' count, never a number of its own.
// Pure, so the server's first frame, hydration and every later event agree, and tests need no DOM.

/** Shown in the digits' place when there is no count to show (hidden, or not read yet). */
export const NO_COUNT = '—';

// The tick a counting counter animates within, for the digits' animation length: a live count
// changes at most every few seconds, so each step plays its style's whole animation.
const STEP_MS = 60_000;

/**
 * The settings a live count's display draws with: its goal counts from zero (live-goal.ts), which
 * the goal bar and its milestones read from the start number; and a step is never hurried by the
 * counting speed, which means nothing here.
 */
export function liveCountSettings(settings: CounterSettings): CounterSettings {
  return { ...settings, startNumber: 0, speed: Math.max(settings.speed, STEP_MS) };
}

export interface LiveCountFrame {
  /** The number face; its value is drawn only when `shown`. */
  face: Extract<CounterFace, { kind: 'number' }>;
  /** A count to show (false: the placeholder, and no goal bar or progress). */
  shown: boolean;
  /** The goal (the end number) is reached: the completion message, confetti, the end action. */
  completed: boolean;
  state: ViewerState;
}

// A live count is always "running": it has no start, pause or restart. Its instants are unused.
const RUNNING: ViewerState = { status: 'running', startedAt: 0, pausedMs: 0 };
const IDLE: ViewerState = { status: 'idle' };

export function liveCountFrame(source: CounterSource | undefined, settings: CounterSettings): LiveCountFrame {
  const value = source?.value ?? null;
  const completed = goalReached(value, settings.endNumber);
  const face = {
    kind: 'number' as const,
    value: value ?? 0,
    progress: goalProgress(value ?? 0, settings.endNumber),
  };
  const state: ViewerState =
    value === null
      ? IDLE
      : completed
        ? { status: 'completed', startedAt: 0, pausedMs: 0, completedAt: source?.updatedAt ?? 0 }
        : RUNNING;
  return { face, shown: value !== null, completed, state };
}

/** The readout under the number, as the demo writes it: "42.0% to 100K"; null without a goal. */
export function goalText(progress: number, settings: CounterSettings, locale: string): string | null {
  if (!hasGoal(settings.endNumber)) return null;
  const goal = formatCounterValue(settings.endNumber, {
    locale: settings.locale ?? locale,
    decimals: 0,
    compact: true,
    prefix: '',
    suffix: '',
  });
  return `${formatPercent(progress)} to ${goal}`;
}

/** Which way the digits roll for a step from `before` to `after` (a count may fall too). */
export function stepDirection(
  before: number | null | undefined,
  after: number | null,
  last: 'up' | 'down',
): 'up' | 'down' {
  if (before == null || after === null || before === after) return last;
  return after < before ? 'down' : 'up';
}
