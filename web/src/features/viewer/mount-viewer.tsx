import { seedServerClock } from '@web/components/counter-display/server-clock';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { CounterViewResult } from './api/load-counter-view';
import type { LiveViewerScreen } from './components/live-viewer-screen';
import { ViewerApp } from './components/viewer-app';
import { ensureCounterExtras } from './counter-extras-loader';
import type { ViewerRoute } from './route';
import type { ViewerServerState } from './server-state';

// A synced counter's live screen is loaded before React renders: the server rendered it too, and
// hydration must find the same tree (a lazy component would blank the frame).
async function liveScreenFor(result: CounterViewResult): Promise<typeof LiveViewerScreen | undefined> {
  return result.status === 'found' && result.settings.synced === true
    ? (await import('./components/live-viewer-screen')).LiveViewerScreen
    : undefined;
}

/** Takes over the server-rendered first frame (state null: the server's 'Counter not found'). */
export async function hydrateViewer(
  root: HTMLElement,
  route: ViewerRoute,
  state: ViewerServerState | null,
): Promise<void> {
  const result: CounterViewResult = state?.result ?? { status: 'not-found' };
  // The page's render instant is the server's clock as of a moment ago: near enough until the
  // first measurement, and far better than a computer clock that is hours off.
  if (state) seedServerClock(state.now);
  const [live] = await Promise.all([
    liveScreenFor(result),
    ensureCounterExtras(result.status === 'found' ? result.settings : undefined),
  ]);
  // As a transition, hydration works in slices of a few milliseconds and yields to the browser
  // between them, instead of one long task on a slow phone (Lighthouse's total blocking time). A
  // click on the counter before it is done makes React finish hydrating at once and is handled.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <ViewerApp route={route} result={result} live={live} initialNow={state?.now} locale={state?.locale} />
      </StrictMode>,
    );
  });
}

/** Renders the viewer from an API answer: only when the page came without the counter. */
export async function mountViewer(
  root: HTMLElement,
  route: ViewerRoute,
  result: CounterViewResult,
): Promise<void> {
  const live = await liveScreenFor(result);
  createRoot(root).render(
    <StrictMode>
      <ViewerApp route={route} result={result} live={live} />
    </StrictMode>,
  );
}
