// First: zod must be jitless before any schema is created (see zod-jitless.ts).
import './lib/zod-jitless';
// Two weights of Inter (about 25 KB each): medium is drawn with 400 and semibold to black with 700,
// so a public page's first load stays within its 150 KB (issue 16).
import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
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
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
