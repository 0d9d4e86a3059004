import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { MailCheck } from 'lucide-react';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';

// What the page knows between Paddle's checkout.completed and the webhook that grants Premium.
// One live region whose text changes, so screen readers hear each step.
export function PaymentConfirmation({ className }: { className?: string }) {
  const phase = usePaymentConfirmation();
  if (phase === 'idle') return null;
  const delayed = phase === 'delayed';
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'mb-8 flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-5 py-4 text-sm text-brand-900 shadow-sm',
        className,
      )}
    >
      {delayed ? (
        <MailCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
      ) : (
        <Spinner className="size-5 shrink-0 border-2 text-brand-700" />
      )}
      <p className="font-medium">
        {delayed
          ? 'Your payment is being confirmed; we will e-mail you when Premium is active'
          : 'Confirming your payment…'}
      </p>
    </div>
  );
}
