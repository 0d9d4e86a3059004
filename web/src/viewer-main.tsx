import { inlineView, route, viewResponse } from './features/viewer/early-request';
import './components/counter-display/counter-display.css';
import './components/counter-display/digits.css';
import './components/counter-display/countdown.css';
import './features/viewer/viewer.css';
import { readCounterView } from './features/viewer/api/load-counter-view';
import { fitToFrame } from './features/viewer/fit-frame';
import { hydrateViewer, mountViewer } from './features/viewer/mount-viewer';

// The public viewer entry (/counter/:id, /embed/:id): deliberately small, no router, no query
// client, nothing from the dashboard. The server sends the counter's first frame rendered by the
// same components (server-render.tsx); React hydrates it in place, without a visible change.
if (route.transparent) document.documentElement.dataset.transparent = '';

const root = document.getElementById('root');
if (root) {
  // An embed's server-rendered column fits its frame before hydration, from the first frame on.
  if (route.mode === 'embed') fitToFrame(root.querySelector<HTMLElement>('.cs-fit'));
  if (inlineView.kind === 'rendered') void hydrateViewer(root, route, inlineView.state);
  else if (inlineView.kind === 'missing') void hydrateViewer(root, route, null);
  else void readCounterView(viewResponse).then((result) => mountViewer(root, route, result));
}
