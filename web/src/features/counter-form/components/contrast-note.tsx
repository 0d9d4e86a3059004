import { type ContrastKind, checkContrast, formatRatio } from '@core/counter/colour-contrast';
import type { CounterSettings } from '@core/counter/settings';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';

const NEEDS: Record<ContrastKind, string> = {
  text: 'text needs 4.5:1',
  large: 'large digits and icons need 3:1',
};

/** What the colour stands on: the solid colour, or both ends of a gradient (the worse one counts). */
export function useBackgroundColours(): string[] {
  const [type, solid, start, end] = useWatch<CounterFormValues>({
    name: [
      'settings.backgroundType',
      'settings.backgroundColor',
      'settings.gradientStart',
      'settings.gradientEnd',
    ],
  }) as [CounterSettings['backgroundType'], string, string, string];
  return type === 'gradient' ? [start, end] : [solid];
}

// Beside a colour field: the live contrast against the background, a warning under what the kind of
// content needs. It warns and never blocks: a designer may mean a faint watermark.
export function ContrastNote({ colour, kind }: { colour: string; kind: ContrastKind }) {
  const check = checkContrast(colour, useBackgroundColours(), kind);
  if (!check) return null;
  const ratio = formatRatio(check.ratio);
  if (check.ok)
    return (
      <span className="inline-flex items-center gap-1 text-slate-600" data-testid="contrast-ok">
        <CircleCheck className="size-3.5 text-emerald-700" aria-hidden />
        Contrast {ratio} on the background
      </span>
    );
  return (
    <span className="inline-flex items-start gap-1 font-medium text-amber-800" data-testid="contrast-warning">
      <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
      Hard to read: {ratio} on the background ({NEEDS[kind]})
    </span>
  );
}
