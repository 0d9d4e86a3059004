import { FREE_COUNTER_LIMIT } from '@core/plan/plan-rules';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { Crown, Hash, Layers } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = { count: number | undefined; premium: boolean };

function SummaryCard({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-3.5 sm:p-5">
      <span className="hidden size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
        <div className="text-lg font-bold tracking-tight text-slate-900 sm:text-2xl">{children}</div>
      </div>
    </Card>
  );
}

function ValueSkeleton() {
  return <span className="mt-1 block h-7 w-16 animate-pulse rounded-md bg-slate-200" aria-hidden />;
}

// Total Counters, Plan Status, Available Counters (docs/product.md §2).
export function SummaryCards({ count, premium }: Props) {
  // Never below zero: a lapsed Premium user may own more than the Free limit.
  const left = Math.max(0, FREE_COUNTER_LIMIT - (count ?? 0));
  return (
    <section aria-label="Summary" className="mb-8 grid grid-cols-3 gap-2.5 sm:gap-4">
      <SummaryCard label="Total Counters" icon={<Hash className="size-5" aria-hidden />}>
        {count === undefined ? <ValueSkeleton /> : <span className="tabular">{count}</span>}
      </SummaryCard>
      <SummaryCard label="Plan Status" icon={<Crown className="size-5" aria-hidden />}>
        <span className={cn(premium && 'text-brand-gradient')}>{premium ? 'Premium' : 'Free'}</span>
      </SummaryCard>
      <SummaryCard label="Available Counters" icon={<Layers className="size-5" aria-hidden />}>
        {premium ? 'Unlimited' : count === undefined ? <ValueSkeleton /> : `${left} left`}
      </SummaryCard>
    </section>
  );
}
