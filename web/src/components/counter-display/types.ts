import type { CounterSettings } from '@core/counter/settings';
import type { CounterFace } from '@core/painter/counter-face';
import type { ReactNode } from 'react';

// Contract of the one counter renderer shared by the viewer, the embed route, the form's live
// preview, the demo and the landing samples. Settings come resolved (resolveViewerSettings).
export type { CounterFace } from '@core/painter/counter-face';

export interface CounterDisplayProps {
  settings: CounterSettings;
  face: CounterFace;
  /** Datetime: the completion message replaces the digits. Number: it shows under the number. */
  completed: boolean;
  /** fullscreen fills the viewport; preview and card fit their container and scale type to it. */
  variant?: 'fullscreen' | 'preview' | 'card';
  /** OBS overlays: no background at all. */
  transparent?: boolean;
  /** Change it to replay the entry animation (the form's Test Animation button). */
  animationKey?: number;
  className?: string;
  /** Number grouping locale; defaults to the visitor's (navigator.language). */
  locale?: string;
  /** Replaces the progress words the settings pick under a number (the demo's 'to 100K'). */
  progressText?: string;
  /** Hides the number's progress readout. */
  hideProgress?: boolean;
  /** false: digits do not animate in on the first render (the viewer takes over a painted page). */
  animateOnMount?: boolean;
  /**
   * Drawn in a number's place, in its style, when there is no number to show (a live count that is
   * hidden or not read yet: never a made-up 0); `placeholderLabel` is what assistive tech hears.
   * The host hides the progress readout then (hideProgress).
   */
  placeholder?: string;
  placeholderLabel?: string;
  /** Which way a number's rolling digits move; by default from its start number toward its end. */
  direction?: 'up' | 'down';
  /** Drawn in the digits' place, before any placeholder, naming itself to assistive tech (a live count's versus). */
  digits?: ReactNode;
  /** Under everything else in the counter's column (a live count's status line). */
  footer?: ReactNode;
}
