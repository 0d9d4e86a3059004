import type { CounterSummary } from '@core/api/counters';
import type { PlanUser } from '@core/plan/plan-rules';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Plus } from 'lucide-react';
import { useImageOpens } from '../api/get-image-opens';
import { useCounterActions } from '../hooks/use-counter-actions';
import { CounterCard } from './counter-card';
import { CountersEmpty, CountersSkeleton } from './counters-empty';
import { EmbedDialog } from './embed-dialog';

type Props = {
  user: PlanUser | null;
  counters: CounterSummary[] | undefined;
  isError: boolean;
  onNewCounter: () => void;
};

// 'Your Counters' (docs/product.md §2): the list, its empty and loading states, and the embed dialog.
export function CountersSection({ user, counters, isError, onNewCounter }: Props) {
  const actions = useCounterActions(user);
  const opens = useImageOpens();
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
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {counters.map((counter) => (
            <CounterCard
              key={counter.id}
              counter={counter}
              onShare={actions.share}
              onEmbed={actions.showEmbed}
              onDelete={actions.remove}
              embedPending={actions.pendingEmbedId === counter.id}
              deletePending={actions.pendingDeleteId === counter.id}
              emailOpens={opens.data?.[counter.id]}
            />
          ))}
        </div>
      )}
      <EmbedDialog embed={actions.embed} onClose={actions.closeEmbed} />
      {actions.confirmDialog}
    </section>
  );
}
