import type { BillingStatus } from '@core/api/billing';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-error';
import { CalendarClock, Receipt, RotateCcw } from 'lucide-react';
import { useResumeSubscription } from '../api/resume-subscription';
import { usePortalRedirect } from '../hooks/use-portal-redirect';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

// Self-service for subscribers: Paddle's customer portal for card, invoices and cancelling; a
// subscription cancelled at its period's end says until when Premium lasts and can be resumed.
export function BillingSection({ status }: { status: BillingStatus }) {
  const portal = usePortalRedirect();
  const resume = useResumeSubscription();
  const until = status.premiumUntil;
  // The cancel is removed in Paddle at once; our copy follows with Paddle's webhook.
  const resumed = resume.isSuccess;
  return (
    <section
      aria-labelledby="billing-title"
      className="mb-10 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id="billing-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Receipt className="size-5 text-brand-700" aria-hidden />
            Billing
          </h2>
          {until && !resumed ? (
            <p className="flex items-center gap-2 text-sm font-semibold text-amber-800">
              <CalendarClock className="size-4 shrink-0" aria-hidden />
              Premium until {formatDate(until)}
            </p>
          ) : (
            <p className="text-sm text-slate-600">
              {resumed ? resume.data.message : 'Your Premium subscription renews every month through Paddle.'}
            </p>
          )}
          {until && !resumed && (
            <p className="text-sm text-slate-600">Your subscription is cancelled and will not renew.</p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {status.canResume && !resumed && (
            <Button variant="gradient" loading={resume.isPending} onClick={() => resume.mutate()}>
              <RotateCcw aria-hidden />
              Resume
            </Button>
          )}
          <Button variant="outline" loading={portal.pending} onClick={() => void portal.go('overview')}>
            Manage billing
          </Button>
        </div>
      </div>
      {(resume.isError || portal.error) && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {resume.isError ? `Could not resume: ${serverMessage(resume.error)}` : portal.error}
        </p>
      )}
    </section>
  );
}
