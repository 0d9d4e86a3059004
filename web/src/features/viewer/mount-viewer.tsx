import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CounterViewResult } from './api/load-counter-view';
import { ViewerApp } from './components/viewer-app';
import type { ViewerRoute } from './route';

// Loaded after the first frame is on screen; React's first commit replaces that frame.
export async function mountViewer(
  root: HTMLElement,
  route: ViewerRoute,
  result: CounterViewResult,
): Promise<void> {
  // A synced counter's live screen is loaded before React renders, so the first frame stays on
  // screen until React replaces it with the live screen itself (a lazy component would blank it).
  const live =
    result.status === 'found' && result.settings.synced === true
      ? (await import('./components/live-viewer-screen')).LiveViewerScreen
      : undefined;
  createRoot(root).render(
    <StrictMode>
      <ViewerApp route={route} result={result} live={live} />
    </StrictMode>,
  );
}
