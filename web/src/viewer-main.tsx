import { route, viewResponse } from './features/viewer/early-request';
import './components/counter-display/counter-display.css';
import './components/counter-display/digits.css';
import './components/counter-display/countdown.css';
import './features/viewer/viewer.css';
import { readCounterView } from './features/viewer/api/load-counter-view';
import { paintFirstFrame, paintLoadingAfter } from './features/viewer/first-paint';

// The public viewer entry (/counter/:id, /embed/:id): deliberately tiny, no router, no query
// client, nothing from the dashboard, and not even React at first. The counter request leaves
// first (early-request.ts), its first frame is painted as plain DOM, and only then is React
// loaded to take over, so a slow phone shows the digits without waiting to parse React.
if (route.transparent) document.documentElement.dataset.transparent = '';

const root = document.getElementById('root');
if (root) {
  const cancelLoading = paintLoadingAfter(root, 250);
  void readCounterView(viewResponse).then(async (result) => {
    cancelLoading();
    paintFirstFrame(root, route, result);
    const { mountViewer } = await import('./features/viewer/mount-viewer');
    await mountViewer(root, route, result);
  });
}
