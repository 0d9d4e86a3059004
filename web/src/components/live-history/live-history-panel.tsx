import type { HistorySeries, LiveHistory } from '@core/api/live-history';
import { PLATFORM_LABELS } from '@core/live-sources/platforms';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-error';
import { cn } from '@web/lib/cn';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { liveHistoryQueryOptions } from './live-history-query';

// The owner's 30-day chart of a counter's live counts, one small chart per followed account (their
// sizes differ too much to share an axis), on the dashboard's card and in the counter form. The
// chart library is a chunk of its own (history-chart.tsx), fetched the first time a chart is drawn.
// Every chart has its values as a table behind a disclosure: the keyboard's and screen readers' way
// to the numbers. A YouTube account gets words where its chart would be: its terms forbid charts.

const HistoryChart = lazy(() => import('./history-chart'));

export const HISTORY_EMPTY_TEXT = 'History starts today: come back tomorrow for a chart.';

const numberFormat = new Intl.NumberFormat();
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

interface PanelProps {
  counterId: string;
  /** The card's narrower layout: a shorter chart. */
  compact?: boolean;
}

export function LiveHistoryPanel({ counterId, compact = false }: PanelProps) {
  const history = useQuery(liveHistoryQueryOptions(counterId));
  return (
    <section
      aria-label="Last 30 days"
      aria-busy={history.isPending || undefined}
      className="grid gap-2"
      data-testid="live-history"
    >
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Last 30 days</h4>
      {history.isPending ? (
        <div className="grid gap-1.5" data-testid="history-loading">
          <span className="sr-only">Loading the history…</span>
          <span
            aria-hidden
            className={cn('block animate-pulse rounded-lg bg-slate-100', compact ? 'h-24' : 'h-32')}
          />
        </div>
      ) : history.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-2 text-sm text-red-700"
          data-testid="history-error"
        >
          <p>{serverMessage(history.error) || 'The history could not be loaded.'}</p>
          <Button type="button" size="sm" variant="outline" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <SeriesList history={history.data} compact={compact} />
      )}
    </section>
  );
}

function SeriesList({ history, compact }: { history: LiveHistory; compact: boolean }) {
  if (!history.series.length) return <p className="text-sm text-slate-600">{HISTORY_EMPTY_TEXT}</p>;
  const several = history.series.length > 1;
  return (
    <ul className="grid gap-3">
      {history.series.map((s, i) => (
        // The counter's own order, which does not change while shown; two accounts may share a name.
        <li key={i} className="grid min-w-0 gap-1" data-testid="history-series" data-platform={s.platform}>
          {several && (
            <p className="truncate text-xs font-medium text-slate-700">
              {s.displayName} <span className="text-slate-500">on {PLATFORM_LABELS[s.platform]}</span>
            </p>
          )}
          <SeriesBody series={s} days={history.days} compact={compact} />
        </li>
      ))}
    </ul>
  );
}

function SeriesBody({ series, days, compact }: { series: HistorySeries; days: string[]; compact: boolean }) {
  if (!series.chart)
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600" data-testid="history-no-chart">
        {series.note ?? 'No chart for this account.'}
      </p>
    );
  const known = days.flatMap((day, i) => {
    const value = series.values[i];
    return value === null || value === undefined ? [] : [{ day, value }];
  });
  const first = known[0];
  const last = known.at(-1);
  if (!first || !last || known.length < 2)
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600" data-testid="history-empty">
        {HISTORY_EMPTY_TEXT}
      </p>
    );
  const change = last.value - first.value;
  const summary =
    `${series.displayName} on ${PLATFORM_LABELS[series.platform]}: ${numberFormat.format(first.value)} on ` +
    `${formatDay(first.day)}, ${numberFormat.format(last.value)} on ${formatDay(last.day)} ` +
    `(${change < 0 ? '\u2212' : '+'}${numberFormat.format(Math.abs(change))}).`;
  const height = compact ? 96 : 140;
  return (
    <>
      <ChartBoundary>
        <Suspense
          fallback={
            <span aria-hidden className="block animate-pulse rounded-lg bg-slate-100" style={{ height }} />
          }
        >
          <HistoryChart days={days} values={series.values} label={summary} height={height} />
        </Suspense>
      </ChartBoundary>
      <details className="text-xs text-slate-600">
        <summary className="cursor-pointer rounded px-1 py-0.5 focus-visible:outline-2 focus-visible:outline-brand-600">
          {change < 0 ? '\u2212' : '+'}
          {numberFormat.format(Math.abs(change))} since {formatDay(first.day)} · daily values
        </summary>
        <table className="mt-1 w-full tabular-nums" data-testid="history-table">
          <thead className="sr-only">
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {known.map(({ day, value }) => (
              <tr key={day} className="border-t border-slate-100">
                <td className="py-0.5">{formatDay(day)}</td>
                <td className="py-0.5 text-right">{numberFormat.format(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

/** A chart chunk that failed to load (offline, a new deploy) says so in place of the chart. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <p role="alert" className="text-xs text-red-700">
          The chart could not be loaded. Reload the page to try again.
        </p>
      );
    return this.props.children;
  }
}
