import { parseViewerRoute } from './route';

// Imported first by viewer-main so that, in module evaluation order, the counter data is at hand
// before any other viewer module runs: on a slow phone that is worth a network round trip.
export const route = parseViewerRoute(window.location);

// The server inlines the view answer into the page (inert JSON); only without it do we ask the API.
function readInlineView(): Response | null {
  const el = document.getElementById('counter-view');
  // The server knows the counter is missing: answer as the API would, without asking it.
  if (el?.hasAttribute('data-missing')) return new Response(null, { status: 404 });
  if (!el?.textContent) return null;
  el.remove(); // a later visibility re-sync must ask the server, not reuse the page's copy
  return new Response(el.textContent, { status: 200, headers: { 'content-type': 'application/json' } });
}

export const viewResponse: Promise<Response | null> = (() => {
  const inline = readInlineView();
  if (inline) return Promise.resolve(inline);
  return fetch(`/api/counters/${encodeURIComponent(route.id)}/view`, {
    // no-cache revalidates with the ETag, so an edited counter shows on the next load.
    cache: 'no-cache',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  }).catch((err: unknown) => {
    console.error('Loading the counter failed', err);
    return null;
  });
})();
