import type { CountdownPart } from '../counter/engine/countdown';

/** What a counter shows at one moment: the DOM renderer and the canvas painter both draw it. */
export type CounterFace =
  | { kind: 'number'; value: number; progress: number }
  | { kind: 'countdown'; parts: CountdownPart[] };
