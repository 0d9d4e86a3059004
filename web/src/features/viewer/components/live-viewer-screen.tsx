import { useCallback, useEffect, useRef, useState } from 'react';
import type { CounterViewResult } from '../api/load-counter-view';
import { reloadCounterView } from '../api/reload-counter-view';
import { followsLiveCounts } from '../follows-live-counts';
import { useLiveRun } from '../hooks/use-live-run';
import { EventStrip } from './event-strip';
import { LiveControlPremiumNote } from './live-control-premium-note';
import { CounterNotFound } from './status-screens';
import { ViewerScreen, type ViewerScreenProps } from './viewer-screen';

const RELOAD_RETRY_MS = 5000;

interface LiveViewerScreenProps extends ViewerScreenProps {
  /** The design version of the view the page loaded with. */
  designVersion: number;
}

// Synced counters only, loaded on demand: the live code stays out of the plain viewer's budget.
// An embed never asks who is watching: it has no owner controls (docs/decisions/005).
// The owner's edits reach open displays here (issue 8): when the stream names a newer design, the
// view is read again and the counter re-renders with it, without a reload. A counter that is no
// longer synced runs on this display's own clock from then on, as if just opened; a deleted one
// shows 'Counter not found'.
export function LiveViewerScreen({ designVersion: loaded, ...props }: LiveViewerScreenProps) {
  const { id } = props;
  const designVersion = Number(loaded) || 0; // a view without one is older than any snapshot
  const [view, setView] = useState<CounterViewResult>(() => ({
    status: 'found',
    settings: props.settings,
    ownerPremium: props.ownerPremium,
    designVersion,
  }));
  const wanted = useRef(0);
  useEffect(
    () => () => {
      wanted.current = -1; // unmounted: pending reloads and retries stop
    },
    [],
  );
  const reload = useCallback(
    (version: number) => {
      wanted.current = version;
      const attempt = () => {
        void reloadCounterView(id, version).then((next) => {
          if (wanted.current !== version) return; // a newer edit's reload has taken over
          if (next) setView(next);
          else setTimeout(attempt, RELOAD_RETRY_MS); // offline or a server error: keep the design shown
        });
      };
      attempt();
    },
    [id],
  );

  const found = view.status === 'found' ? view : null;
  const settings = found?.settings ?? props.settings;
  const synced = settings.synced === true && found !== null;
  useEffect(() => {
    if (found) document.title = `${found.settings.title || 'Counter'} · Countstream`; // as ViewerApp does
  }, [found]);
  // An edit made it follow live counts: that display is another chunk, which a fresh load picks.
  const nowCounts = followsLiveCounts(view);
  useEffect(() => {
    if (nowCounts) window.location.reload();
  }, [nowCounts]);
  const ownerCheck = props.mode === 'page' && props.signedIn;
  // The owner's plan changed (upgrade, downgrade, refund): the watermark follows without a reload.
  const onPlanChange = useCallback((ownerPremium: boolean) => {
    setView((v) => (v.status === 'found' ? { ...v, ownerPremium } : v));
  }, []);
  const liveRun = useLiveRun(id, settings, synced, ownerCheck, {
    version: designVersion,
    onChange: reload,
    ownerPremium: props.ownerPremium,
    onPlanChange,
  });
  if (!found) return <CounterNotFound embed={props.mode === 'embed'} />;
  // Keyed, so a counter that stops being synced starts from idle on its own run.
  return (
    <ViewerScreen
      key={synced ? 'live' : 'local'}
      {...props}
      settings={found.settings}
      ownerPremium={found.ownerPremium}
      liveRun={liveRun}
      premiumNote={<LiveControlPremiumNote />}
      eventStrip={
        props.events &&
        props.mode === 'embed' &&
        liveRun && (
          <EventStrip
            id={id}
            version={liveRun.serverVersion}
            isDatetime={found.settings.countdownType === 'datetime'}
          />
        )
      }
    />
  );
}
