import { controlWords } from '@core/counter/locale/unit-words';
import type { CounterSettings } from '@core/counter/settings';
import { BackIcon } from '@web/components/counter-display/control-icons';
import { CounterDisplay } from '@web/components/counter-display/counter-display';
import { defaultLocale } from '@web/components/counter-display/display-model';
import { GlassButton } from '@web/components/counter-display/glass-button';
import {
  counterClockUrl,
  serverClockNow,
  useServerClock,
} from '@web/components/counter-display/server-clock';
import type { CounterDisplayProps } from '@web/components/counter-display/types';
import { useCounterRun } from '@web/components/counter-display/use-counter-run';
import { useFullscreen } from '@web/components/counter-display/use-fullscreen';
import { SkipLink } from '@web/components/layout/skip-link';
import { type ReactNode, useEffect, useMemo } from 'react';
import { GoalBarSlot, wantsGoalBar } from '../goal-bar-slot';
import { useCompletionConfetti } from '../hooks/use-completion-confetti';
import { useEndRedirect } from '../hooks/use-end-action';
import { useEndSound } from '../hooks/use-end-sound';
import { useEvergreenStart } from '../hooks/use-evergreen-start';
import { useIdleHide } from '../hooks/use-idle-hide';
import { useIsOwner } from '../hooks/use-is-owner';
import { useLiveAnnouncement } from '../hooks/use-live-announcement';
import type { LiveRun } from '../hooks/use-live-run';
import { usePageLanguage } from '../hooks/use-page-language';
import { useViewerKeys } from '../hooks/use-viewer-keys';
import { useZeroMoment } from '../hooks/use-zero-moment';
import { VIEWER_MAIN_CLASS, VIEWER_PAD_CLASS } from '../layout-classes';
import { EmbedLayout } from './embed-layout';
import { EndRedirectNotice } from './end-redirect-notice';
import { KeyboardHint, ViewerControls } from './viewer-controls';
import { Watermark } from './watermark';
import { YourTimeLine } from './your-time-line';

export interface ViewerScreenProps {
  id: string;
  mode: 'page' | 'embed';
  settings: CounterSettings;
  ownerPremium: boolean;
  signedIn: boolean;
  transparent: boolean;
  autostart: boolean;
  /** Whether the owner's sound may play at zero (the share page; an embed with ?sound=1). */
  sound?: boolean;
  /** A synced counter's server-kept run (live-viewer-screen.tsx); absent, the counter runs on its own. */
  liveRun?: LiveRun | null;
  /** Shown to a Free owner of a synced counter instead of controls (from the live chunk). */
  premiumNote?: ReactNode;
  /** The instant a server-rendered first frame shows (hydration renders the same frame). */
  initialNow?: number;
  /** Number grouping locale; the server's choice on a server-rendered page. */
  locale?: string;
  /** Embeds of synced counters: the latest subathon events under the counter (asked for). */
  events?: boolean;
  /** The strip itself, made by the live screen: it needs the live run and stays in the live chunk. */
  eventStrip?: ReactNode;
  /** A counter following live counts (live-count-screen.tsx): what it shows beyond its run. */
  countView?: LiveCountView;
}

/** A live count's display: no run to drive, and words of its own (made in the live-count chunk). */
export interface LiveCountView {
  /** What the counter draws beyond its face: the placeholder, the status line, the goal readout. */
  display: Pick<
    CounterDisplayProps,
    'placeholder' | 'placeholderLabel' | 'direction' | 'progressText' | 'hideProgress' | 'footer' | 'digits'
  >;
  /** What the live region says: news of the count, not a ticking value. */
  announcement: string;
}

export function ViewerScreen({
  id,
  mode,
  settings,
  ownerPremium,
  signedIn,
  transparent,
  autostart,
  sound = false,
  liveRun = null,
  premiumNote = null,
  initialNow,
  locale = defaultLocale(),
  eventStrip = null,
  countView,
}: ViewerScreenProps) {
  // A synced counter follows the server's run; only its owner, on the share page, sees (and drives)
  // the controls. Embeds of a synced counter never do, for anyone (docs/decisions/005).
  const synced = settings.synced === true;
  // Countdowns read the server's clock (issue #17), measured from the view's answers; a synced
  // counter's live run measures the same clock itself (use-live-run.ts).
  const countdown = settings.countdownType === 'datetime';
  const measured = countdown && !synced;
  const clockVersion = useServerClock(measured ? counterClockUrl(id) : null);
  const evergreenStartedAt = useEvergreenStart(id, settings, serverClockNow, !measured || clockVersion > 0);
  const timer = useMemo(() => ({ evergreenStartedAt }), [evergreenStartedAt]);
  const local = useCounterRun(settings, initialNow, { now: serverClockNow, clockVersion, timer });
  const run = liveRun ?? local;
  const atZero = useZeroMoment(countdown, run.state.status === 'running', run.reached);
  const ended = atZero || run.completed;
  useEndSound(settings.sound, sound, atZero || (run.completed && !countdown));
  // A redirect says where it goes before it goes, and only for a Premium owner (end-redirect.ts).
  const redirect = useEndRedirect(settings, mode, ended, ownerPremium);
  const redirectRefused = redirect.refused;
  // 'hide': the counter disappears at zero (banners); a refused redirect shows the message.
  const hidden = settings.endAction === 'hide' && ended;
  const { isFullscreen, toggleFullscreen } = useFullscreen();
  usePageLanguage(settings.locale);
  const words = controlWords(settings.locale);
  const status = run.state.status;
  const controlsHidden = useIdleHide(status === 'running');
  const isOwner = mode === 'page' && liveRun?.isOwner === true;
  // The shortcut chip is the owner's reminder, never part of what the audience sees (a share page
  // captured in OBS, a visitor's screen): shown only to the signed-in owner.
  const owner = useIsOwner(id, mode === 'page' && signedIn);
  // The server runs a synced counter for a Premium owner only; a Free owner is told why, not given
  // buttons that would do nothing.
  // A live count has nothing to start or pause: like a synced counter's visitor, Fullscreen only.
  const followsCounts = countView !== undefined;
  const count = countView?.display;
  // A date countdown runs by itself from the moment the page opens (viewer-machine.ts), to the end
  // every viewer shares: no Start, Pause or Restart, which would only freeze one visitor's copy.
  const runsItself = measured;
  const showControls = !autostart && !followsCounts && !runsItself && (!synced || (isOwner && ownerPremium));
  const premiumOnly = synced && isOwner && !ownerPremium;
  // Fullscreen is not a run control: a visitor of a synced share page keeps it (button and F).
  const fullscreenOnly = !showControls && !premiumOnly && !autostart && mode === 'page';
  const announcement = useLiveAnnouncement(run.face, status, settings, locale);
  useCompletionConfetti(run.completed || atZero);
  // Restart returns to idle (docs/product.md §4). A live run's own restart would start a new run at once,
  // so the server run is reset instead. R does the same from any state: back to Start.
  const restart = liveRun ? run.stop : run.restart;
  const reset = status === 'completed' ? restart : run.stop;
  // After completion only Restart applies; Space does not start a finished run over.
  const toggle = status === 'completed' ? undefined : run.toggle;
  useViewerKeys(
    showControls
      ? { toggle, fullscreen: toggleFullscreen, restart: reset }
      : { fullscreen: toggleFullscreen },
    showControls || fullscreenOnly,
  );

  // Autostart runs the counter on this display only: a synced run is never started by a visitor.
  const { start } = local;
  useEffect(() => {
    if (autostart && !synced && !followsCounts) start();
  }, [autostart, synced, followsCounts, start]);

  const backToSettings = () => {
    if (!liveRun) run.stop(); // leaving must not reset a live run that other displays show
    window.location.assign('/');
  };
  const fade = `transition-opacity duration-500 ${controlsHidden ? 'pointer-events-none opacity-0' : 'opacity-100'}`;
  let controls: ReactNode = null;
  if (premiumOnly) controls = premiumNote;
  else if (showControls || fullscreenOnly)
    controls = (
      <ViewerControls
        status={showControls ? status : null}
        isFullscreen={isFullscreen}
        onToggle={run.toggle}
        onFullscreen={toggleFullscreen}
        onRestart={restart}
        locale={settings.locale}
      />
    );
  const watermark = !ownerPremium && <Watermark completed={run.completed} locale={settings.locale} />;
  // Goals (issue 18): a number counter's progress bar and milestones, when the owner set them.
  const goalBar = run.face.kind === 'number' && !count?.placeholder && wantsGoalBar(settings) && (
    <GoalBarSlot settings={settings} value={run.face.value} />
  );
  const live = (
    <div
      className="sr-only"
      aria-live="polite"
      aria-atomic="true"
      data-testid="live-region"
      lang={settings.locale}
    >
      {countView ? countView.announcement : announcement}
    </div>
  );

  if (mode === 'embed') {
    return (
      <EmbedLayout id={id} settings={settings} transparent={transparent} hideCursor={controlsHidden}>
        {!hidden && (
          <CounterDisplay
            settings={settings}
            face={run.face}
            completed={run.completed || redirectRefused}
            variant="card"
            transparent
            animateOnMount={false}
            locale={locale}
            {...count}
          />
        )}
        {redirect.notice && <EndRedirectNotice target={redirect.notice} mode={mode} />}
        {controls && <div className={fade}>{controls}</div>}
        {watermark}
        {/* In the column, not over it: the column is what fits the frame (fit-frame.ts). */}
        {goalBar}
        {eventStrip}
        {live}
      </EmbedLayout>
    );
  }

  return (
    <main id="main" className={`${VIEWER_MAIN_CLASS} ${controlsHidden ? 'cursor-none' : ''}`}>
      <SkipLink label={words[11]} />
      {hidden ? (
        <h1 className="sr-only">{settings.title || 'Counter'}</h1>
      ) : (
        <CounterDisplay
          settings={settings}
          face={run.face}
          completed={run.completed}
          variant="fullscreen"
          animateOnMount={false}
          locale={locale}
          className={controls ? VIEWER_PAD_CLASS : undefined}
          footer={countdown && !ended && <YourTimeLine settings={settings} />}
          {...count}
        />
      )}
      {signedIn && (
        <div className={`fixed top-4 left-4 z-10 sm:top-6 sm:left-6 ${fade}`}>
          <GlassButton
            variant="outline"
            className="bg-slate-950/35 backdrop-blur-xl"
            onClick={backToSettings}
          >
            <BackIcon /> {words[14]}
          </GlassButton>
        </div>
      )}
      <div className="fixed inset-x-0 bottom-0 z-10 flex flex-col items-center gap-3 px-3 pb-[max(1rem,env(safe-area-inset-bottom))] sm:pb-6">
        {/* In the column above the controls, so the two never touch whatever the controls' height. */}
        {goalBar && <div className="flex w-full justify-center">{goalBar}</div>}
        {redirect.notice && <EndRedirectNotice target={redirect.notice} mode={mode} />}
        <div className={fade}>{controls}</div>
        {watermark && <div className="sm:fixed sm:right-6 sm:bottom-6">{watermark}</div>}
      </div>
      {showControls && owner && (
        <KeyboardHint
          locale={settings.locale}
          className={`fixed bottom-6 left-6 z-10 hidden lg:pointer-fine:flex ${fade}`}
        />
      )}
      {live}
    </main>
  );
}
