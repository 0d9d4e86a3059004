import { sourceStatus } from '@core/live-sources/source-status';
import { cn } from '@web/lib/cn';
import { Radio } from 'lucide-react';
import { useCounterView } from '../api/get-counter-view';
import { useNow } from '../hooks/use-now';

const numberFormat = new Intl.NumberFormat();

// A card's current live count (the view's `source`), with how exact it is or why it is old. Its
// box keeps one height in every state, so the cards do not jump when the count arrives.
export function LiveCountLine({ counterId }: { counterId: string }) {
  const view = useCounterView(counterId, { enabled: true });
  useNow(10_000); // renders again every 10 s, so "Updated 40 s ago" stays true
  const now = Date.now();
  const source = view.data?.source;

  let value: React.ReactNode;
  let words: React.ReactNode;
  let warn = false;
  if (view.isPending) {
    value = <span aria-hidden className="block h-7 w-24 animate-pulse rounded bg-slate-200" />;
    words = <span aria-hidden className="block h-3 w-32 animate-pulse rounded bg-slate-100" />;
  } else if (!source) {
    value = '—';
    words = view.isError ? 'The count could not be loaded.' : 'Not read yet';
    warn = view.isError;
  } else {
    // The same line the counter's viewer shows under its number.
    const status = sourceStatus(source, now);
    value = source.value === null ? '—' : numberFormat.format(source.value);
    words = status.summary;
    warn = status.attention && source.precision !== 'hidden';
  }

  return (
    <div
      className="mx-5 mb-4 grid gap-0.5 rounded-xl bg-slate-50 px-3.5 py-2.5"
      data-testid="live-count"
      aria-busy={view.isPending || undefined}
    >
      <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        <Radio className="size-3.5 text-brand-700" aria-hidden />
        Live count
      </p>
      <p
        className="tabular flex h-8 items-center text-2xl font-extrabold text-slate-900"
        data-testid="live-count-value"
      >
        {value}
      </p>
      <p
        className={cn('flex min-h-4 items-center text-xs', warn ? 'text-amber-800' : 'text-slate-600')}
        data-testid="live-count-words"
      >
        {words}
      </p>
    </div>
  );
}
