// First: zod must be jitless before any schema is created (see zod-jitless.ts).
import './lib/zod-jitless';
// Inter as one variable file cut to what English pages use (assets/fonts/inter-subsets.ts): every
// weight from 400 to 800 drawn as designed, in 20 KB of a public page's 150 KB (issue 16).
import './assets/fonts/inter.css';
import './assets/fonts/inter-fallback.css';
import './index.css';
// The app (form preview, dashboard cards, demo) shows every counter language's words.
import '@core/counter/extras';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadPublicScreen } from './app/lazy-screens';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Marks the document once React has taken the page over (hydrated or rendered) and run its first
// effects. A server page reads and scrolls before that, but its buttons answer only after; the browser
// tests wait for this mark before they act, as a reader's click in that first moment may be lost.
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
    <MarkReady />
  </StrictMode>
);

// A public page the server rendered (server-render-app.tsx) comes with the answers it was rendered
// from: in the cache first, so the hydrating tree is the server's.
const state = document.getElementById('app-state');
if (state && root.firstElementChild) {
  // Marked as old: hydration shows them, then each query checks its answer as it would have
  // (a price changed since the page was rendered shows at once).
  for (const [key, data] of JSON.parse(state.textContent ?? '[]') as [unknown[], unknown][])
    queryClient.setQueryData(key, data, { updatedAt: 0 });
  // The page's screen first, so hydration does not suspend on it; then hydration as a transition,
  // which yields to the browser every few milliseconds instead of holding the main thread for the
  // whole page: a slow phone stays responsive (Lighthouse's total blocking time). A click during it
  // makes React finish hydrating at once and is handled.
  void preloadPublicScreen(window.location.pathname)
    .catch(() => undefined) // a failed chunk: React.lazy asks again and shows its error
    .then(() =>
      startTransition(() => {
        hydrateRoot(root, app);
      }),
    );
} else {
  createRoot(root).render(app);
}
