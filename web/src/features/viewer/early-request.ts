import { parseViewerRoute } from './route';
import type { ViewerServerState } from './server-state';

// Imported first by viewer-main so that, in module evaluation order, the counter data is at hand
// before any other viewer module runs.
export const route = parseViewerRoute(window.location);

type InlineView = { kind: 'rendered'; state: ViewerServerState } | { kind: 'missing' } | { kind: 'absent' };

// The server renders the counter's first frame and embeds what it rendered it from (inert JSON,
// settings already resolved); for a counter known to be missing it says so. Only without either
// (the server could not read the database) does the viewer ask the API itself.
function readInlineView(): InlineView {
  const el = document.getElementById('counter-view');
  if (el?.hasAttribute('data-missing')) return { kind: 'missing' };
  if (!el?.textContent || !el.hasAttribute('data-resolved')) return { kind: 'absent' };
  el.remove(); // a later visibility re-sync must ask the server, not reuse the page's copy
  return { kind: 'rendered', state: JSON.parse(el.textContent) as ViewerServerState };
}

export const inlineView = readInlineView();

export const viewResponse: Promise<Response | null> =
  inlineView.kind !== 'absent'
    ? Promise.resolve(null)
    : fetch(`/api/counters/${encodeURIComponent(route.id)}/view`, {
        // no-cache revalidates with the ETag, so an edited counter shows on the next load.
        cache: 'no-cache',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      }).catch((err: unknown) => {
        console.error('Loading the counter failed', err);
        return null;
      });
