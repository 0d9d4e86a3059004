// The server renders every language; the browser's viewer loads the words only when needed.
import '@core/counter/extras';
import { isRightToLeft } from '@core/counter/locale/unit-words';
import { readTimer } from '@core/counter/schedule/timer-reading';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { GoalBar } from '@web/components/live/goal-bar';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { type CounterViewResult, toCounterViewResult } from './api/load-counter-view';
import { LiveCountScreen } from './components/live-count-screen';
import { LiveViewerScreen } from './components/live-viewer-screen';
import { ViewerApp } from './components/viewer-app';
import { counterFontTags } from './counter-font-files';
import { provideGoalBar } from './goal-bar-slot';
import { parseViewerRoute } from './route';
import type { ViewerServerState } from './server-state';

// The server's entry (Vite SSR build, dist/ssr): /counter/:id and /embed/:id are answered with the
// counter's first frame rendered by the same components the browser then hydrates (mount-viewer.tsx).
// The parts the browser loads on demand are all here up front: every language, recurrence, goals.
provideGoalBar(GoalBar);

export interface RenderViewerInput {
  pathname: string;
  search: string;
  /** The view API body, or null for a counter known to be missing. */
  view: unknown | null;
  now: number;
  locale: string;
}

export interface RenderedViewer {
  /** The markup inside #root. */
  markup: string;
  /** Tags for <head>: the counter's own font faces. */
  head: string;
  /** Tags for the start of <body>: the preload of the counter's font file (counterFontTags says why). */
  bodyStart: string;
  /** What the browser hydrates with (settings already resolved). */
  state: ViewerServerState | null;
  /** <html> attributes: transparent embeds paint nothing around the counter. */
  transparent: boolean;
  /** <html lang>: the counter's language ('en' for a counter without one, and for a missing one). */
  lang: string;
  /** <html dir="rtl"> for a right-to-left language. */
  rtl: boolean;
  /**
   * ms the drawn frame stays what it is at later instants (a countdown's digits change at its next
   * reading), so the server may send this page until then; null: the frame does not change by itself.
   */
  frameMs: number | null;
}

// A countdown's first frame is its reading at the render instant (core's readTimer, as the display
// reads it; an evergreen timer as a first visit), which holds until the reading's next change (for a
// synced countdown, drawn idle until its run arrives, that is merely sooner than needed). A number
// counter's first frame is still: it waits for Start, or for its synced run's snapshot.
function frameLifetime(result: CounterViewResult, now: number): number | null {
  if (result.status !== 'found' || result.settings.countdownType !== 'datetime') return null;
  return readTimer(result.settings, now, null).nextChangeMs;
}

export function renderViewer(input: RenderViewerInput): RenderedViewer {
  const route = parseViewerRoute({ pathname: input.pathname, search: input.search });
  const result: CounterViewResult =
    input.view === null ? { status: 'not-found' } : toCounterViewResult(input.view, resolveViewerSettings);
  const live = result.status === 'found' && result.settings.synced === true ? LiveViewerScreen : undefined;
  const markup = renderToString(
    <StrictMode>
      <ViewerApp
        route={route}
        result={result}
        live={live}
        counts={LiveCountScreen}
        initialNow={input.now}
        locale={input.locale}
      />
    </StrictMode>,
  );
  const counterLocale = result.status === 'found' ? result.settings.locale : undefined;
  // 'Counter not found' is in the app's font, Inter.
  const font = counterFontTags(result.status === 'found' ? result.settings.fontStyle : 'inter');
  return {
    markup,
    head: font.head,
    bodyStart: font.preload,
    state: result.status === 'found' ? { result, now: input.now, locale: input.locale } : null,
    transparent: route.transparent || (route.mode === 'embed' && result.status === 'not-found'),
    lang: counterLocale ?? 'en',
    rtl: isRightToLeft(counterLocale),
    frameMs: frameLifetime(result, input.now),
  };
}
