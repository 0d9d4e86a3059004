import { formatNumber } from '@core/counter/engine/format-number';
import type { CounterSettings } from '@core/counter/settings';
import { type ClipPlan, OUTRO_MS } from '@core/painter/timeline';
import { Info } from 'lucide-react';
import { formatSeconds } from '../settings/file-names';

// What the clip will contain, in words; says so plainly when a long run had to be sped up.
export function ClipSummary({
  plan,
  settings,
  locale,
}: {
  plan: ClipPlan;
  settings: CounterSettings;
  locale: string;
}) {
  const hold = formatSeconds(OUTRO_MS);
  const body =
    plan.kind === 'countdown'
      ? `The last ${formatSeconds(plan.runMs)} of the countdown, then the completion message and confetti for ${hold}.`
      : `Counts ${formatNumber(settings.startNumber, locale)} → ${formatNumber(settings.endNumber, locale)} in ${plan.ticks.toLocaleString(locale)} steps over ${formatSeconds(plan.runMs)}, then holds the finish with confetti for ${hold}.`;
  return (
    <div
      className="grid gap-2 rounded-xl bg-slate-50 p-3.5 text-sm text-slate-700 ring-1 ring-slate-200"
      data-testid="clip-summary"
    >
      <p>
        <span className="font-semibold text-slate-900">Length {formatSeconds(plan.durationMs)}.</span> {body}
      </p>
      {plan.scaled && (
        <p className="flex items-start gap-2 text-amber-900" data-testid="clip-scaled">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          At its own speed ({settings.speed} ms a step) this counter runs {formatSeconds(plan.naturalRunMs)}.
          Clips are capped at 3 minutes, so the video counts {(plan.naturalRunMs / plan.runMs).toFixed(1)}×
          faster.
        </p>
      )}
    </div>
  );
}
