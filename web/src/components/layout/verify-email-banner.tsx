import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-error';
import { useResendAddressProof } from '@web/lib/auth/address-proof';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import { MailCheck, X } from 'lucide-react';
import { useState } from 'react';

const DISMISSED_KEY = 'cs_proof_banner_dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

// A quiet reminder until the address is proven; dismissed, it stays away for this browser session.
export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  const [dismissed, setDismissed] = useState(readDismissed);
  const resend = useResendAddressProof();
  if (!user || user.emailVerified || dismissed) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: hiding it for this page is enough.
    }
    setDismissed(true);
  }

  const status = resend.isSuccess
    ? 'Sent! Check your inbox for the new link.'
    : resend.isError
      ? serverMessage(resend.error) || 'We could not send the link. Please try again.'
      : null;

  return (
    <section
      aria-label="Confirm your email"
      className="border-b border-amber-200/70 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2.5 text-sm sm:items-center sm:px-6">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-amber-600 sm:mt-0" aria-hidden />
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3">
          <p className="min-w-0">
            Please confirm your email: we sent a link to{' '}
            <span className="font-semibold break-all">{user.email}</span>.
          </p>
          {status ? (
            <p role="status" className="font-medium text-amber-800">
              {status}
            </p>
          ) : (
            <Button
              variant="link"
              className="h-auto justify-start p-0 text-sm text-amber-900"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Resend link
            </Button>
          )}
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss"
          className="grid size-7 shrink-0 place-items-center rounded-lg text-amber-700 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
