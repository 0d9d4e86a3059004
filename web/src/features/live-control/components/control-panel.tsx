import { parsePlainNumber } from '@core/counter/number-input';
import type { CounterSettings } from '@core/counter/settings';
import { CounterDisplay } from '@web/components/counter-display/counter-display';
import { formatFaceNumber } from '@web/components/counter-display/format-count';
import type { ControlBody } from '@web/components/live/live-connection';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-error';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { postControl } from '../api/live-control-api';
import { useLiveSnapshot } from './use-live-snapshot';

const STATUS_TEXT = { idle: 'Not started', running: 'Running', paused: 'Paused', completed: 'Finished' };
const STATUS_BADGE = {
  idle: 'outline',
  running: 'success',
  paused: 'warning',
  completed: 'outline',
} as const;
const big = 'h-16 text-lg';
const locale = typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US';

export function ControlPanel({
  id,
  settings,
  onDesignChange,
}: {
  id: string;
  settings: CounterSettings;
  /** The counter was edited elsewhere: re-read its settings (range, end date, type). */
  onDesignChange?: () => void;
}) {
  const { view, accept } = useLiveSnapshot(id, settings, onDesignChange);
  const [busy, setBusy] = useState(false);
  const [value, setValue] = useState('');
  const status = view?.state.status ?? 'idle';

  const send = async (body: ControlBody) => {
    setBusy(true);
    try {
      accept(await postControl(id, body));
    } catch (err) {
      toast({ title: 'Control failed', description: serverMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const toggle = () =>
    send({ action: status === 'running' ? 'pause' : status === 'paused' ? 'resume' : 'start' });
  const setTo = (e: FormEvent) => {
    e.preventDefault();
    // Below zero and with decimals too; the server checks the counter's places and says so.
    const n = parsePlainNumber(value);
    if (n !== null) void send({ action: 'set-value', value: n });
  };

  const readout =
    view?.face.kind === 'number'
      ? formatFaceNumber(view.face.value, settings, locale)
      : view?.face.kind === 'countdown'
        ? view.face.parts.map((p) => p.value).join(':')
        : '…';
  const toggleLabel = status === 'running' ? 'Pause' : status === 'paused' ? 'Resume' : 'Start';

  const shownStatus = view?.completed ? STATUS_TEXT.completed : STATUS_TEXT[status];

  return (
    <div className="grid gap-4">
      <section
        aria-labelledby={`viewers-see-${id}`}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`viewers-see-${id}`} className="text-base font-semibold text-slate-900">
            What viewers see
          </h2>
          <Badge variant={STATUS_BADGE[view?.completed ? 'completed' : status]}>
            <span data-testid="control-status">{shownStatus}</span>
          </Badge>
        </div>
        {/* The counter's own display, in its design, on the run every viewer follows; its own height,
            since a narrow display stacks a countdown's units (a fixed frame would cut them off). */}
        <div className="grid min-h-40 overflow-hidden rounded-lg bg-slate-900" data-testid="control-display">
          {view && (
            <CounterDisplay
              settings={settings}
              face={view.face}
              completed={view.completed}
              variant="preview"
              animateOnMount={false}
              className="size-full"
            />
          )}
        </div>
        <p className="text-slate-600 text-sm">
          {settings.countdownType === 'datetime' ? 'Time left' : 'Count'}:{' '}
          <span className="font-semibold tabular-nums text-slate-900" data-testid="control-readout">
            {readout}
          </span>
        </p>
      </section>
      <div className="grid grid-cols-2 gap-3">
        <Button className={big} disabled={busy} onClick={() => void toggle()}>
          {status === 'running' ? <Pause aria-hidden /> : <Play aria-hidden />} {toggleLabel}
        </Button>
        <Button
          className={big}
          variant="outline"
          disabled={busy}
          onClick={() => void send({ action: 'reset' })}
        >
          <RotateCcw aria-hidden /> Reset
        </Button>
      </div>
      {settings.countdownType === 'datetime' ? (
        <div className="grid grid-cols-2 gap-3">
          {[
            ['−1 min', -60_000],
            ['+1 min', 60_000],
            ['−10 s', -10_000],
            ['+10 s', 10_000],
          ].map(([label, ms]) => (
            <Button
              key={label}
              className={big}
              variant="secondary"
              disabled={busy}
              onClick={() => void send({ action: 'add-time', ms: ms as number })}
            >
              {label}
            </Button>
          ))}
        </div>
      ) : (
        <>
          <div className="grid grid-cols-4 gap-3">
            {[-10, -1, 1, 10].map((by) => (
              <Button
                key={by}
                className={big}
                variant="secondary"
                disabled={busy}
                onClick={() => void send({ action: 'increment', by })}
              >
                {by > 0 ? `+${by}` : `−${-by}`}
              </Button>
            ))}
          </div>
          <form className="flex gap-3" onSubmit={setTo}>
            <Input
              aria-label="New value"
              placeholder="Set value"
              className="h-14 text-lg"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
            <Button type="submit" className="h-14" disabled={busy}>
              Set
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
