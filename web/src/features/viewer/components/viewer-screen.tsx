import type { CounterSettings } from '@core/counter/settings';
import { BackIcon } from '@web/components/counter-display/control-icons';
import { CounterDisplay } from '@web/components/counter-display/counter-display';
import { GlassButton } from '@web/components/counter-display/glass-button';
import { useCounterRun } from '@web/components/counter-display/use-counter-run';
import { useFullscreen } from '@web/components/counter-display/use-fullscreen';
import { useEffect } from 'react';
import { useCompletionConfetti } from '../hooks/use-completion-confetti';
import { useIdleHide } from '../hooks/use-idle-hide';
import { useLiveAnnouncement } from '../hooks/use-live-announcement';
import type { LiveRun } from '../hooks/use-live-run';
import { useViewerKeys } from '../hooks/use-viewer-keys';
import { VIEWER_MAIN_CLASS, VIEWER_PAD_CLASS } from '../layout-classes';
import { EmbedLayout } from './embed-layout';
import { KeyboardHint, ViewerControls } from './viewer-controls';
import { Watermark } from './watermark';

export interface ViewerScreenProps {
  id: string;
  mode: 'page' | 'embed';
  settings: CounterSettings;
  ownerPremium: boolean;
  signedIn: boolean;
  transparent: boolean;
  autostart: boolean;
  /** A synced counter's server-kept run (live-viewer-screen.tsx); absent, the counter runs on its own. */
  liveRun?: LiveRun | null;
}

const locale = navigator.language || 'en-US';

export function ViewerScreen({
  id,
  mode,
  settings,
  ownerPremium,
  signedIn,
  transparent,
  autostart,
  liveRun = null,
}: ViewerScreenProps) {
  // A synced counter follows the server's run; only its owner sees (and drives) the controls.
  const synced = settings.synced === true;
  const local = useCounterRun(settings);
  const run = liveRun ?? local;
  const { isFullscreen, toggleFullscreen } = useFullscreen();
  const status = run.state.status;
  const controlsHidden = useIdleHide(status === 'running');
  const showControls = !autostart && (!liveRun || liveRun.isOwner);
  const announcement = useLiveAnnouncement(run.face, status, settings.completionMessage, locale);
  useCompletionConfetti(run.completed);
  const reset = status === 'completed' ? run.restart : run.stop;
  useViewerKeys({ toggle: run.toggle, fullscreen: toggleFullscreen, restart: reset }, showControls);

  const { start } = local;
  useEffect(() => {
    if (autostart && !synced) start();
  }, [autostart, synced, start]);

  const backToSettings = () => {
    if (!liveRun) run.stop(); // leaving must not reset a live run that other displays show
    window.location.assign('/');
  };
  const fade = `transition-opacity duration-500 ${controlsHidden ? 'pointer-events-none opacity-0' : 'opacity-100'}`;
  const controls = showControls && (
    <ViewerControls
      status={status}
      isFullscreen={isFullscreen}
      onToggle={run.toggle}
      onFullscreen={toggleFullscreen}
      onRestart={run.restart}
    />
  );
  const watermark = !ownerPremium && <Watermark completed={run.completed} />;
  const live = (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {announcement}
    </div>
  );

  if (mode === 'embed') {
    return (
      <EmbedLayout id={id} settings={settings} transparent={transparent} hideCursor={controlsHidden}>
        <CounterDisplay
          settings={settings}
          face={run.face}
          completed={run.completed}
          variant="card"
          transparent
          animateOnMount={false}
        />
        {controls && <div className={fade}>{controls}</div>}
        {watermark}
        {live}
      </EmbedLayout>
    );
  }

  return (
    <main className={`${VIEWER_MAIN_CLASS} ${controlsHidden ? 'cursor-none' : ''}`}>
      <CounterDisplay
        settings={settings}
        face={run.face}
        completed={run.completed}
        variant="fullscreen"
        animateOnMount={false}
        className={showControls ? VIEWER_PAD_CLASS : undefined}
      />
      {signedIn && (
        <div className={`fixed top-4 left-4 z-10 sm:top-6 sm:left-6 ${fade}`}>
          <GlassButton
            variant="outline"
            className="bg-slate-950/35 backdrop-blur-xl"
            onClick={backToSettings}
          >
            <BackIcon /> Back to Settings
          </GlassButton>
        </div>
      )}
      <div className="fixed inset-x-0 bottom-0 z-10 flex flex-col items-center gap-3 px-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:pb-6">
        <div className={fade}>{controls}</div>
        {watermark && <div className="sm:fixed sm:right-6 sm:bottom-6">{watermark}</div>}
      </div>
      {showControls && <KeyboardHint className={`fixed bottom-6 left-6 z-10 hidden lg:flex ${fade}`} />}
      {live}
    </main>
  );
}
