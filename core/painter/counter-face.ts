import type { CountdownPart } from '../counter/engine/countdown';

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
