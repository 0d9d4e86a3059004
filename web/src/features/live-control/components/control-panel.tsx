import type { CounterSettings } from '@core/counter/settings';
import { formatCount } from '@web/components/counter-display/format-count';
import type { ControlBody } from '@web/components/live/live-connection';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-error';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { postControl } from '../api/live-control-api';
import { useLiveSnapshot } from './use-live-snapshot';

const STATUS_TEXT = { idle: 'Not started', running: 'Running', paused: 'Paused', completed: 'Finished' };
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
    const n = Number(value);
    if (value.trim() !== '' && Number.isSafeInteger(n) && n >= 0)
      void send({ action: 'set-value', value: n });
  };

  const readout =
    view?.face.kind === 'number'
      ? formatCount(view.face.value, locale)
      : view?.face.kind === 'countdown'
        ? view.face.parts.map((p) => p.value).join(':')
        : '…';
  const toggleLabel = status === 'running' ? 'Pause' : status === 'paused' ? 'Resume' : 'Start';

  return (
    <div className="grid gap-4">
      <section
        aria-label="Live value"
        className="rounded-2xl bg-brand-950 px-4 py-6 text-center text-white shadow-lg"
      >
        <p
          className="break-words text-[clamp(1.75rem,11vw,3rem)] font-extrabold tabular-nums sm:text-6xl"
          data-testid="control-readout"
        >
          {readout}
        </p>
        <p className="mt-2 text-sm text-brand-100" data-testid="control-status">
          {view?.completed ? STATUS_TEXT.completed : STATUS_TEXT[status]}
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
              inputMode="numeric"
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
