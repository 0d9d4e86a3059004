import { Badge } from '@web/components/ui/badge';
import { Hourglass } from 'lucide-react';
import { useBillingJobs } from '../api/billing-admin-queries';
import { formatDateTime } from '../utils/format';
import { AdminSection } from './admin-section';
import { ListEmpty, ListError, ListSkeleton } from './list-states';

// Cancels that must reach Paddle (downgrade, refund, deletion): retried with backoff until Paddle
// confirms. Anything listed here may still be billing someone.
export function BillingJobsCard() {
  const jobs = useBillingJobs();
  const items = jobs.data?.items ?? [];
  return (
    <AdminSection
      title="Pending Paddle cancels"
      description="Subscriptions we cancelled that Paddle has not confirmed yet; retried automatically."
      icon={<Hourglass aria-hidden />}
      aside={
        jobs.data && <Badge variant={items.length ? 'warning' : 'success'}>{items.length} pending</Badge>
      }
    >
      {jobs.isError ? (
        <ListError what="pending cancels" />
      ) : jobs.isPending ? (
        <ListSkeleton label="Loading pending cancels" rows={2} />
      ) : items.length === 0 ? (
        <ListEmpty>No cancels are waiting for Paddle.</ListEmpty>
      ) : (
        <ul aria-label="Pending Paddle cancels" className="grid gap-2">
          {items.map((job) => (
            <li key={job.id} className="grid gap-1 rounded-xl border border-slate-200 px-4 py-3 text-sm">
              <p className="font-mono font-semibold break-all text-slate-900">{job.target}</p>
              <p className="text-slate-600">
                {job.attempts} {job.attempts === 1 ? 'attempt' : 'attempts'} · next try{' '}
                {formatDateTime(job.nextRunAt)}
              </p>
              {job.lastError && <p className="break-words text-red-700">Last error: {job.lastError}</p>}
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
