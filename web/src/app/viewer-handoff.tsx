import { FullPageLoading } from '@web/components/feedback/full-page-loading';
import { NotFound } from '@web/components/feedback/not-found';
import { AppLayout } from '@web/components/layout/app-layout';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

// The path this document was loaded for: if the server sent the main app for a viewer path,
// reloading would loop, so we show the 404 page instead.
// (The server renders no viewer path with this app, so it has no document path to read.)
const loadedPath = typeof window === 'undefined' ? '' : window.location.pathname;

// /counter/:id and /embed/:id are served by the separate viewer entry (docs/architecture.md §2): an in-app
// navigation there becomes a full page load.
export function ViewerHandoff() {
  const [location] = useLocation();
  const search = useSearch();
  const servedHere = location === loadedPath;
  useEffect(() => {
    if (!servedHere) window.location.assign(search ? `${location}?${search}` : location);
  }, [servedHere, location, search]);
  return servedHere ? (
    <AppLayout>
      <NotFound />
    </AppLayout>
  ) : (
    <FullPageLoading />
  );
}
