import { seedServerClock } from '@web/components/counter-display/server-clock';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { CounterViewResult } from './api/load-counter-view';
import type { LiveCountScreen } from './components/live-count-screen';
import type { LiveViewerScreen } from './components/live-viewer-screen';
import { ViewerApp } from './components/viewer-app';
import { ensureCounterExtras } from './counter-extras-loader';
import { followsLiveCounts } from './follows-live-counts';
import type { ViewerRoute } from './route';
import type { ViewerServerState } from './server-state';

interface Screens {
  live?: typeof LiveViewerScreen;
  counts?: typeof LiveCountScreen;
}

// A synced counter's live screen, or a live count's, is loaded before React renders: the server
// rendered it too, and hydration must find the same tree (a lazy component would blank the frame).
async function screensFor(result: CounterViewResult): Promise<Screens> {
  if (result.status !== 'found') return {};
  if (followsLiveCounts(result))
    return { counts: (await import('./components/live-count-screen')).LiveCountScreen };
  if (result.settings.synced === true)
    return { live: (await import('./components/live-viewer-screen')).LiveViewerScreen };
  return {};
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
  const [screens] = await Promise.all([
    screensFor(result),
    ensureCounterExtras(result.status === 'found' ? result.settings : undefined),
  ]);
  // As a transition, hydration works in slices of a few milliseconds and yields to the browser
  // between them, instead of one long task on a slow phone (Lighthouse's total blocking time). A
  // click on the counter before it is done makes React finish hydrating at once and is handled.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <ViewerApp
          route={route}
          result={result}
          {...screens}
          initialNow={state?.now}
          locale={state?.locale}
        />
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
  const screens = await screensFor(result);
  createRoot(root).render(
    <StrictMode>
      <ViewerApp route={route} result={result} {...screens} />
    </StrictMode>,
  );
}
