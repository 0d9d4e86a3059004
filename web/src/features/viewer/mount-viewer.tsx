import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CounterViewResult } from './api/load-counter-view';
import { ViewerApp } from './components/viewer-app';
import type { ViewerRoute } from './route';

// Loaded after the first frame is on screen; React's first commit replaces that frame.
export function mountViewer(root: HTMLElement, route: ViewerRoute, result: CounterViewResult): void {
  createRoot(root).render(
    <StrictMode>
      <ViewerApp route={route} result={result} />
    </StrictMode>,
  );
}
