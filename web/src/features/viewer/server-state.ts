import type { CounterViewResult } from './api/load-counter-view';

/** What a server-rendered viewer page embeds for hydration (#counter-view, data-resolved). */
export interface ViewerServerState {
  result: Extract<CounterViewResult, { status: 'found' }>;
  /** The instant the first frame shows. */
  now: number;
  /** The number grouping locale the server used (from Accept-Language). */
  locale: string;
}
