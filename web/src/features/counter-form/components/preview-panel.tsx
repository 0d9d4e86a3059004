import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { CounterDisplay } from '@web/components/counter-display/counter-display';
import type { CounterFace } from '@web/components/counter-display/types';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Eye, Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { type LiveSum, useLiveSum } from '../hooks/use-live-sum';
import { sampleCountdownParts, useTestCount } from '../hooks/use-test-count';
import type { CounterFormValues } from '../utils/form-values';
import { type PreviewMoment, previewMoment } from '../utils/preview-moments';
import { PreviewMoments } from './preview-moments';

// The spec's samples: 123,456 for numbers, 15:30:45 for countdowns (docs/product.md §2).
const SAMPLE_NUMBER = 123_456;

function sampleProgress(value: number, start: number, end: number): number {
  if (start === end) return 0;
  const ratio = (value - start) / (end - start);
  return Math.min(100, Math.max(0, ratio * 100));
}

const HIDDEN_NOTE = 'Hidden by the creator: the counter shows no number while a followed count is hidden.';

/** The number a number counter's preview shows: the live sum once looked up, else the sample. */
function previewNumber(live: LiveSum): number {
  return live.kind === 'value' ? live.value : SAMPLE_NUMBER;
}

// Live preview of the form values; half-typed values fall back field by field, like the viewer.
export function PreviewPanel() {
  const watched = useWatch<CounterFormValues, 'settings'>({ name: 'settings' });
  const settings = useMemo(() => resolveViewerSettings(watched), [watched]);
  // Test Animation: a short count into the sample, each step animating its changed digits in the
  // chosen style at the chosen speed, as the viewer would.
  const test = useTestCount(settings);
  const [moment, setMoment] = useState<PreviewMoment>('counting');
  const countdown = settings.countdownType === 'datetime';
  const at = countdown ? previewMoment(settings, moment) : null;
  // A live count runs from nothing up to its goal (End Number); the start does not apply.
  const live = useLiveSum();
  const value = previewNumber(live);
  const start = live.kind === 'off' ? settings.startNumber : 0;
  const note = at?.note ?? (live.kind === 'hidden' ? HIDDEN_NOTE : null);

  const face: CounterFace =
    settings.countdownType === 'number'
      ? {
          kind: 'number',
          value: test.numberAt(value),
          progress: sampleProgress(value, start, settings.endNumber),
        }
      : (at?.face ?? { kind: 'countdown', parts: sampleCountdownParts(test.left) });

  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3.5">
        <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
          <Eye className="size-[18px] text-brand-700" aria-hidden />
          Preview
        </h2>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setMoment('counting');
            test.start();
          }}
          disabled={test.running}
        >
          <Play aria-hidden />
          Test Animation
        </Button>
      </div>
      <div className="p-3">
        <div
          className="aspect-video overflow-hidden rounded-xl shadow-inner"
          data-testid="counter-preview"
          data-test-steps-left={test.left}
          data-live-sum={live.kind === 'value' ? live.value : undefined}
        >
          {note ? (
            <p
              className="grid size-full place-items-center bg-slate-900 p-4 text-center text-sm text-white/80"
              data-testid="preview-note"
            >
              {note}
            </p>
          ) : (
            <CounterDisplay
              settings={settings}
              face={face}
              completed={at?.completed ?? false}
              variant="preview"
              animateOnMount={false}
              className="size-full"
            />
          )}
        </div>
        {countdown && <PreviewMoments value={moment} onChange={setMoment} />}
      </div>
    </Card>
  );
}
