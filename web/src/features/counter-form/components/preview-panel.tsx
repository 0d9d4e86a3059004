import { type CountdownPart, resolveViewerSettings, TEST_ANIMATION_DURATIONS } from '@core/counter';
import { CounterDisplay } from '@web/components/counter-display/counter-display';
import type { CounterFace } from '@web/components/counter-display/types';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Eye, Play } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';

// The spec's samples: 123,456 for numbers, 15:30:45 for countdowns (SPEC.md §2).
const SAMPLE_NUMBER = 123_456;
const SAMPLE_PARTS: CountdownPart[] = [
  { value: '15', label: 'hours' },
  { value: '30', label: 'mins' },
  { value: '45', label: 'secs' },
];

function sampleProgress(start: number, end: number): number {
  if (start === end) return 0;
  const ratio = (SAMPLE_NUMBER - start) / (end - start);
  return Math.min(100, Math.max(0, ratio * 100));
}

// Live preview of the form values; half-typed values fall back field by field, like the viewer.
export function PreviewPanel() {
  const watched = useWatch<CounterFormValues, 'settings'>({ name: 'settings' });
  const settings = useMemo(() => resolveViewerSettings(watched), [watched]);
  const [animationKey, setAnimationKey] = useState(0);
  const [testing, setTesting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const face: CounterFace =
    settings.countdownType === 'number'
      ? {
          kind: 'number',
          value: SAMPLE_NUMBER,
          progress: sampleProgress(settings.startNumber, settings.endNumber),
        }
      : { kind: 'countdown', parts: SAMPLE_PARTS };

  // Replays the chosen style's entry animation and holds the button for its duration (SPEC.md §9).
  function testAnimation() {
    clearTimeout(timer.current);
    setAnimationKey((key) => key + 1);
    setTesting(true);
    timer.current = setTimeout(() => setTesting(false), TEST_ANIMATION_DURATIONS[settings.animationStyle]);
  }

  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3.5">
        <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
          <Eye className="size-[18px] text-brand-700" aria-hidden />
          Preview
        </h2>
        <Button size="sm" variant="secondary" onClick={testAnimation} disabled={testing}>
          <Play aria-hidden />
          Test Animation
        </Button>
      </div>
      <div className="p-3">
        <div className="aspect-video overflow-hidden rounded-xl shadow-inner" data-testid="counter-preview">
          <CounterDisplay
            settings={settings}
            face={face}
            completed={false}
            variant="preview"
            animationKey={animationKey}
            className="size-full"
          />
        </div>
      </div>
    </Card>
  );
}
