import { numberProgress } from '@core/counter/engine/number-run';
import { readTimer } from '@core/counter/schedule/timer-reading';
import type { CounterSettings } from '@core/counter/settings';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { versusOf } from '@core/live-sources/versus';
import { countdownFaceRead } from '@core/painter/counter-face';
import { CounterDisplay } from '@web/components/counter-display/counter-display';
import { defaultLocale } from '@web/components/counter-display/display-model';
import type { CounterFace } from '@web/components/counter-display/types';
import { VersusFace } from '@web/components/live/versus-face';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ChevronDown, Eye, Play } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLiveSum } from '../hooks/use-live-sum';
import { useNow } from '../hooks/use-now';
import { type TestPhase, useTestRun } from '../hooks/use-test-run';
import type { CounterFormValues } from '../utils/form-values';
import { type MomentView, type PreviewMoment, previewMoment } from '../utils/preview-moments';
import { stretchValue } from '../utils/test-stretch';
import { PreviewMoments } from './preview-moments';

const HIDDEN_NOTE = 'Hidden by the creator: the counter shows no number while a followed count is hidden.';
const NO_COUNT = '—';

/** What the preview draws: the counter's face, or a note in its place. */
interface PreviewView extends MomentView {
  placeholder?: string;
}

function numberFace(value: number, s: CounterSettings): CounterFace {
  return { kind: 'number', value, progress: numberProgress(value, s) };
}

// A number counter as it will be: its start value (a live count: the sum looked up, which runs from
// nothing to its goal); during Test Animation the last steps into the end number, then the end.
function numberView(s: CounterSettings, live: ReturnType<typeof useLiveSum>, phase: TestPhase): PreviewView {
  const goal = live.kind === 'off' ? s : { ...s, startNumber: 0 };
  if (phase.kind === 'done') return { face: numberFace(s.endNumber, goal), completed: true, note: null };
  if (phase.kind === 'running')
    return { face: numberFace(stretchValue(goal, phase.left), goal), completed: false, note: null };
  if (live.kind === 'hidden') return { face: numberFace(0, goal), completed: false, note: HIDDEN_NOTE };
  if (live.kind === 'waiting')
    return { face: numberFace(0, goal), completed: false, note: null, placeholder: NO_COUNT };
  return {
    face: numberFace(live.kind === 'value' ? live.value : s.startNumber, goal),
    completed: false,
    note: null,
  };
}

// A countdown as it will be: the time left now to the chosen end (or the moment picked below the
// preview); during Test Animation its last seconds, then what happens at zero.
function countdownView(
  s: CounterSettings,
  moment: PreviewMoment,
  phase: TestPhase,
  now: number,
): PreviewView {
  if (phase.kind === 'done') return previewMoment(s, 'after-zero') as MomentView;
  if (phase.kind === 'running')
    return {
      face: countdownFaceRead(s, { phase: 'counting', seconds: phase.left }),
      completed: false,
      note: null,
    };
  const at = previewMoment(s, moment);
  if (at) return at;
  const reading = readTimer(s, now);
  if (reading.phase === 'done') return previewMoment(s, 'after-zero') as MomentView;
  return { face: countdownFaceRead(s, reading), completed: false, note: null };
}

/** Whether the counter completes for good at its end: the moment Test Animation celebrates. */
function celebratesAtEnd(s: CounterSettings): boolean {
  if (s.countdownType === 'number') return true;
  const end = previewMoment(s, 'after-zero');
  return end?.completed === true && end.note === null;
}

// Live preview of the form values; half-typed values fall back field by field, like the viewer.
// On phones it stays in view while the fields scroll under it, and folds down to its header.
export function PreviewPanel() {
  const watched = useWatch<CounterFormValues, 'settings'>({ name: 'settings' });
  const settings = useMemo(() => resolveViewerSettings(watched), [watched]);
  const countdown = settings.countdownType === 'datetime';
  const test = useTestRun(countdown, settings.speed, celebratesAtEnd(settings));
  const [moment, setMoment] = useState<PreviewMoment>('counting');
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const live = useLiveSum();
  const now = useNow(countdown && !test.running && moment === 'counting');
  // Versus, once both accounts are looked up: the two counts and their gap, as the viewer will show
  // them (Test Animation still plays the goal with one number).
  const parts = live.kind === 'value' || live.kind === 'hidden' ? live.parts : undefined;
  const versus =
    !countdown && settings.liveDisplay === 'versus' && test.phase.kind === 'idle' && parts
      ? versusOf(
          { value: null, precision: 'exact', updatedAt: null, stale: false, parts },
          settings.versusLabels,
        )
      : null;
  const view: PreviewView = versus
    ? { face: numberFace(versus.lead ?? 0, { ...settings, startNumber: 0 }), completed: false, note: null }
    : countdown
      ? countdownView(settings, moment, test.phase, now)
      : numberView(settings, live, test.phase);

  return (
    <Card className="overflow-hidden shadow-lg lg:shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-2.5 sm:px-5 sm:py-3.5">
        <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
          <Eye className="size-[18px] text-brand-700" aria-hidden />
          Preview
        </h2>
        <div className="flex items-center gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setMoment('counting');
              setOpen(true);
              test.start();
            }}
            disabled={test.running}
          >
            <Play aria-hidden />
            Test Animation
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-9 lg:hidden"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={open ? 'Hide preview' : 'Show preview'}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronDown className={open ? 'rotate-180 transition' : 'transition'} aria-hidden />
          </Button>
        </div>
      </div>
      <div id={bodyId} className={open ? 'p-2 sm:p-3' : 'hidden lg:block lg:p-3'}>
        <div
          className="aspect-video overflow-hidden rounded-xl shadow-inner"
          data-testid="counter-preview"
          data-test-phase={test.phase.kind}
          data-live-sum={live.kind === 'value' ? live.value : undefined}
        >
          {view.note ? (
            <p
              className="grid size-full place-items-center bg-slate-900 p-4 text-center text-sm text-white/80"
              data-testid="preview-note"
            >
              {view.note}
            </p>
          ) : (
            <CounterDisplay
              settings={settings}
              face={view.face}
              completed={view.completed}
              variant="preview"
              animateOnMount={false}
              placeholder={view.placeholder}
              placeholderLabel={view.placeholder ? 'No count looked up yet.' : undefined}
              hideProgress={view.placeholder !== undefined}
              digits={versus && <VersusFace versus={versus} settings={settings} locale={defaultLocale()} />}
              className="size-full"
            />
          )}
        </div>
        {countdown && <PreviewMoments value={moment} onChange={setMoment} />}
      </div>
    </Card>
  );
}
