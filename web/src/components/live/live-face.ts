import {
  formatCountdownParts,
  msUntilNextSecondBoundary,
  splitDuration,
} from '@core/counter/engine/countdown';
import { numberProgress } from '@core/counter/engine/number-run';
import type { ViewerState } from '@core/counter/engine/viewer-machine';
import { isRunMoving, liveFrame, readLiveCountdown } from '@core/counter/live/live-frame';
import type { RunState } from '@core/counter/live/run-state';
import { isWarning } from '@core/counter/schedule/timer-reading';
import type { CounterSettings } from '@core/counter/settings';
import type { CounterFace } from '@web/components/counter-display/types';

export interface LiveView {
  state: ViewerState;
  face: CounterFace;
  completed: boolean;
}

/** What a synced counter shows at `now` (server time): the same frame on every display. */
export function computeLiveView(run: RunState, settings: CounterSettings, now: number): LiveView {
  const frame = liveFrame(run, settings, now);
  const startedAt = run.startedAt ?? now;
  const pausedMs = run.pausedTotalMs;
  let state: ViewerState;
  if (frame.complete) state = { status: 'completed', startedAt, pausedMs, completedAt: run.updatedAt };
  else if (run.status === 'running') state = { status: 'running', startedAt, pausedMs };
  else if (run.status === 'paused')
    state = { status: 'paused', startedAt, pausedMs, pausedAt: run.pausedAt ?? now };
  else state = { status: 'idle' };
  // One reading with the e-mail image's (core's readLiveCountdown).
  const reading = readLiveCountdown(run, settings, now);
  // The warning colour (issue #17) applies to a live run's last seconds as to any countdown.
  const warn = isWarning(reading, settings.warnBelowSeconds);
  const face: CounterFace =
    settings.countdownType === 'datetime'
      ? {
          kind: 'countdown',
          parts: formatCountdownParts(splitDuration(reading.seconds), settings.hideLeadingZeros),
          ...(warn ? { warn } : {}),
        }
      : { kind: 'number', value: frame.value, progress: numberProgress(frame.value, settings) };
  return { state, face, completed: frame.complete };
}

/** ms until the live display next changes, or null when nothing moves (idle, paused, done). */
export function nextLiveDelay(run: RunState, settings: CounterSettings, now: number): number | null {
  if (!isRunMoving(run, settings, now)) return null;
  if (settings.countdownType === 'datetime') {
    const left = liveFrame(run, settings, now).remainingMs;
    return left === null ? null : msUntilNextSecondBoundary(now + left, now);
  }
  const elapsed = Math.max(0, now - (run.valueAt ?? now));
  return settings.speed - (elapsed % settings.speed);
}
