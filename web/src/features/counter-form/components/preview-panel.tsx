import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { CounterDisplay } from '@web/components/counter-display/counter-display';
import type { CounterFace } from '@web/components/counter-display/types';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Eye, Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { sampleCountdownParts, useTestCount } from '../hooks/use-test-count';
import type { CounterFormValues } from '../utils/form-values';
import { type PreviewMoment, previewMoment } from '../utils/preview-moments';
import { PreviewMoments } from './preview-moments';

// The spec's samples: 123,456 for numbers, 15:30:45 for countdowns (docs/product.md §2).
const SAMPLE_NUMBER = 123_456;

function sampleProgress(start: number, end: number): number {
  if (start === end) return 0;
  const ratio = (SAMPLE_NUMBER - start) / (end - start);
  return Math.min(100, Math.max(0, ratio * 100));
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

  const face: CounterFace =
    settings.countdownType === 'number'
      ? {
          kind: 'number',
          value: test.numberAt(SAMPLE_NUMBER),
          progress: sampleProgress(settings.startNumber, settings.endNumber),
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
        >
          {at?.note ? (
            <p
              className="grid size-full place-items-center bg-slate-900 p-4 text-center text-sm text-white/80"
              data-testid="preview-note"
            >
              {at.note}
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
