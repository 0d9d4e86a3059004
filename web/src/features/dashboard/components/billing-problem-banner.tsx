import { Button } from '@web/components/ui/button';
import { CreditCard } from 'lucide-react';
import { usePortalRedirect } from '../hooks/use-portal-redirect';

// Premium hangs on Paddle's payment retries (past_due): say so, and lead straight to the card form.
export function BillingProblemBanner() {
  const portal = usePortalRedirect();
  return (
    <section
      aria-labelledby="billing-problem-title"
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div className="grid gap-1 text-sm">
          <h2 id="billing-problem-title" className="font-bold">
            Your last payment did not go through
          </h2>
          <p>Paddle will try again. Update your payment method to keep Premium.</p>
          {portal.error && (
            <p role="alert" className="font-medium text-red-700">
              {portal.error}
            </p>
          )}
        </div>
      </div>
      <Button
        variant="primary"
        className="shrink-0"
        loading={portal.pending}
        onClick={() => void portal.go('payment-method')}
      >
        Update payment method
      </Button>
    </section>
  );
}
