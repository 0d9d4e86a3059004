import { type CountdownPart, formatCountdownParts, splitDuration } from '../counter/engine/countdown';
import { isWarning } from '../counter/schedule/timer-reading';
import type { CountdownReading } from '../counter/schedule/timer-target';
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

type FaceSettings = Pick<CounterSettings, 'hideLeadingZeros' | 'warnBelowSeconds'>;

/**
 * The painter's countdown face for a reading of core's timer rules (readTimer, readCountdown):
 * the seconds left, or in overtime the seconds since zero, flagged so the '+' sign is drawn.
 */
export function countdownFaceRead(s: FaceSettings, reading: CountdownReading, units?: number): CounterFace {
  const seconds = reading.phase === 'done' ? 0 : Math.max(0, reading.seconds);
  return {
    kind: 'countdown',
    // `units`: e-mail images fix how many units show (formatCountdownParts).
    parts: formatCountdownParts(splitDuration(seconds), s.hideLeadingZeros, units),
    ...(reading.phase === 'overtime' ? { overtime: true } : {}),
    // The viewer's rule (core's isWarning): while counting, with warnBelowSeconds or fewer shown.
    ...(isWarning(reading, s.warnBelowSeconds) ? { warn: true } : {}),
  };
}
