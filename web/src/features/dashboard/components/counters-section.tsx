import type { CounterSummary } from '@core/api/counters';
import type { PlanMessage, PlanUser } from '@core/plan/plan-rules';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useImageOpens } from '../api/get-image-opens';
import { useCounterActions } from '../hooks/use-counter-actions';
import { arrangeCounters, type CounterSort } from '../utils/counter-state';
import { CounterCard } from './counter-card';
import { CountersEmpty, CountersSkeleton } from './counters-empty';
import { CountersToolbar } from './counters-toolbar';
import { EmbedDialog } from './embed-dialog';

type Props = {
  user: PlanUser | null;
  counters: CounterSummary[] | undefined;
  isError: boolean;
  onNewCounter: () => void;
  onUpgrade: (message: PlanMessage) => void;
};

/** Search and sort appear past this many counters: below it the whole list fits in a glance. */
export const SEARCH_FROM = 5;

// 'Your Counters' (docs/product.md §2): the list, its empty and loading states, and the embed dialog.
export function CountersSection({ user, counters, isError, onNewCounter, onUpgrade }: Props) {
  const actions = useCounterActions(user, onUpgrade);
  const opens = useImageOpens();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<CounterSort>('created');
  const searchable = (counters?.length ?? 0) >= SEARCH_FROM;
  // Below the threshold the search is not shown, so it must not hide anything either.
  const shown = counters && (searchable ? arrangeCounters(counters, query, sort) : counters);
  return (
    <section aria-labelledby="your-counters" className="grid gap-5">
      <div className="flex items-center justify-between gap-4">
        <h2 id="your-counters" className="text-2xl font-bold tracking-tight text-slate-900">
          Your Counters
        </h2>
        <Button onClick={onNewCounter}>
          <Plus aria-hidden />
          New Counter
        </Button>
      </div>
      {isError ? (
        <Alert>We couldn't load your counters. Please reload the page.</Alert>
      ) : !counters ? (
        <CountersSkeleton />
      ) : counters.length === 0 ? (
        <CountersEmpty onCreate={onNewCounter} />
      ) : (
        <>
          {searchable && <CountersToolbar query={query} sort={sort} onQuery={setQuery} onSort={setSort} />}
          {shown?.length === 0 ? (
            <NoMatch query={query} onClear={() => setQuery('')} />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown?.map((counter) => (
                <CounterCard
                  key={counter.id}
                  counter={counter}
                  onEmbed={actions.showEmbed}
                  onDelete={actions.remove}
                  embedPending={actions.pendingEmbedId === counter.id}
                  deletePending={actions.pendingDeleteId === counter.id}
                  emailOpens={opens.data?.[counter.id]}
                />
              ))}
            </div>
          )}
        </>
      )}
      <EmbedDialog embed={actions.embed} onClose={actions.closeEmbed} />
      {actions.confirmDialog}
    </section>
  );
}

function NoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
      <SearchX className="size-8 text-slate-400" aria-hidden />
      <p className="text-slate-700">No counters match “{query.trim()}”.</p>
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear search
      </Button>
    </div>
  );
}
