import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { CheckCircle2, Download, X } from 'lucide-react';
import { CODEC_NAMES } from '../encode/codecs';
import type { ExportState } from '../hooks/use-video-export';
import { formatBytes, formatSeconds } from '../settings/file-names';

// Progress with percentage and ETA while encoding, then the download.
export function ExportProgress({ state, onCancel }: { state: ExportState; onCancel: () => void }) {
  if (state.status === 'running') {
    const pct = Math.floor((state.frame / state.frames) * 100);
    return (
      <div
        className="grid gap-2.5 rounded-xl border border-brand-200 bg-brand-50/60 p-4"
        data-testid="export-progress"
      >
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold text-brand-900">Rendering video… {pct}%</span>
          <span className="text-slate-600 tabular-nums">
            {state.etaMs === null ? 'Estimating time…' : `About ${formatSeconds(state.etaMs)} left`}
          </span>
        </div>
        <ProgressBar
          label="Export progress"
          percent={pct}
          className="h-2.5 bg-white ring-1 ring-brand-100"
          fillClassName="bg-brand-gradient duration-200"
        />
        <div className="flex items-center justify-between gap-3">
          <span className="text-xs text-slate-500 tabular-nums">
            Frame {state.frame} of {state.frames}
          </span>
          <Button size="sm" variant="outline" onClick={onCancel}>
            <X aria-hidden />
            Cancel
          </Button>
        </div>
      </div>
    );
  }
  if (state.status === 'done') {
    return (
      <div
        className="grid gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
        data-testid="export-done"
      >
        <p className="flex items-center gap-2 text-sm font-semibold text-emerald-900">
          <CheckCircle2 className="size-4" aria-hidden />
          Your clip is ready
        </p>
        <p className="text-xs text-emerald-900/80">
          <span className="font-medium break-all">{state.fileName}</span> · {formatBytes(state.bytes)} ·{' '}
          {CODEC_NAMES[state.codec] ?? state.codec} · rendered in {formatSeconds(state.wallMs)}
        </p>
        <a href={state.url} download={state.fileName} className={buttonClasses('gradient', 'md', 'w-full')}>
          <Download aria-hidden />
          Download video
        </a>
      </div>
    );
  }
  if (state.status === 'canceled') {
    return <p className="text-sm text-slate-600">Export canceled. Nothing was saved.</p>;
  }
  if (state.status === 'error') {
    return <Alert>Export failed: {state.message}</Alert>;
  }
  return null;
}
