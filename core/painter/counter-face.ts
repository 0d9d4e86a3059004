import { type CountdownPart, formatCountdownParts, splitDuration } from '../counter/engine/countdown';
import { isWarning } from '../counter/schedule/timer-reading';
import type { CounterSettings } from '../counter/settings';

/** What a counter shows at one moment: the DOM renderer and the canvas painter both draw it. */
export type CounterFace =
  | { kind: 'number'; value: number; progress: number }
  | {
      kind: 'countdown';
      parts: CountdownPart[];
      /** Overtime (afterZero 'count-up'): the time since zero, written '+00:00:12'. */
      overtime?: boolean;
      /** Less than warnBelowSeconds left: the digits take the warning colour. */
      warn?: boolean;
    };

/** The painter's countdown face with `left` whole seconds to go (export clips, images). */
export function countdownFaceLeft(
  s: Pick<CounterSettings, 'hideLeadingZeros' | 'warnBelowSeconds'>,
  left: number,
): CounterFace {
  const seconds = Math.max(0, left);
  // The viewer's rule (core's isWarning): while counting, with warnBelowSeconds or fewer shown.
  const warn = seconds > 0 && isWarning({ phase: 'counting', seconds }, s.warnBelowSeconds);
  return {
    kind: 'countdown',
    parts: formatCountdownParts(splitDuration(seconds), s.hideLeadingZeros),
    ...(warn ? { warn: true } : {}),
  };
}
