import '@core/counter/extras';
import { createQueryClient } from '@web/lib/query-client';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// The server's entry for the main app's public pages (Vite SSR build, dist/ssr/server-render-app.js):
// the same router and screens the browser runs, rendered for a visitor with the answers those pages
// ask for already in the query cache. The page embeds those answers (#app-state) and main.tsx puts
// them in the browser's cache before hydrateRoot, so both trees match.

/** A query key and the answer the page would have fetched for it. */
export type SeededQuery = [queryKey: readonly unknown[], data: unknown];

export interface RenderAppInput {
  pathname: string;
  search: string;
  queries: SeededQuery[];
}

export function renderAppPage(input: RenderAppInput): string {
  const client = createQueryClient();
  for (const [key, data] of input.queries) client.setQueryData(key, data);
  return renderToString(
    <StrictMode>
      <AppProviders client={client}>
        <Router ssrPath={input.pathname} ssrSearch={input.search.replace(/^\?/, '')}>
          <AppRouter />
        </Router>
      </AppProviders>
    </StrictMode>,
  );
}
