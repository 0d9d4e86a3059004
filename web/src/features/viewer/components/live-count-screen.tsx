import { controlWords } from '@core/counter/locale/unit-words';
import type { CounterSource } from '@core/live-sources/counter-source-schema';
import { msToNextUtcDay, shownTodayGain } from '@core/live-sources/source-history';
import { sourceStatus } from '@core/live-sources/source-status';
import { versusOf } from '@core/live-sources/versus';
import { defaultLocale } from '@web/components/counter-display/display-model';
import { formatCount } from '@web/components/counter-display/format-count';
import { serverClockNow, useServerNowUntilChange } from '@web/components/counter-display/server-clock';
import { SourceStatusLine } from '@web/components/live/source-status-line';
import { describeVersus, VersusFace } from '@web/components/live/versus-face';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CounterViewResult } from '../api/load-counter-view';
import { reloadCounterView } from '../api/reload-counter-view';
import { followsLiveCounts } from '../follows-live-counts';
import { useCountAnnouncement } from '../hooks/use-count-announcement';
import { useCountStream } from '../hooks/use-count-stream';
import type { LiveRun } from '../hooks/use-live-run';
import { goalText, liveCountFrame, liveCountSettings, NO_COUNT } from '../utils/live-count';
import { CounterNotFound } from './status-screens';
import { type LiveCountView, ViewerScreen, type ViewerScreenProps } from './viewer-screen';

const RELOAD_RETRY_MS = 5000;
const noop = () => {};

interface LiveCountScreenProps extends ViewerScreenProps {
  /** The design version of the view the page loaded with. */
  designVersion: number;
  /** The count the view (or the server-rendered page) carried: the first frame shows it. */
  source?: CounterSource;
}

// Counters following live counts only, loaded on demand like the synced counters' live screen, so
// other viewers never fetch it. The number is the platforms' (view.source.value), from the first
// paint: a reloaded OBS source shows the last count at once, never 0 and never the start number.
// The counter's event stream brings every new count, and each step plays the counter's own digit
// animation from the old value to the new. The end number is the goal.
export function LiveCountScreen({ designVersion: loaded, source: initial, ...props }: LiveCountScreenProps) {
  const { id } = props;
  const designVersion = Number(loaded) || 0;
  const [view, setView] = useState<CounterViewResult>(() => ({
    status: 'found',
    settings: props.settings,
    ownerPremium: props.ownerPremium,
    designVersion,
    source: initial,
  }));
  const wanted = useRef(0);
  useEffect(
    () => () => {
      wanted.current = -1; // unmounted: pending reloads and retries stop
    },
    [],
  );
  const showRef = useRef<(source: CounterSource) => void>(noop);
  // The owner's edits reach open displays (issue 8): the view is read again and shown.
  const reload = useCallback(
    (version: number) => {
      wanted.current = version;
      const attempt = () => {
        void reloadCounterView(id, version).then((next) => {
          if (wanted.current !== version) return; // a newer edit's reload has taken over
          if (!next) return void setTimeout(attempt, RELOAD_RETRY_MS);
          if (next.status === 'found' && next.source) showRef.current(next.source);
          setView(next);
        });
      };
      attempt();
    },
    [id],
  );
  const onPlanChange = useCallback((ownerPremium: boolean) => {
    setView((v) => (v.status === 'found' ? { ...v, ownerPremium } : v));
  }, []);
  const stream = useCountStream(id, initial, {
    version: designVersion,
    onChange: reload,
    ownerPremium: props.ownerPremium,
    onPlanChange,
  });
  showRef.current = stream.show;

  const found = view.status === 'found' ? view : null;
  const settings = found?.settings ?? props.settings;
  const following = followsLiveCounts(view);
  // An edit made it a synced counter: that display is another chunk, which a fresh load picks.
  const nowSynced = found !== null && settings.synced === true;
  useEffect(() => {
    if (nowSynced) window.location.reload();
  }, [nowSynced]);
  useEffect(() => {
    if (found && found.designVersion !== designVersion)
      document.title = `${found.settings.title || 'Counter'} · Countstream`; // as ViewerApp does
  }, [found, designVersion]);

  const drawn = useMemo(() => liveCountSettings(settings), [settings]);
  // Versus: two counts side by side, and the goal (its bar, milestones, completion) follows the
  // one ahead. Two accounts only; otherwise (an edit in flight) the sum as before.
  const versus = settings.liveDisplay === 'versus' ? versusOf(stream.source, settings.versusLabels) : null;
  const counted = versus && stream.source ? { ...stream.source, value: versus.lead } : stream.source;
  const frame = liveCountFrame(counted, settings);
  const locale = props.locale ?? defaultLocale();
  const shownSource = stream.source ?? NOT_READ;
  const absentWords = sourceStatus(shownSource, props.initialNow ?? serverClockNow()).summary;
  const announcement = useCountAnnouncement(
    frame,
    settings,
    locale,
    absentWords,
    versus ? describeVersus(versus, settings, locale) : undefined,
  );

  if (!found) return <CounterNotFound embed={props.mode === 'embed'} />;
  // No longer following live counts: the counter counts by itself from here, as if just opened.
  if (!following)
    return (
      <ViewerScreen key="local" {...props} settings={found.settings} ownerPremium={found.ownerPremium} />
    );

  const run: LiveRun = {
    state: frame.state,
    face: frame.face,
    completed: frame.completed,
    reached: frame.completed,
    isOwner: false,
    serverVersion: 0,
    start: noop,
    toggle: noop,
    restart: noop,
    stop: noop,
  };
  const progressText = frame.shown ? goalText(frame.face.progress, drawn, locale) : null;
  const countView: LiveCountView = {
    display: {
      placeholder: frame.shown ? undefined : NO_COUNT,
      digits: versus && <VersusFace versus={versus} settings={drawn} locale={locale} />,
      placeholderLabel: `No count to show. ${absentWords}`,
      direction: stream.direction,
      progressText: progressText ?? undefined,
      hideProgress: progressText === null,
      footer: (
        <>
          {shownSource.today !== undefined && frame.shown && (
            <TodayLine
              source={shownSource}
              words={controlWords(settings.locale)[15]}
              locale={locale}
              initialNow={props.initialNow}
            />
          )}
          <SourceStatusLine
            source={shownSource}
            mode={props.mode}
            locale={locale}
            initialNow={props.initialNow}
          />
        </>
      ),
    },
    announcement,
  };
  return (
    <ViewerScreen
      key="counts"
      {...props}
      settings={drawn}
      ownerPremium={found.ownerPremium}
      liveRun={run}
      countView={countView}
    />
  );
}

// "+N today" (settings.showToday): the server sends the gain since UTC midnight with the count, so
// this stays a line of text; in the title's colour, a little stronger than the status words. It
// goes at UTC midnight (the gain was the day before's) and comes back with the new day's reading.
function TodayLine({
  source,
  words,
  locale,
  initialNow,
}: {
  source: CounterSource;
  words: string;
  locale: string;
  initialNow?: number;
}) {
  const gain = shownTodayGain(source, useServerNowUntilChange(msToNextUtcDay, null, initialNow));
  if (gain === undefined) return null;
  const n = `${gain < 0 ? '\u2212' : '+'}${formatCount(Math.abs(gain), locale)}`;
  return (
    <p data-testid="count-today" style={{ margin: 0, color: 'var(--cs-title)', fontWeight: 650 }}>
      {words.replace('{}', () => n)}
    </p>
  );
}

// A counter whose view came without its count (the server could not read it): nothing to show yet.
const NOT_READ: CounterSource = {
  value: null,
  precision: 'unavailable',
  updatedAt: null,
  stale: false,
  parts: [],
};
