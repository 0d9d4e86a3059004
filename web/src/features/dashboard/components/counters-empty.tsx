import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Plus, Timer } from 'lucide-react';

export function CountersEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 border-dashed px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <Timer className="size-7" aria-hidden />
      </span>
      <div className="grid gap-1">
        <h3 className="text-xl font-bold text-slate-900">No counters yet</h3>
        <p className="text-slate-600">Create your first counter to get started.</p>
      </div>
      <Button variant="gradient" onClick={onCreate}>
        <Plus aria-hidden />
        Create Your First Counter
      </Button>
    </Card>
  );
}

export function CountersSkeleton() {
  return (
    <div role="status" aria-label="Loading counters" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="grid gap-4 p-5">
          <div className="flex items-center gap-3">
            <span className="size-10 animate-pulse rounded-xl bg-slate-200" />
            <div className="grid flex-1 gap-2">
              <span className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
              <span className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
            </div>
          </div>
          <span className="h-9 animate-pulse rounded-xl bg-slate-100" />
          <span className="h-9 animate-pulse rounded-xl bg-slate-100" />
        </Card>
      ))}
    </div>
  );
}
