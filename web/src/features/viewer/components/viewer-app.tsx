import { useEffect, useState } from 'react';
import { type CounterViewResult, loadSignedIn } from '../api/load-counter-view';
import { followsLiveCounts } from '../follows-live-counts';
import type { ViewerRoute } from '../route';
import type { LiveCountScreen } from './live-count-screen';
import type { LiveViewerScreen } from './live-viewer-screen';
import { CounterNotFound } from './status-screens';
import { ViewerScreen } from './viewer-screen';

interface ViewerAppProps {
  route: ViewerRoute;
  result: CounterViewResult;
  /** Loaded for synced counters only (mount-viewer.tsx), so plain viewers never fetch it. */
  live?: typeof LiveViewerScreen;
  /** Loaded for counters following live counts only (mount-viewer.tsx), likewise. */
  counts?: typeof LiveCountScreen;
  /** A server-rendered page's render instant and locale, so hydration draws the same frame. */
  initialNow?: number;
  locale?: string;
}

/** The viewer's React root, mounted once the counter is known: the counter or 'Counter not found'. */
export function ViewerApp({ route, result, live: Live, counts: Counts, initialNow, locale }: ViewerAppProps) {
  const signedIn = useSignedIn(route.mode === 'page' && result.status === 'found');
  // A server-rendered page already has its title, written from the counter ('… — 3 days left').
  useEffect(() => {
    if (result.status === 'found' && initialNow === undefined)
      document.title = `${result.settings.title || 'Counter'} · Countstream`;
  }, [result, initialNow]);
  if (result.status === 'not-found') return <CounterNotFound embed={route.mode === 'embed'} />;
  const props = {
    id: route.id,
    mode: route.mode,
    settings: result.settings,
    ownerPremium: result.ownerPremium,
    signedIn,
    transparent: route.transparent,
    autostart: route.autostart,
    events: route.events,
    sound: route.sound,
    initialNow,
    locale,
  };
  if (Counts && followsLiveCounts(result))
    return <Counts {...props} designVersion={result.designVersion} source={result.source} />;
  if (!result.settings.synced || !Live) return <ViewerScreen {...props} />;
  return <Live {...props} designVersion={result.designVersion} />;
}

// Asked after the counter is on screen: it only decides whether Back to Settings shows.
function useSignedIn(enabled: boolean): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadSignedIn().then((ok) => {
      if (live) setSignedIn(ok);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return signedIn;
}
